import { displayOrDash } from '@bk/domain';
import { EmptyState, formatDateTime, RouterAnchor } from '@bk/web';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import {
  taskListQueryOptions,
  type TaskListParams,
  type TaskListQueue,
  type TaskListRows,
} from '../../restructuring/restructuring-queries';
import { ListPage, type ListColumn } from '../shared/list-page';
import classes from '../shared/list-page.module.css';
import { useAssociation } from '../../features/shell/use-association';
import { taskDetailPaths, type TaskListOrigin } from './task-routes';
import { TaskStateBadge } from './task-state-badge';

export type TaskListColumn<Row> = ListColumn<Row>;
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

/** The task screens' list: the shared list page with a task's columns, linking each task to its page. */
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
  const { associationId, channel } = useAssociation();
  const query = useQuery(taskListQueryOptions(channel, queue, params));
  type Row = TaskListRows[Queue];
  const shows = (column: OptionalTaskColumn) => !omitColumns.includes(column);
  const filtered = params.keyword !== '' || params.stateCode !== undefined;

  const columns: ListColumn<Row>[] = [
    {
      key: 'taskNumber',
      header: t('taskNumber'),
      nowrap: true,
      cell: (row) => (
        <RouterAnchor
          to={taskDetailPaths[origin]}
          params={{ associationId, taskId: row.taskId }}
          aria-label={t('taskViewLabel', { taskNumber: row.taskNumber })}
          className={classes.mono}
        >
          {row.taskNumber}
        </RouterAnchor>
      ),
    },
    { key: 'enterpriseName', header: t('enterpriseName'), cell: (row) => displayOrDash(row.enterpriseName) },
    ...(shows('creditCode')
      ? [{ key: 'creditCode', header: t('creditCode'), mono: true, cell: (row: Row) => displayOrDash(row.creditCode) }]
      : []),
    ...(shows('contactName') ? [{ key: 'contactName', header: t('contactName'), cell: (row: Row) => displayOrDash(row.contactName) }] : []),
    { key: 'submittedAt', header: t('submittedAt'), nowrap: true, cell: (row) => formatDateTime(row.submittedAt) },
    { key: 'state', header: t('state'), nowrap: true, cell: (row) => <TaskStateBadge stateCode={row.stateCode} /> },
    ...extraColumns,
    { key: 'actions', header: t('actions'), nowrap: true, cell: renderActions },
  ];

  return (
    <ListPage
      query={query}
      params={params}
      onParamsChange={onParamsChange}
      title={title}
      intro={intro}
      headerAction={headerAction}
      banner={banner}
      searchLabel={t('taskSearchLabel')}
      searchPlaceholder={t('taskSearchPlaceholder')}
      filters={filters}
      columns={columns}
      rowAttributes={(row) => ({ key: row.taskId, 'aria-label': row.taskNumber, 'data-testid': 'task-row', 'data-task-id': row.taskId })}
      tableTestId={`task-table-${queue}`}
      empty={
        filtered ? (
          <EmptyState
            title={noMatchText ?? emptyText}
            description={params.keyword ? t('taskSearchNoMatch', { keyword: params.keyword }) : undefined}
          />
        ) : (
          <EmptyState title={emptyText} description={emptyDescription} action={emptyAction} />
        )
      }
    />
  );
};
