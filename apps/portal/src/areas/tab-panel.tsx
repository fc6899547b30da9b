import type { Area, AreaTab, DeptTreeNode, PublicContent } from '@bk/contracts';
import { ContentKinds, fieldValueDisplay, type ContentFieldType } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime } from '@bk/web';
import { Anchor, Badge, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../i18n';
import classes from '../routes/announcements/announcements.module.css';
import { usePortal } from '../routes/use-portal';
import { AREA_PAGE_SIZE, tabQueryOptions, type TabAnswer } from './area-api';
import areaClasses from './area.module.css';

const SingleBody = lazy(() => import('./single-body').then((module) => ({ default: module.SingleBody })));

/** Files show as the item's picture or link, the address as its title's link, the credit code on its page. */
const LEFT_OUT_OF_ROWS = new Set<ContentFieldType>(['file', 'url', 'creditCode']);

const isSingleKind = (tab: AreaTab) => tab.source.type === 'kind' && ContentKinds[tab.source.kind].shape === 'singlePage';

/** One item of a list: title (to its detail screen), badges, summary, date; a record shows its fields' facts. */
export const ItemRow = ({ item, area, testId = 'area-item' }: { item: PublicContent; area: Area; testId?: string }) => {
  const t = useT();
  const { variant, associationId } = usePortal();
  // The kind's declared facts in its order, each with its label; choices by their names, not their codes.
  const facts = ContentKinds[item.kind].fields
    .filter((declared) => !LEFT_OUT_OF_ROWS.has(declared.type))
    .flatMap((declared) => {
      const shown = fieldValueDisplay(declared, item.fields[declared.key]);
      return shown === undefined ? [] : [`${t.l(declared.label)}：${typeof shown === 'string' ? shown : t.l(shown)}`];
    });
  const link = typeof item.fields.url === 'string' ? item.fields.url : null;
  return (
    <li className={classes.item} data-testid={testId} data-content-id={item.contentId}>
      <Group gap={6} mb={4}>
        {item.pinned ? (
          <Badge size="sm" color="red" variant="filled">
            {t('newsPinned')}
          </Badge>
        ) : null}
        {item.isNew ? (
          <Badge size="sm" color="orange" variant="light">
            {t('newsNew')}
          </Badge>
        ) : null}
      </Group>
      {link && ContentKinds[item.kind].body === 'none' ? (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" className={classes.title}>
          {item.title}
        </Anchor>
      ) : (
        <Link to="/$variant/$associationId/$screen/$contentId" params={{ variant, associationId, screen: area.detail, contentId: item.contentId }} className={classes.title}>
          {item.title}
        </Link>
      )}
      {item.summary ? (
        <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
          {item.summary}
        </Text>
      ) : null}
      {facts.length > 0 ? (
        <Text size="sm" mt={4} className={areaClasses.facts}>
          {facts.join(' · ')}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt={6}>
        {t('newsPublishedAt', { at: formatDateTime(item.publishedAt) })}
      </Text>
    </li>
  );
};

const TreeNodes = ({ nodes }: { nodes: readonly DeptTreeNode[] }) => (
  <ul className={areaClasses.tree}>
    {nodes.map((node) => (
      <li key={node.id}>
        <Text span fw={node.nodeType === 3 ? 400 : 600}>
          {node.name}
        </Text>
        {node.jobName ? (
          <Text span c="dimmed" size="sm">
            {' '}
            · {node.jobName}
          </Text>
        ) : null}
        {node.children.length > 0 ? <TreeNodes nodes={node.children} /> : null}
      </li>
    ))}
  </ul>
);

const totalOf = (answer: TabAnswer): number | null =>
  answer.shape === 'list' || answer.shape === 'meetings' || answer.shape === 'roster' ? answer.page.total : null;

const isEmpty = (answer: TabAnswer): boolean => {
  switch (answer.shape) {
    case 'list':
    case 'meetings':
    case 'roster':
      return answer.page.list.length === 0;
    case 'single':
      return answer.item === null;
    case 'all':
      return answer.items.length === 0;
    case 'names':
      return answer.answer.names.length === 0;
    case 'organisation':
      return answer.tree.length === 0;
  }
};

const Answer = ({ answer, area }: { answer: TabAnswer; area: Area }): ReactNode => {
  const t = useT();
  switch (answer.shape) {
    case 'list':
      return (
        <ul className={classes.list}>
          {answer.page.list.map((item) => (
            <ItemRow key={item.contentId} item={item} area={area} />
          ))}
        </ul>
      );
    case 'single':
      return (
        <article data-testid="area-single">
          <Title order={2} size="h3" mb="md">
            {answer.item!.title}
          </Title>
          <Suspense fallback={<Skeleton h={160} />}>
            <SingleBody html={answer.item!.body} className={classes.body} />
          </Suspense>
        </article>
      );
    case 'all':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="ul" className={classes.list}>
          {answer.items.map((item) => (
            <li key={item.contentId} data-testid="area-item" className={areaClasses.tile}>
              <Anchor href={typeof item.fields.url === 'string' ? item.fields.url : '#'} target="_blank" rel="noopener noreferrer">
                {item.title}
              </Anchor>
            </li>
          ))}
        </SimpleGrid>
      );
    case 'names':
      return (
        <Stack gap="xs">
          <Text c="dimmed">{t('areaNamesTotal', { total: answer.answer.total })}</Text>
          <ul className={areaClasses.names}>
            {answer.answer.names.map((name) => (
              <li key={name} data-testid="area-item">
                {name}
              </li>
            ))}
          </ul>
        </Stack>
      );
    case 'meetings':
      return (
        <ul className={classes.list}>
          {answer.page.list.map((meeting) => (
            <li key={meeting.contentId} className={classes.item} data-testid="area-item">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{meeting.caseName}</Text>
                  <Text size="sm" c="dimmed">
                    {meeting.meetingAt} · {t.l(meeting.statusLabel)}
                  </Text>
                </div>
                <Anchor href={meeting.link.url} target="_blank" rel="noopener noreferrer" data-testid="meeting-link">
                  {t.l(meeting.link.label)}
                </Anchor>
              </Group>
            </li>
          ))}
        </ul>
      );
    case 'roster':
      return (
        <div className={areaClasses.tableScroll}>
          <table className={areaClasses.roster}>
            <thead>
              <tr>
                <th scope="col">{t('areaRosterName')}</th>
                <th scope="col">{t('areaRosterContact')}</th>
                <th scope="col" className={areaClasses.wideOnly}>
                  {t('areaRosterAddress')}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.page.list.map((entry) => (
                <tr key={entry.entryId} data-testid="area-item">
                  <td>{entry.name}</td>
                  <td>
                    {entry.contactPerson} {entry.contactPhone}
                  </td>
                  <td className={areaClasses.wideOnly}>{entry.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'organisation':
      return (
        <div data-testid="area-organisation">
          <TreeNodes nodes={answer.tree} />
        </div>
      );
  }
};

/** One tab of an area: loading placeholders, the error with a retry, the empty state, the answer and its pages. */
export const TabPanel = ({ area, tab, page, onPage }: { area: Area; tab: AreaTab; page: number; onPage: (page: number) => void }) => {
  const t = useT();
  const { channel } = usePortal();
  const query = useQuery(tabQueryOptions(channel, tab.source, isSingleKind(tab), page));
  if (query.isPending)
    return (
      <Stack gap="lg" aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={64} radius="sm" />
        ))}
      </Stack>
    );
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const answer = query.data;
  if (isEmpty(answer)) return <EmptyState title={t('areaEmpty')} />;
  const total = totalOf(answer);
  const pages = total === null ? 1 : Math.max(1, Math.ceil(total / AREA_PAGE_SIZE));
  return (
    <Stack gap="lg" aria-busy={query.isFetching} data-testid={`area-tab-${tab.key}`}>
      <Answer answer={answer} area={area} />
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} aria-label={t('areaPagination')} />
        </Group>
      ) : null}
    </Stack>
  );
};
