import { loginRequestSchema, type LoginRequest } from '@bk/contracts';
import {
  errorMessage,
  isApiError,
  LanguageSwitch,
  login,
  safeRedirectPath,
  serverFieldErrors,
  useDocumentTitle,
  useZodForm,
} from '@bk/web';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useShellT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import classes from './login-page.module.css';

const route = getRouteApi('/index/$associationId/login');

export const LoginPage = () => {
  const t = useShellT();
  const router = useRouter();
  const { associationId, channel, association, queryClient } = useAssociation();
  const { redirect: back } = route.useSearch();
  const [serverError, setServerError] = useState<string>();
  const form = useZodForm({ schema: loginRequestSchema, initialValues: { loginId: '', password: '' }, translate: t.m });
  useDocumentTitle(t('loginTitle'), association.title);

  const mutation = useMutation({
    mutationFn: (body: LoginRequest) => login(queryClient, channel, body),
    onSuccess: async () => {
      const target = safeRedirectPath(back);
      if (target) router.history.push(target);
      else await router.navigate({ to: '/index/$associationId/dashboard', params: { associationId } });
    },
    onError: (error) => {
      setServerError(isApiError(error) ? t.m(errorMessage(error)) : t('errorUnexpected'));
      if (isApiError(error)) form.setServerErrors(serverFieldErrors(form.fields, error.fieldErrors));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const outcome = form.validate();
    if (outcome.ok) mutation.mutate(outcome.data);
  };

  return (
    <main className={classes.page}>
      <div className={classes.topBar}>
        <LanguageSwitch />
      </div>
      <Paper withBorder shadow="md" p="xl" className={classes.card}>
        <form onSubmit={submit} noValidate aria-labelledby="login-title">
          <Stack gap="md">
            <div>
              <Text c="dimmed" size="sm">
                {association.title}
              </Text>
              <Title order={1} size="h2" id="login-title">
                {t('loginTitle')}
              </Title>
            </div>
            {serverError ? (
              <Alert color="red" variant="light" title={t('loginFailed')} role="alert">
                {serverError}
              </Alert>
            ) : null}
            <TextInput
              label={t('loginId')}
              placeholder={t('loginIdPlaceholder')}
              autoComplete="username"
              required
              {...form.getInputProps('loginId')}
            />
            <PasswordInput
              label={t('password')}
              placeholder={t('passwordPlaceholder')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth loading={mutation.isPending}>
              {t('loginSubmit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </main>
  );
};
