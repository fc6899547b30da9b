import { LanguageSwitch, RouterButton, useDocumentTitle } from '@bk/web';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useParams } from '@tanstack/react-router';
import { useT } from '../../i18n';
import classes from './errors.module.css';

/** /404 and /:associationId/404 (unknown association, spec §8). */
export const NotFoundPage = () => {
  const t = useT();
  const { associationId } = useParams({ strict: false });
  useDocumentTitle(t('notFoundTitle'));
  return (
    <main className={classes.page}>
      <Paper withBorder shadow="sm" p="xl" className={classes.card}>
        <Stack align="center" gap="sm" ta="center">
          <div className={classes.code} aria-hidden="true">
            404
          </div>
          <Title order={1} size="h3">
            {t('notFoundTitle')}
          </Title>
          <Text c="dimmed">{associationId ? t('unknownAssociationText') : t('notFoundText')}</Text>
          <Group mt="sm">
            <LanguageSwitch />
          </Group>
        </Stack>
      </Paper>
    </main>
  );
};

/** Spec §2: unknown paths go to /404. */
export const RedirectToNotFound = () => <Navigate to="/404" replace />;

/** /:associationId/error links back to the association's portal. */
export const BackToPortal = ({ associationId }: { associationId: string }) => {
  const t = useT();
  return (
    <RouterButton to="/$variant/$associationId" params={{ variant: 'portal', associationId }} variant="light">
      {t('backHome')}
    </RouterButton>
  );
};
