import { changePasswordSchema } from '@bk/contracts';
import { loginUserQueryOptions } from '@bk/web';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { changePassword } from './authority-queries';

/**
 * changePassword: the holder replaces a temporary password (required before anything else after
 * an account is created or its password reset) or simply chooses a new one.
 */
export const ChangePasswordPage = () => {
  const t = useT();
  const { associationId, channel } = useAssociation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => {
      const parsed = changePasswordSchema.safeParse(values);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
      if (values.newPassword !== values.confirm) throw new Error(t('passwordsDiffer'));
      return changePassword(parsed.data);
    },
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('passwordChanged') });
      await queryClient.invalidateQueries({ queryKey: loginUserQueryOptions(channel).queryKey });
      await navigate({ to: '/index/$associationId/dashboard', params: { associationId } });
    },
    onError: (failure) => setError(failure.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    mutation.mutate();
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => setValues({ ...values, [name]: event.currentTarget.value }),
  });
  return (
    <Paper withBorder p="lg" maw={480} component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {t('changePasswordTitle')}
        </Title>
        <Text c="dimmed">{t('changePasswordIntro')}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <PasswordInput label={t('currentPassword')} required autoComplete="current-password" data-testid="current-password" {...field('currentPassword')} />
        <PasswordInput label={t('newPassword')} description={t('newPasswordHint')} required autoComplete="new-password" data-testid="new-password" {...field('newPassword')} />
        <PasswordInput label={t('confirmPassword')} required autoComplete="new-password" data-testid="confirm-password" {...field('confirm')} />
        <Button type="submit" loading={mutation.isPending} data-testid="change-password-submit">
          {t('changePasswordSubmit')}
        </Button>
      </Stack>
    </Paper>
  );
};
