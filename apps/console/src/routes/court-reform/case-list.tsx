import { DEFAULT_PAGE_SIZE } from '@bk/contracts';
import { DEBOUNCE_MS, displayOrDash } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, RouterAnchor } from '@bk/web';
import { Group, Pagination, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  caseListQueryOptions,
  type CaseListParams,
  type CaseListQueue,
  type CaseListRows,
} from '../../court-reform/court-reform-queries';
import { useT } from '../../i18n';
import { caseDetailPaths } from './case-detail-paths';
import { useAssociation } from '../use-association';
import classes from './case-list.module.css';
import { StateBadge } from './state-badge';

/** The menu entries that list cases; a case opened from one of them links back to it. */
export type CaseListOrigin = 'courtReformAssign' | 'courtReformBind' | 'courtReformMark' | 'courtReformQuery';

export type CaseListColumn<Row> = { key: string; header: string; cell: (row: Row) => ReactNode; nowrap?: boolean };

export type CaseListProps<Queue extends CaseListQueue> = {
  queue: Queue;
  /** The menu entry the list belongs to; case links carry it back. */
  from: CaseListOrigin;
  params: CaseListParams;
  onParamsChange: (params: CaseListParams) => void;
  title: string;
  intro: string;
  emptyText: string;
  /** Said under the empty state when a keyword or filter found nothing. */
  noMatchText?: string;
  /** Columns after the state column (registration number, handler...). */
  extraColumns?: readonly CaseListColumn<CaseListRows[Queue]>[];
  /** Applicant columns a page can do without, to leave room for its own. */
  omitColumns?: readonly OptionalColumn[];
  /** More filters beside the search box. */
  filters?: ReactNode;
  renderActions: (row: CaseListRows[Queue]) => ReactNode;
};

export type OptionalColumn = 'creditCode' | 'contactName';

const BASE_COLUMN_COUNT = 7;
/** Below this width per column the table scrolls sideways instead of squeezing. */
const MIN_COLUMN_WIDTH = 140;

/** The queue pattern of the court-reform pages: search, table, paging; loading, empty and error states. */
export const CaseList = <Queue extends CaseListQueue>({
  queue,
  from,
  params,
  onParamsChange,
  title,
  intro,
  emptyText,
  noMatchText,
  extraColumns = [],
  omitColumns = [],
  filters,
  renderActions,
}: CaseListProps<Queue>) => {
  const t = useT();
  const headingId = useId();
  const { associationId, channel } = useAssociation();
  const [keywordInput, setKeywordInput] = useState(params.keyword);
  const [debouncedKeyword] = useDebouncedValue(keywordInput.trim(), DEBOUNCE_MS);
  const query = useQuery(caseListQueryOptions(channel, queue, params));

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

  // The last row of the last page went away (allocated): step back to the last page there is.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.list.length === 0 && data.total > 0 && params.page > totalPages) {
      onParamsChange({ ...params, page: totalPages });
    }
  }, [data, query.isPlaceholderData, params, totalPages, onParamsChange]);
  const shows = (column: OptionalColumn) => !omitColumns.includes(column);
  const columnCount = BASE_COLUMN_COUNT - omitColumns.length + extraColumns.length;

  const header = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('caseNumber')}</Table.Th>
        <Table.Th>{t('enterpriseName')}</Table.Th>
        {shows('creditCode') ? <Table.Th>{t('creditCode')}</Table.Th> : null}
        {shows('contactName') ? <Table.Th>{t('contactName')}</Table.Th> : null}
        <Table.Th>{t('submittedAt')}</Table.Th>
        <Table.Th>{t('state')}</Table.Th>
        {extraColumns.map((column) => (
          <Table.Th key={column.key}>{column.header}</Table.Th>
        ))}
        <Table.Th>{t('actions')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = Array.from({ length: 5 }, (_, row) => (
      <Table.Tr key={row}>
        {Array.from({ length: columnCount }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (data) {
    body = data.list.map((row) => (
      <Table.Tr key={row.caseId} aria-label={row.caseNumber} data-testid="case-row" data-case-id={row.caseId}>
        <Table.Td className={classes.nowrap}>
          <RouterAnchor
            to={caseDetailPaths[from]}
            params={{ associationId, caseId: row.caseId }}
            search={{ from }}
            aria-label={t('viewCaseLabel', { caseNumber: row.caseNumber })}
            className={classes.mono}
          >
            {row.caseNumber}
          </RouterAnchor>
        </Table.Td>
        <Table.Td>{displayOrDash(row.enterpriseName)}</Table.Td>
        {shows('creditCode') ? <Table.Td className={classes.mono}>{displayOrDash(row.creditCode)}</Table.Td> : null}
        {shows('contactName') ? <Table.Td>{displayOrDash(row.contactName)}</Table.Td> : null}
        <Table.Td className={classes.nowrap}>{formatDateTime(row.submittedAt)}</Table.Td>
        <Table.Td className={classes.nowrap}>
          <StateBadge stateCode={row.stateCode} />
        </Table.Td>
        {extraColumns.map((column) => (
          <Table.Td key={column.key} className={column.nowrap ? classes.nowrap : undefined}>
            {column.cell(row)}
          </Table.Td>
        ))}
        <Table.Td className={classes.nowrap}>{renderActions(row)}</Table.Td>
      </Table.Tr>
    ));
  }

  const showTable = query.isPending || (data !== undefined && data.list.length > 0);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2" id={headingId}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </div>

      <div className={classes.toolbar}>
        <div className={classes.filters}>
          <TextInput
            className={classes.search}
            type="search"
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
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
          <Table.ScrollContainer minWidth={MIN_COLUMN_WIDTH * columnCount}>
            <Table
              className={classes.table}
              highlightOnHover
              verticalSpacing="sm"
              aria-labelledby={headingId}
              aria-busy={query.isFetching}
              data-testid={`case-table-${queue}`}
            >
              {header}
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <EmptyState
            title={emptyText}
            description={noMatchText ?? (params.keyword ? t('searchNoMatch', { keyword: params.keyword }) : undefined)}
          />
        )}
      </Paper>

      {data && data.total > 0 ? (
        <Group className={classes.footer}>
          <span />
          <Pagination
            total={totalPages}
            value={Math.min(params.page, totalPages)}
            onChange={(page) => onParamsChange({ ...params, page })}
            aria-label={t('paginationLabel')}
            withEdges
          />
        </Group>
      ) : null}
    </Stack>
  );
};
