import { displayOrDash } from '@bk/domain';
import { EmptyState, formatDateTime, RouterAnchor } from '@bk/web';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  caseListQueryOptions,
  type CaseListParams,
  type CaseListQueue,
  type CaseListRows,
} from '../../court-reform/court-reform-queries';
import { useT } from '../../i18n';
import { ListPage, type ListColumn } from '../shared/list-page';
import classes from '../shared/list-page.module.css';
import { useAssociation } from '../../features/shell/use-association';
import { caseDetailPaths } from './case-detail-paths';
import { StateBadge } from './state-badge';

/** The menu entries that list cases; a case opened from one of them links back to it. */
export type CaseListOrigin = 'courtReformAssign' | 'courtReformBind' | 'courtReformMark' | 'courtReformQuery';

export type CaseListColumn<Row> = ListColumn<Row>;

export type OptionalColumn = 'creditCode' | 'contactName';

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

/** The court-reform queues: the shared list page with a case's columns, linking each case to its detail. */
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
  const { associationId, channel } = useAssociation();
  const query = useQuery(caseListQueryOptions(channel, queue, params));
  type Row = CaseListRows[Queue];
  const shows = (column: OptionalColumn) => !omitColumns.includes(column);

  const columns: ListColumn<Row>[] = [
    {
      key: 'caseNumber',
      header: t('caseNumber'),
      nowrap: true,
      cell: (row) => (
        <RouterAnchor
          to={caseDetailPaths[from]}
          params={{ associationId, caseId: row.caseId }}
          search={{ from }}
          aria-label={t('viewCaseLabel', { caseNumber: row.caseNumber })}
          className={classes.mono}
        >
          {row.caseNumber}
        </RouterAnchor>
      ),
    },
    { key: 'enterpriseName', header: t('enterpriseName'), cell: (row) => displayOrDash(row.enterpriseName) },
    ...(shows('creditCode')
      ? [{ key: 'creditCode', header: t('creditCode'), mono: true, cell: (row: Row) => displayOrDash(row.creditCode) }]
      : []),
    ...(shows('contactName') ? [{ key: 'contactName', header: t('contactName'), cell: (row: Row) => displayOrDash(row.contactName) }] : []),
    { key: 'submittedAt', header: t('submittedAt'), nowrap: true, cell: (row) => formatDateTime(row.submittedAt) },
    { key: 'state', header: t('state'), nowrap: true, cell: (row) => <StateBadge stateCode={row.stateCode} /> },
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
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      filters={filters}
      columns={columns}
      rowAttributes={(row) => ({ key: row.caseId, 'aria-label': row.caseNumber, 'data-testid': 'case-row', 'data-case-id': row.caseId })}
      tableTestId={`case-table-${queue}`}
      empty={
        <EmptyState
          title={emptyText}
          description={noMatchText ?? (params.keyword ? t('searchNoMatch', { keyword: params.keyword }) : undefined)}
        />
      }
    />
  );
};
