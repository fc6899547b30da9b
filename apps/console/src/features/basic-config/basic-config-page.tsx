import { ErrorState } from '@bk/web';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { caseDeadlinesQueryOptions } from './deadline-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { DeadlinesForm } from './deadlines-form';

/** basicConfig: the association's own settings. Today its case deadlines. */
export const BasicConfigPage = () => {
  const t = useT();
  const { channel } = useAssociation();
  const deadlines = useQuery(caseDeadlinesQueryOptions(channel));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('basicConfigTitle')}
        </Title>
        <Text c="dimmed">{t('basicConfigIntro')}</Text>
      </div>
      <Paper withBorder p="lg" component="section" aria-labelledby="deadlines-heading" maw={720}>
        <Title order={2} size="h4" id="deadlines-heading">
          {t('deadlinesTitle')}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {t('deadlinesIntro')}
        </Text>
        {deadlines.isPending ? (
          <Stack gap="md" aria-busy="true" data-testid="deadlines-loading">
            <Skeleton height={58} radius="sm" />
            <Skeleton height={58} radius="sm" />
          </Stack>
        ) : deadlines.isError ? (
          <ErrorState error={deadlines.error} onRetry={() => void deadlines.refetch()} />
        ) : (
          // A new version (saved here or, after a conflict, by someone else) starts the form afresh.
          <DeadlinesForm key={deadlines.data.version} settings={deadlines.data} />
        )}
      </Paper>
    </Stack>
  );
};
