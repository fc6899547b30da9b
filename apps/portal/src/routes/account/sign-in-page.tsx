import { portalLoginSchema, smsCodeRequestSchema } from '@bk/contracts';
import { isApiError, RouterAnchor, safeRedirectPath, useDocumentTitle } from '@bk/web';
import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { localSmsOutboxQueryOptions, portalSignIn, portalUserKeys, sendSmsCode } from './portal-user-api';

const route = getRouteApi('/$variant/$associationId/login');

/** Counts down to zero once a second; the resend button waits on it. */
const useCountdown = () => {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
};

const retryAfterOf = (error: unknown): number | undefined => {
  if (!isApiError(error)) return undefined;
  const match = /(\d+)秒|in (\d+) s/.exec(error.msg);
  return match ? Number(match[1] ?? match[2]) : undefined;
};

/** login: sign in or register with a mobile number and an SMS code, then back to where the visitor was. */
export const SignInPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('signInTitle'), association.title);

  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [sentTo, setSentTo] = useState<{ mobile: string; minutes: number } | null>(null);
  const [countdown, setCountdown] = useCountdown();
  const devOutbox = useQuery({ ...localSmsOutboxQueryOptions(channel, undefined), refetchInterval: false, retry: false });

  const send = useMutation({
    mutationFn: sendSmsCode,
    onSuccess: (sent, to) => {
      setSentTo({ mobile: to, minutes: Math.round(sent.expiresInSeconds / 60) });
      setCountdown(sent.resendAfterSeconds);
    },
    onError: (error) => {
      setErrors({ mobile: isApiError(error) ? error.msg : t('errorNetwork') });
      const wait = retryAfterOf(error);
      if (wait) setCountdown(wait);
    },
  });

  const signIn = useMutation({
    mutationFn: portalSignIn,
    onSuccess: async (user) => {
      queryClient.setQueryData(portalUserKeys.me(channel), user);
      await queryClient.invalidateQueries({ queryKey: portalUserKeys.all(channel) });
      const back = safeRedirectPath(redirect);
      if (back) await navigate({ href: back, replace: true });
      else await navigate({ to: '/$variant/$associationId/userCenter', params: { variant, associationId }, replace: true });
    },
    onError: (error) => setErrors({ code: isApiError(error) ? error.msg : t('errorNetwork') }),
  });

  const requestCode = () => {
    const parsed = smsCodeRequestSchema.safeParse({ mobile });
    if (!parsed.success) return setErrors({ mobile: t.m(parsed.error.issues[0]?.message ?? '') });
    setErrors({});
    send.mutate(parsed.data.mobile);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = portalLoginSchema.safeParse({ mobile, code });
    if (!parsed.success) {
      const byField = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t.m(issue.message)]));
      return setErrors(byField);
    }
    setErrors({});
    signIn.mutate(parsed.data);
  };

  return (
    <Container size={440} className={pageClasses.page}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate aria-label={t('signInTitle')}>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {t('signInTitle')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('signInIntro')}
              </Text>
            </div>
            <TextInput
              label={t('mobile')}
              placeholder={t('mobilePlaceholder')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              withAsterisk
              value={mobile}
              onChange={(event) => setMobile(event.currentTarget.value.trim())}
              error={errors.mobile}
              data-testid="sign-in-mobile"
            />
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                label={t('smsCode')}
                placeholder={t('smsCodePlaceholder')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                withAsterisk
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.trim())}
                error={errors.code}
                data-testid="sign-in-code"
              />
              <Button
                variant="light"
                mt={25}
                onClick={requestCode}
                loading={send.isPending}
                disabled={countdown > 0}
                data-testid="send-code"
                aria-live="polite"
              >
                {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('sendCode')}
              </Button>
            </Group>
            {sentTo ? (
              <Text size="sm" c="teal" role="status">
                {t('codeSent', { mobile: sentTo.mobile, minutes: sentTo.minutes })}
              </Text>
            ) : null}
            <Button type="submit" size="md" loading={signIn.isPending} data-testid="sign-in-submit">
              {t('signIn')}
            </Button>
            {devOutbox.isSuccess ? (
              <Alert color="yellow" variant="light">
                <Stack gap={4}>
                  <Text size="sm">{t('devSmsHint')}</Text>
                  <RouterAnchor to="/$variant/$associationId/dev/sms" params={{ variant, associationId }} search={{ mobile: mobile || undefined }} size="sm" target="_blank">
                    {t('devSmsLink')}
                  </RouterAnchor>
                </Stack>
              </Alert>
            ) : null}
          </Stack>
        </form>
      </Paper>
    </Container>
  );
};
