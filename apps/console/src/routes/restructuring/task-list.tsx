import { DEFAULT_PAGE_SIZE } from '@bk/contracts';
import { DEBOUNCE_MS, displayOrDash } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, RouterAnchor } from '@bk/web';
import { Group, Pagination, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import {
  taskListQueryOptions,
  type TaskListParams,
  type TaskListQueue,
  type TaskListRows,
} from '../../restructuring/restructuring-queries';
import { useAssociation } from '../use-association';
import classes from './task-list.module.css';
import { taskDetailPaths, type TaskListOrigin } from './task-routes';
import { TaskStateBadge } from './task-state-badge';

export type TaskListColumn<Row> = { key: string; header: string; cell: (row: Row) => ReactNode; nowrap?: boolean };
export type OptionalTaskColumn = 'creditCode' | 'contactName';

export type TaskListProps<Queue extends TaskListQueue> = {
  queue: Queue;
  /** The menu entry the list belongs to; task links open that entry's task page. */
  origin: TaskListOrigin;
  params: TaskListParams;
  onParamsChange: (params: TaskListParams) => void;
  title: string;
  intro: string;
  /** Beside the title: the page's own main action. */
  headerAction?: ReactNode;
  /** Above the toolbar: a message about what just happened. */
  banner?: ReactNode;
  emptyText: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  /** Said instead when a keyword or filter found nothing. */
  noMatchText?: string;
  extraColumns?: readonly TaskListColumn<TaskListRows[Queue]>[];
  omitColumns?: readonly OptionalTaskColumn[];
  /** More filters beside the search box. */
  filters?: ReactNode;
  renderActions: (row: TaskListRows[Queue]) => ReactNode;
};

const BASE_COLUMN_COUNT = 7;
/** Below this width per column the table scrolls sideways instead of squeezing. */
const MIN_COLUMN_WIDTH = 140;

/** The task screens' list: search, table, paging; loading, empty and error states (as the court-reform queues). */
export const TaskList = <Queue extends TaskListQueue>({
  queue,
  origin,
  params,
  onParamsChange,
  title,
  intro,
  headerAction,
  banner,
  emptyText,
  emptyDescription,
  emptyAction,
  noMatchText,
  extraColumns = [],
  omitColumns = [],
  filters,
  renderActions,
}: TaskListProps<Queue>) => {
  const t = useT();
  const headingId = useId();
  const { associationId, channel } = useAssociation();
  const [keywordInput, setKeywordInput] = useState(params.keyword);
  const [debouncedKeyword] = useDebouncedValue(keywordInput.trim(), DEBOUNCE_MS);
  const query = useQuery(taskListQueryOptions(channel, queue, params));

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

  const shows = (column: OptionalTaskColumn) => !omitColumns.includes(column);
  const columnCount = BASE_COLUMN_COUNT - omitColumns.length + extraColumns.length;
  const filtered = params.keyword !== '' || params.stateCode !== undefined;

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
      <Table.Tr key={row.taskId} aria-label={row.taskNumber} data-testid="task-row" data-task-id={row.taskId}>
        <Table.Td className={classes.nowrap}>
          <RouterAnchor
            to={taskDetailPaths[origin]}
            params={{ associationId, taskId: row.taskId }}
            aria-label={t('taskViewLabel', { taskNumber: row.taskNumber })}
            className={classes.mono}
          >
            {row.taskNumber}
          </RouterAnchor>
        </Table.Td>
        <Table.Td>{displayOrDash(row.enterpriseName)}</Table.Td>
        {shows('creditCode') ? <Table.Td className={classes.mono}>{displayOrDash(row.creditCode)}</Table.Td> : null}
        {shows('contactName') ? <Table.Td>{displayOrDash(row.contactName)}</Table.Td> : null}
        <Table.Td className={classes.nowrap}>{formatDateTime(row.submittedAt)}</Table.Td>
        <Table.Td className={classes.nowrap}>
          <TaskStateBadge stateCode={row.stateCode} />
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
            label={t('taskSearchLabel')}
            placeholder={t('taskSearchPlaceholder')}
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
              data-testid={`task-table-${queue}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('taskNumber')}</Table.Th>
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
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : filtered ? (
          <EmptyState
            title={noMatchText ?? emptyText}
            description={params.keyword ? t('taskSearchNoMatch', { keyword: params.keyword }) : undefined}
          />
        ) : (
          <EmptyState title={emptyText} description={emptyDescription} action={emptyAction} />
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
