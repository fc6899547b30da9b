import { AuditCaseKinds, type AuditCaseKind } from '@bk/contracts';
import { displayOrDash } from '@bk/domain';
import { EmptyState, formatDateTime, RouterAnchor, RouterButton } from '@bk/web';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { auditSearchQueryOptions, type AuditSearchParams } from './audit-queries';
import { useT } from '../../i18n';
import { ListPage, type ListColumn } from '../shared/list-page';
import classes from '../shared/list-page.module.css';
import { useAssociation } from '../shell/use-association';
import { CaseStateBadge } from '../cases/case-state-badge';
import { useKindLabel } from './use-kind-label';

const route = getRouteApi('/index/$associationId/shell/authenticated/audit');

const ALL = 'all';

/** audit: find a case of any kind by its number or enterprise, then open its replay. */
export const AuditSearchPage = () => {
  const t = useT();
  const kindLabel = useKindLabel();
  const { associationId, channel } = useAssociation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params: AuditSearchParams = { page: search.page ?? 1, keyword: search.keyword ?? '', kind: search.kind };
  const query = useQuery(auditSearchQueryOptions(channel, params));

  const setParams = (next: AuditSearchParams) =>
    void navigate({
      search: (previous) => ({ ...previous, page: next.page > 1 ? next.page : undefined, keyword: next.keyword || undefined, kind: next.kind }),
      replace: next.keyword !== params.keyword,
    });

  type Row = NonNullable<typeof query.data>['list'][number];
  const replayOf = (row: Row) =>
    ({ to: '/index/$associationId/audit/$caseId', params: { associationId, caseId: row.caseId }, search: { kind: row.kind } }) as const;
  const columns: ListColumn<Row>[] = [
    {
      key: 'caseNumber',
      header: t('caseNumber'),
      nowrap: true,
      cell: (row) => (
        <RouterAnchor {...replayOf(row)} className={classes.mono} aria-label={t('auditReplayLabel', { caseNumber: row.caseNumber })}>
          {row.caseNumber}
        </RouterAnchor>
      ),
    },
    { key: 'kind', header: t('auditKindLabel'), nowrap: true, cell: (row) => kindLabel(row.kind) },
    { key: 'enterpriseName', header: t('enterpriseName'), cell: (row) => displayOrDash(row.enterpriseName) },
    { key: 'state', header: t('state'), nowrap: true, cell: (row) => <CaseStateBadge labels={row.kind} stateCode={row.stateCode} /> },
    { key: 'submittedAt', header: t('submittedAt'), nowrap: true, cell: (row) => formatDateTime(row.submittedAt) },
    { key: 'updatedAt', header: t('updatedAt'), nowrap: true, cell: (row) => formatDateTime(row.updatedAt) },
    { key: 'version', header: t('auditEventCount'), cell: (row) => row.version },
    {
      key: 'actions',
      header: t('actions'),
      nowrap: true,
      cell: (row) => (
        <RouterButton size="xs" variant="light" {...replayOf(row)} aria-label={t('auditReplayLabel', { caseNumber: row.caseNumber })}>
          {t('auditReplay')}
        </RouterButton>
      ),
    },
  ];

  const kindOptions = [
    { value: ALL, label: t('auditKindAll') },
    ...AuditCaseKinds.map((kind) => ({ value: kind, label: kindLabel(kind) })),
  ];

  return (
    <ListPage
      query={query}
      params={params}
      onParamsChange={setParams}
      title={t('auditTitle')}
      intro={t('auditIntro')}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('auditSearchPlaceholder')}
      filters={
        <Select
          label={t('auditKindLabel')}
          data={kindOptions}
          value={params.kind ?? ALL}
          onChange={(value) => setParams({ ...params, page: 1, kind: value === null || value === ALL ? undefined : (value as AuditCaseKind) })}
          allowDeselect={false}
          w={220}
        />
      }
      columns={columns}
      rowAttributes={(row) => ({ key: row.caseId, 'aria-label': row.caseNumber, 'data-testid': 'audit-case-row', 'data-case-id': row.caseId })}
      tableTestId="audit-case-table"
      empty={<EmptyState title={t('auditEmpty')} description={params.keyword ? t('searchNoMatch', { keyword: params.keyword }) : undefined} />}
    />
  );
};
