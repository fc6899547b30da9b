import { ErrorState } from '@bk/web';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { caseDeadlinesQueryOptions } from './deadline-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { ChannelConfigForm } from './channel-config-form';
import { ChannelConfigHistory } from './channel-config-history';
import { channelConfigQueryOptions } from './channel-config-queries';
import { DeadlinesForm } from './deadlines-form';

type SettingsSectionProps<T> = {
  id: string;
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  maxWidth: number;
  /** Skeleton rows while loading, roughly the form's height. */
  placeholderRows: number;
  children: (data: T) => ReactNode;
};

/** One group of settings: its heading and intro, then its loading, error or loaded state. */
const SettingsSection = <T,>({ id, title, intro, query, maxWidth, placeholderRows, children }: SettingsSectionProps<T>) => (
  <Paper withBorder p="lg" component="section" aria-labelledby={`${id}-heading`} maw={maxWidth}>
    <Title order={2} size="h4" id={`${id}-heading`}>
      {title}
    </Title>
    <Text c="dimmed" size="sm" mb="md">
      {intro}
    </Text>
    {query.isPending ? (
      <Stack gap="md" aria-busy="true" data-testid={`${id}-loading`}>
        {Array.from({ length: placeholderRows }, (_, index) => (
          <Skeleton key={index} height={58} radius="sm" />
        ))}
      </Stack>
    ) : query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      children(query.data)
    )}
  </Paper>
);

/** basicConfig: the association's own settings: its channel configuration and its case deadlines. */
export const BasicConfigPage = () => {
  const t = useT();
  const { channel } = useAssociation();
  const deadlines = useQuery(caseDeadlinesQueryOptions(channel));
  const channelConfig = useQuery(channelConfigQueryOptions(channel));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('basicConfigTitle')}
        </Title>
        <Text c="dimmed">{t('basicConfigIntro')}</Text>
      </div>
      <SettingsSection id="channel-config" title={t('channelTitle')} intro={t('channelIntro')} query={channelConfig} maxWidth={960} placeholderRows={3}>
        {(settings) => (
          <Stack gap="xl">
            {/* A new version (saved here or reloaded after a conflict) starts the form afresh. */}
            <ChannelConfigForm key={settings.version} settings={settings} />
            <section aria-labelledby="channel-history-heading">
              <Title order={3} size="h5" id="channel-history-heading" mb="sm">
                {t('channelHistoryTitle')}
              </Title>
              <ChannelConfigHistory history={settings.history} />
            </section>
          </Stack>
        )}
      </SettingsSection>
      <SettingsSection id="deadlines" title={t('deadlinesTitle')} intro={t('deadlinesIntro')} query={deadlines} maxWidth={720} placeholderRows={2}>
        {/* A new version (saved here or, after a conflict, by someone else) starts the form afresh. */}
        {(settings) => <DeadlinesForm key={settings.version} settings={settings} />}
      </SettingsSection>
    </Stack>
  );
};
