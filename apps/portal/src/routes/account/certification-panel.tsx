import { userCertifySchema, type UserCertifyResponse } from '@bk/contracts';
import { ErrorState, formatDateTime, isApiError, serverFieldErrors, useZodForm } from '@bk/web';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { usePortal } from '../use-portal';
import { certificationQueryOptions, portalUserKeys, queryCertification, startCertification } from './portal-user-api';

const emptyForm = { name: '', citizenId: '' };

/**
 * Certification: the state, and the certify flow. The local provider decides at once; Alipay
 * answers an address where the user completes the check, after which they ask for the verdict.
 */
export const CertificationPanel = ({ returnPath, back }: { returnPath: string; back?: string | undefined }) => {
  const t = useT();
  const { channel } = usePortal();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = useQuery(certificationQueryOptions(channel));
  const form = useZodForm({ schema: userCertifySchema, initialValues: emptyForm, translate: t.m });
  const [outcome, setOutcome] = useState<UserCertifyResponse | null>(null);

  const settle = async (answer: UserCertifyResponse) => {
    setOutcome(answer);
    if (answer.outcome === 'passed') await queryClient.invalidateQueries({ queryKey: portalUserKeys.all(channel) });
  };
  const certify = useMutation({
    mutationFn: startCertification,
    onSuccess: settle,
    onError: (error) => {
      if (isApiError(error)) form.setServerErrors(serverFieldErrors(form.fields, error.fieldErrors));
    },
  });
  const check = useMutation({ mutationFn: queryCertification, onSuccess: settle });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (parsed.ok) certify.mutate({ ...parsed.data, returnPath });
  };

  if (status.isPending) return <Skeleton h={160} />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  if (status.data.certification === 'certified') {
    return (
      <Paper withBorder p="md" data-testid="certification-state" data-state="certified">
        <Stack gap="xs">
          <Badge color="green" variant="light" size="lg">
            {t('certified')}
          </Badge>
          <Text size="sm">
            {t('certifiedText', { name: status.data.name, id: status.data.citizenIdMasked, at: formatDateTime(status.data.certifiedAt) })}
          </Text>
          {back ? (
            <Group>
              <Button onClick={() => void navigate({ href: back })} data-testid="certified-continue">
                {t('continueConsultation')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" data-testid="certification-state" data-state="uncertified">
      <form onSubmit={submit} noValidate aria-label={t('tabCertification')}>
        <Stack gap="md">
          <Group gap="xs">
            <Badge color="gray" variant="light" size="lg">
              {t('uncertified')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('uncertifiedText')}
          </Text>
          <TextInput label={t('realName')} withAsterisk maxLength={30} autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={t('citizenId')}
            placeholder={t('citizenIdPlaceholder')}
            withAsterisk
            maxLength={18}
            autoCapitalize="characters"
            spellCheck={false}
            {...form.getInputProps('citizenId')}
          />
          {outcome?.outcome === 'failed' ? (
            <Alert color="red" role="alert">
              {t('certifyFailed', { reason: outcome.reason ?? '' })}
            </Alert>
          ) : null}
          {outcome?.outcome === 'pending' ? (
            <Alert color="blue">
              <Stack gap="xs">
                <Text size="sm">{t('certifyPending')}</Text>
                <Group gap="xs">
                  {outcome.certifyUrl ? (
                    <Anchor href={outcome.certifyUrl} target="_blank" rel="noopener noreferrer">
                      {t('certifyOpenAlipay')}
                    </Anchor>
                  ) : null}
                  <Button size="xs" onClick={() => check.mutate(outcome.certifyId)} loading={check.isPending}>
                    {t('certifyDone')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={certify.isPending} data-testid="certify-submit">
              {t('certify')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
