import { DEFAULT_PAGE_SIZE, type ContentBulkResponse, type ContentSummary } from '@bk/contracts';
import { AnnouncementTypes, codeLabelOf, displayOrDash, type ContentKindKey } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime } from '@bk/web';
import { Group, Pagination, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useAssociation } from '../shell/use-association';
import { BulkBar, type BulkAction, type BulkItemResult } from './components/bulk-bar';
import { ContentFilters } from './components/content-filters';
import { ContentRows } from './components/content-rows';
import { ContentRevisionsDrawer } from './components/content-revisions-drawer';
import classes from './components/content-list.module.css';
import { kindOfSearch, listParamsOf, type ContentSearch } from './content-list-params';
import { ContentLinkButton, contentPaths } from './content-links';
import { useContentT } from './content-messages';
import { bulkContent, contentCategoriesQueryOptions, contentListQueryOptions, refreshAfterBulk } from './content-queries';
import { screenOfKind, type ContentScreen } from './content-screens';

export type ContentListPageProps = {
  screen: ContentScreen;
  search: ContentSearch;
  onSearch: (next: Partial<ContentSearch>, replace?: boolean) => void;
};

/**
 * One list for every content screen: the kind's columns and filters from its description, the
 * state in the URL, pages, empty/loading/error states, per-row publish switch, pin, history and
 * confirmed delete, multi-select with bulk actions, and for ordered kinds drag or move up/down.
 */
export const ContentListPage = ({ screen, search, onSearch }: ContentListPageProps) => {
  const t = useContentT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { associationId, channel } = useAssociation();
  const kind = kindOfSearch(screen, search);
  const params = listParamsOf(kind, search);
  const query = useQuery(contentListQueryOptions(channel, params));
  const categories = useQuery(contentCategoriesQueryOptions(channel));
  // The `table` screen opens and adds items in each kind's own screen.
  const linkScreen = screenOfKind(kind.key) ?? screen;
  const paths = contentPaths(linkScreen, associationId);
  const noun = t.l(screen.noun);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [history, setHistory] = useState<ContentSummary | null>(null);
  const data = query.data;

  // A new page, filter or kind starts a new selection: a hidden row is never acted on.
  const listKey = JSON.stringify(params);
  useEffect(() => setSelected(new Set()), [listKey]);

  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || DEFAULT_PAGE_SIZE))) : 1;
  // The last row of the last page went away (deleted): step back to the last page there is.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.list.length === 0 && data.total > 0 && params.page > totalPages) onSearch({ page: totalPages });
  }, [data, query.isPlaceholderData, params.page, totalPages, onSearch]);

  const categoryName = useMemo(() => {
    const names = new Map((categories.data ?? []).filter((category) => category.kind === kind.key).map((category) => [category.code, category.name]));
    return (code: number | null) => (code === null ? displayOrDash(null) : (names.get(code) ?? String(code)));
  }, [categories.data, kind.key]);

  const runBulk = async (action: BulkAction): Promise<BulkItemResult[]> => {
    const rows = (data?.list ?? []).filter((row) => selected.has(row.contentId));
    setBulkBusy(true);
    try {
      const response: ContentBulkResponse = await bulkContent({ action, items: rows.map((row) => ({ contentId: row.contentId, version: row.version })) });
      await refreshAfterBulk(queryClient, channel, response);
      setSelected(new Set());
      const titles = new Map(rows.map((row) => [row.contentId, row.title]));
      return response.results.map((result) => ({
        id: result.contentId,
        title: titles.get(result.contentId) ?? result.contentId,
        ok: result.ok,
        message: result.ok ? undefined : t.m(result.msg),
      }));
    } catch (error) {
      // The whole call failed (network, or the key was withdrawn): every item reports it.
      const message = error instanceof Error ? t.m(error.message) : undefined;
      return rows.map((row) => ({ id: row.contentId, title: row.title, ok: false, message }));
    } finally {
      setBulkBusy(false);
    }
  };

  const filtered = Boolean(search.keyword || search.category || search.status || search.label || search.from || search.to || search.type);
  const showRows = query.isPending || (data !== undefined && data.list.length > 0);

  return (
    <Stack gap="md" pb={selected.size > 0 ? 80 : undefined}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2" id={headingId}>
            {t.l(screen.label)}
          </Title>
          <Text c="dimmed">{t.l(screen.intro)}</Text>
        </div>
        <ContentLinkButton href={paths.add(kind.key)} data-testid="content-add">
          {t('contentAdd', { noun })}
        </ContentLinkButton>
      </Group>

      {screen.kinds.length > 6 ? (
        <Select
          label={t('contentKindSwitch')}
          value={kind.key}
          onChange={(value) => value && onSearch({ kind: value as ContentKindKey, page: undefined, category: undefined })}
          data={screen.kinds.map((each) => ({ value: each.key, label: t.l(each.label) }))}
          allowDeselect={false}
          searchable
          w={240}
          data-testid="content-kind-switch"
        />
      ) : screen.kinds.length > 1 ? (
        <SegmentedControl
          aria-label={t('contentKindSwitch')}
          value={kind.key}
          onChange={(value) => onSearch({ kind: value as ContentKindKey, page: undefined, category: undefined })}
          data={screen.kinds.map((each) => ({ value: each.key, label: t.l(each.label) }))}
          data-testid="content-kind-switch"
          style={{ overflowX: 'auto' }}
        />
      ) : null}

      <div className={classes.toolbar}>
        <ContentFilters screen={screen} kind={kind} channel={channel} search={search} categories={categories.data ?? []} onChange={(next, replace) => onSearch({ ...next, page: undefined }, replace)} />
        {data ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('contentTotal', { total: data.total })}
          </Text>
        ) : null}
      </div>

      <Paper withBorder>
        {query.isError && !data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : showRows ? (
          <ContentRows
            screen={linkScreen}
            kind={kind}
            rows={data?.list}
            loading={query.isPending}
            fetching={query.isFetching}
            labelledBy={headingId}
            selected={selected}
            onSelect={setSelected}
            onHistory={setHistory}
            describe={{
              category: categoryName,
              announcementType: (code) => {
                const label = code === null ? undefined : codeLabelOf(AnnouncementTypes, code);
                return label ? t.l(label) : displayOrDash(null);
              },
              updated: (row) => `${formatDateTime(row.updatedAt)} · ${displayOrDash(row.updatedByName)}`,
            }}
          />
        ) : (
          <EmptyState
            title={filtered ? t('contentNoMatch', { noun }) : t('contentEmpty', { noun })}
            description={search.keyword ? t('contentSearchNoMatch', { keyword: search.keyword, noun }) : undefined}
          />
        )}
      </Paper>

      {data && data.total > data.pageSize && !kind.ordered ? (
        <Group justify="flex-end">
          <Pagination
            total={totalPages}
            value={Math.min(params.page, totalPages)}
            onChange={(page) => onSearch({ page: page > 1 ? page : undefined })}
            aria-label={t('contentPagination')}
            withEdges
          />
        </Group>
      ) : null}

      <BulkBar selectedCount={selected.size} actions={['publish', 'unpublish', 'delete']} onRun={runBulk} onClear={() => setSelected(new Set())} busy={bulkBusy} />
      <ContentRevisionsDrawer kind={kind} item={history} onClose={() => setHistory(null)} />
    </Stack>
  );
};
