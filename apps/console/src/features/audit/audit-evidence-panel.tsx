import { errorMessage, isApiError } from '@bk/web';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { downloadAuditBundle, downloadSigningKey, verifyAuditCase, type AuditCaseRef } from './audit-queries';
import { summarizeVerdict } from './verdict-summary';
import { useT } from '../../i18n';
import classes from './audit.module.css';

const toastFailure = (error: unknown) => {
  // The API client already toasts its own failures; the bundle download is a plain fetch.
  if (isApiError(error)) notifications.show({ color: 'red', message: errorMessage(error), withBorder: true });
};

/** Verification of the case's record, and the signed bundle (and key) to check it again offline. */
export const AuditEvidencePanel = ({ target }: { target: AuditCaseRef }) => {
  const t = useT();
  const verification = useMutation({ mutationFn: () => verifyAuditCase(target) });
  const bundle = useMutation({
    mutationFn: () => downloadAuditBundle(target),
    onSuccess: (file) => notifications.show({ color: 'green', message: t('auditExported', { file }), withBorder: true }),
    onError: toastFailure,
  });
  const key = useMutation({
    mutationFn: downloadSigningKey,
    onSuccess: ({ fingerprint }) => notifications.show({ color: 'green', message: t('auditKeyDownloaded', { fingerprint }), withBorder: true }),
  });

  const verdict = verification.data;
  const summary = verdict ? summarizeVerdict(verdict) : undefined;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="audit-evidence-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="audit-evidence-heading">
          {t('auditVerifyTitle')}
        </Title>
        <Group gap="sm">
          <Button onClick={() => verification.mutate()} loading={verification.isPending} data-testid="audit-verify">
            {t('auditVerify')}
          </Button>
          <Button variant="light" onClick={() => bundle.mutate()} loading={bundle.isPending} data-testid="audit-export">
            {t('auditExport')}
          </Button>
          <Button variant="subtle" onClick={() => key.mutate()} loading={key.isPending}>
            {t('auditDownloadKey')}
          </Button>
        </Group>
        {verdict && summary ? (
          <Alert
            color={summary.intact ? 'green' : 'red'}
            title={t(summary.key, summary.vars)}
            data-testid="audit-verdict"
            data-intact={summary.intact}
            aria-live="polite"
          >
            <Text size="xs" className={classes.hash}>
              {t('auditHeadHash', { hash: verdict.headHash })}
            </Text>
          </Alert>
        ) : null}
        {key.data?.local ? (
          <Text size="xs" c="orange">
            {t('auditLocalKey')}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" className={classes.mono}>
          {t('auditOfflineHint')}
        </Text>
      </Stack>
    </Paper>
  );
};
