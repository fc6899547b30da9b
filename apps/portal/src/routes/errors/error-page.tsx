import { LanguageSwitch, useDocumentTitle } from '@bk/web';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useT } from '../../i18n';
import classes from './errors.module.css';
import { BackToPortal } from './not-found-page';

const route = getRouteApi('/$associationId/error');

/** /:associationId/error (spec §2). */
export const ErrorPage = () => {
  const t = useT();
  const { associationId } = route.useParams();
  useDocumentTitle(t('errorPageTitle'));
  return (
    <main className={classes.page}>
      <Paper withBorder shadow="sm" p="xl" className={classes.card}>
        <Stack align="center" gap="sm" ta="center">
          <Title order={1} size="h3">
            {t('errorPageTitle')}
          </Title>
          <Text c="dimmed">{t('errorPageText')}</Text>
          <Group mt="sm">
            <BackToPortal associationId={associationId} />
            <LanguageSwitch />
          </Group>
        </Stack>
      </Paper>
    </main>
  );
};
