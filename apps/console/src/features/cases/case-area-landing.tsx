import { displayOrDash, hasPermission } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, RouterAnchor, RouterButton, type Localized } from '@bk/web';
import { Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { todoCountsQueryOptions } from '../shell/todo-queries';
import { useAssociation } from '../shell/use-association';
import { useRightKeys } from '../shell/use-right-keys';
import type { CaseKindDescription, CaseQueue, CaseRow } from './case-kind';
import { kitKey } from './case-kit-messages';
import { caseListQueryOptions } from './case-queries';
import { CaseStateBadge } from './case-state-badge';

const RECENT = 8;

const mayOpen = (rightKeys: readonly string[], queue: CaseQueue): boolean =>
  queue.permission === undefined || (typeof queue.permission === 'string' ? [queue.permission] : queue.permission).some((key) => hasPermission(rightKeys, key));

/**
 * A case area's landing screen (spec §2 courtReform, courtReform-csj): the kind's queues the viewer
 * may open, each with its live to-do count (the menu's counts query, kept current by the to-do
 * stream), and the most recent activity across those queues.
 */
export const CaseAreaLanding = ({ kind, title, intro }: { kind: CaseKindDescription; title: Localized; intro: Localized }) => {
  const t = useT();
  const { associationId, channel } = useAssociation();
  const rightKeys = useRightKeys();
  const queues = kind.queues.filter((queue) => mayOpen(rightKeys, queue));
  const counts = useQuery({ ...todoCountsQueryOptions(channel), enabled: queues.some((queue) => queue.countField !== undefined) });
  const lists = useQueries({
    queries: queues.map((queue) => caseListQueryOptions(kind, channel, queue.list, { page: 1, keyword: '' })),
  });
  // A case shows once, under the first queue that holds it; newest movement first.
  const seen = new Set<string>();
  const recent: { row: CaseRow; queue: CaseQueue }[] = lists
    .flatMap((list, index) => (list.data?.list ?? []).map((row) => ({ row, queue: queues[index]! })))
    .filter(({ row }) => !seen.has(row.id) && seen.add(row.id))
    .sort((a, b) => b.row.updatedAt.localeCompare(a.row.updatedAt))
    .slice(0, RECENT);
  const loading = lists.some((list) => list.isPending);
  const failed = lists.find((list) => list.isError);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t.l(title)}
        </Title>
        <Text c="dimmed">{t.l(intro)}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="list" aria-label={t('caseAreaQueues')}>
        {queues.map((queue) => (
          <Card key={queue.key} withBorder padding="lg" role="listitem" data-testid={`area-queue-${queue.key}`}>
            <Text c="dimmed" size="sm">
              {t.l(queue.label)}
            </Text>
            {queue.countField ? (
              <Text fz={28} fw={700} data-testid={`area-count-${queue.key}`}>
                {displayOrDash(counts.data?.[queue.countField])}
              </Text>
            ) : (
              <Text c="dimmed" size="sm" mt="xs">
                {t('caseAreaSearchOnly')}
              </Text>
            )}
            <Group justify="flex-end" mt="sm">
              <RouterButton variant="light" size="xs" to={queue.path} params={{ associationId }}>
                {t('todoOpen')}
              </RouterButton>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <section aria-labelledby="area-recent">
        <Title order={2} size="h4" mb="sm" id="area-recent">
          {t('caseAreaRecent')}
        </Title>
        {failed ? (
          <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
        ) : loading ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : recent.length === 0 ? (
          <EmptyState title={t('caseAreaNoRecent')} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(kitKey(kind, 'Number'))}</Table.Th>
                  <Table.Th>{t('enterpriseName')}</Table.Th>
                  <Table.Th>{t('caseAreaState')}</Table.Th>
                  <Table.Th>{t('caseAreaUpdatedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recent.map(({ row, queue }) => (
                  <Table.Tr key={row.id} data-testid="area-recent-row">
                    <Table.Td>
                      <RouterAnchor
                        to={queue.detailPath}
                        params={{ associationId, caseId: row.id }}
                        search={queue.detailFrom ? { from: queue.detailFrom } : {}}
                        aria-label={t(kitKey(kind, 'ViewLabel'), { number: row.number })}
                      >
                        {row.number}
                      </RouterAnchor>
                    </Table.Td>
                    <Table.Td>{row.enterpriseName}</Table.Td>
                    <Table.Td>
                      <CaseStateBadge labels={kind.labels} stateCode={row.stateCode} />
                    </Table.Td>
                    <Table.Td>{formatDateTime(row.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
};
