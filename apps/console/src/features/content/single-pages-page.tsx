import type { ContentKindKey } from '@bk/domain';
import { ErrorState } from '@bk/web';
import { Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAssociation } from '../shell/use-association';
import { ContentEditor, ContentEditPage } from './content-form-page';
import { useContentT } from './content-messages';
import { contentListQueryOptions } from './content-queries';
import type { ContentScreen } from './content-screens';

/** One single page: edited in place when it exists, created by its first save otherwise. */
const SinglePage = ({ screen, kindKey }: { screen: ContentScreen; kindKey: ContentKindKey }) => {
  const t = useContentT();
  const { channel } = useAssociation();
  const kind = screen.kinds.find((candidate) => candidate.key === kindKey)!;
  const existing = useQuery(contentListQueryOptions(channel, { kind: kind.key, page: 1, keyword: '' }));
  if (existing.isPending) return <Skeleton height={360} />;
  if (existing.isError) return <ErrorState error={existing.error} onRetry={() => void existing.refetch()} />;
  const item = existing.data.list[0];
  if (item) return <ContentEditPage key={item.contentId} screen={screen} contentId={item.contentId} embedded />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('singlePageMissing')}
      </Text>
      <ContentEditor screen={screen} kind={kind} />
    </Stack>
  );
};

/** centerIntroduction: the association's single pages (introduction, charter, contact…), one tab each, kind in the URL. */
export const SinglePagesPage = ({ screen, kindKey, onKind }: { screen: ContentScreen; kindKey: string | undefined; onKind: (kind: ContentKindKey) => void }) => {
  const t = useContentT();
  const current = (screen.kinds.find((kind) => kind.key === kindKey) ?? screen.kinds[0]!).key;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t.l(screen.label)}
        </Title>
        <Text c="dimmed">{t.l(screen.intro)}</Text>
      </div>
      <Tabs value={current} onChange={(value) => value && onKind(value as ContentKindKey)} keepMounted={false}>
        <Tabs.List aria-label={t('contentKindSwitch')}>
          {screen.kinds.map((kind) => (
            <Tabs.Tab key={kind.key} value={kind.key}>
              {t.l(kind.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {screen.kinds.map((kind) => (
          <Tabs.Panel key={kind.key} value={kind.key} pt="md">
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
              <SinglePage screen={screen} kindKey={kind.key} />
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};
