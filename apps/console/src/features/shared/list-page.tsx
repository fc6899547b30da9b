import { DEFAULT_PAGE_SIZE, type Page } from '@bk/contracts';
import { DEBOUNCE_MS } from '@bk/domain';
import { ErrorState } from '@bk/web';
import { Group, Pagination, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import classes from './list-page.module.css';

/** What every list keeps in its URL; pages add their own filters. */
export type ListParams = { page: number; keyword: string };

export type ListColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  nowrap?: boolean;
  mono?: boolean;
};

export type ListPageProps<Row, Params extends ListParams> = {
  query: UseQueryResult<Page<Row>>;
  params: Params;
  onParamsChange: (params: Params) => void;
  title: string;
  intro: string;
  /** Beside the title: the page's own main action. */
  headerAction?: ReactNode;
  /** Above the toolbar: a message about what just happened. */
  banner?: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  /** More filters beside the search box. */
  filters?: ReactNode;
  columns: readonly ListColumn<Row>[];
  /** The row's key and the attributes tests and assistive technology find it by. */
  rowAttributes: (row: Row) => { key: string; 'aria-label': string } & Record<`data-${string}`, string>;
  tableTestId: string;
  /** Shown instead of the table when the page is empty; the page knows whether a filter caused it. */
  empty: ReactNode;
};

/** Below this width per column the table scrolls sideways instead of squeezing. */
const MIN_COLUMN_WIDTH = 140;
const SKELETON_ROWS = 5;

/**
 * The back office's list pattern: title, search (debounced, Enter searches at once) and filters,
 * a table with loading skeleton, error and empty states, and paging; the URL holds the page and
 * the keyword, so back and forward restore them.
 */
export const ListPage = <Row, Params extends ListParams>({
  query,
  params,
  onParamsChange,
  title,
  intro,
  headerAction,
  banner,
  searchLabel,
  searchPlaceholder,
  filters,
  columns,
  rowAttributes,
  tableTestId,
  empty,
}: ListPageProps<Row, Params>) => {
  const t = useT();
  const headingId = useId();
  const [keywordInput, setKeywordInput] = useState(params.keyword);
  const [debouncedKeyword] = useDebouncedValue(keywordInput.trim(), DEBOUNCE_MS);

  // Typing settles for 500 ms (spec §9) before the URL, and so the query, follows.
  useEffect(() => {
    if (debouncedKeyword !== params.keyword) onParamsChange({ ...params, page: 1, keyword: debouncedKeyword });
    // Deliberately keyed on the settled keyword only: URL changes must not re-trigger a search.
  }, [debouncedKeyword]);

  // Back/forward changes the URL's keyword: show it in the box.
  useEffect(() => {
    setKeywordInput((current) => (current.trim() === params.keyword ? current : params.keyword));
  }, [params.keyword]);

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || DEFAULT_PAGE_SIZE))) : 1;

  // The last row of the last page went away (allocated, accepted...): step back to the last page there is.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.list.length === 0 && data.total > 0 && params.page > totalPages) {
      onParamsChange({ ...params, page: totalPages });
    }
  }, [data, query.isPlaceholderData, params, totalPages, onParamsChange]);

  const cellClass = (column: ListColumn<Row>) =>
    [column.nowrap ? classes.nowrap : '', column.mono ? classes.mono : ''].filter(Boolean).join(' ') || undefined;

  const body = query.isPending
    ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Table.Tr key={row}>
          {columns.map((column) => (
            <Table.Td key={column.key}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))
    : data?.list.map((row) => {
        const { key, ...attributes } = rowAttributes(row);
        return (
          <Table.Tr key={key} {...attributes}>
            {columns.map((column) => (
              <Table.Td key={column.key} className={cellClass(column)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        );
      });

  const showTable = query.isPending || (data !== undefined && data.list.length > 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2" id={headingId}>
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
        </div>
        {headerAction}
      </Group>

      {banner}

      <div className={classes.toolbar}>
        <div className={classes.filters}>
          <TextInput
            className={classes.search}
            type="search"
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={keywordInput}
            onChange={(event) => setKeywordInput(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter searches at once instead of waiting for the debounce.
              if (event.key === 'Enter') onParamsChange({ ...params, page: 1, keyword: keywordInput.trim() });
            }}
            maxLength={100}
          />
          {filters}
        </div>
        {data ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('totalCount', { total: data.total })}
          </Text>
        ) : null}
      </div>

      <Paper withBorder>
        {query.isError && !data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : showTable ? (
          <Table.ScrollContainer minWidth={MIN_COLUMN_WIDTH * columns.length}>
            <Table
              className={classes.table}
              highlightOnHover
              verticalSpacing="sm"
              aria-labelledby={headingId}
              aria-busy={query.isFetching}
              data-testid={tableTestId}
            >
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key}>{column.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          empty
        )}
      </Paper>

      {data && data.total > 0 ? (
        <div className={classes.footer}>
          <Pagination
            total={totalPages}
            value={Math.min(params.page, totalPages)}
            onChange={(page) => onParamsChange({ ...params, page })}
            aria-label={t('paginationLabel')}
            withEdges
          />
        </div>
      ) : null}
    </Stack>
  );
};
