import { courtReformStateCode, courtReformStateLabel, CourtReformStatuses, displayOrDash } from '@bk/domain';
import { formatDateTime, RouterButton } from '@bk/web';
import { Select } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { CaseListParams } from '../../court-reform/court-reform-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../../features/shell/use-association';
import { caseDetailPaths } from './case-detail-paths';
import { CaseList } from './case-list';
import classes from '../shared/list-page.module.css';

const route = getRouteApi('/index/$associationId/shell/authenticated/courtReformQuery');

const ALL = 'all';

/** courtReformQuery: the back office's progress query over every case of the association. */
export const QueryPage = () => {
  const t = useT();
  const { associationId } = useAssociation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = { page: search.page ?? 1, keyword: search.keyword ?? '', stateCode: search.stateCode };

  const onParamsChange = useCallback(
    (next: CaseListParams) =>
      void navigate({
        search: (previous) => ({
          ...previous,
          page: next.page > 1 ? next.page : undefined,
          keyword: next.keyword || undefined,
          stateCode: next.stateCode,
        }),
        replace: next.keyword !== (search.keyword ?? ''),
      }),
    [navigate, search.keyword],
  );

  // The six states in the spec's order, labelled as the domain names them.
  const stateOptions = useMemo(
    () => [
      { value: ALL, label: t('stateFilterAll') },
      ...CourtReformStatuses.map((status) => ({ value: String(courtReformStateCode[status]), label: t.l(courtReformStateLabel[status]) })),
    ],
    [t],
  );

  const filtered = params.keyword !== '' || params.stateCode !== undefined;

  return (
    <CaseList
      queue="all"
      from="courtReformQuery"
      params={params}
      onParamsChange={onParamsChange}
      title={t('queryTitle')}
      intro={t('queryIntro')}
      emptyText={filtered ? t('queryNoMatch') : t('queryEmpty')}
      noMatchText={params.keyword ? t('searchNoMatch', { keyword: params.keyword }) : undefined}
      filters={
        <Select
          label={t('stateFilterLabel')}
          data={stateOptions}
          value={params.stateCode === undefined ? ALL : String(params.stateCode)}
          onChange={(value) =>
            onParamsChange({ ...params, page: 1, stateCode: value === null || value === ALL ? undefined : Number(value) })
          }
          allowDeselect={false}
          withAlignedLabels
          maxDropdownHeight={320}
          w={180}
          data-testid="state-filter"
        />
      }
      omitColumns={['creditCode', 'contactName']}
      extraColumns={[
        { key: 'assignee', header: t('assignee'), cell: (row) => displayOrDash(row.assigneeName), nowrap: true },
        {
          key: 'updatedAt',
          header: t('updatedAt'),
          cell: (row) => <span className={classes.nowrap}>{formatDateTime(row.updatedAt)}</span>,
        },
      ]}
      renderActions={(row) => (
        <RouterButton
          size="xs"
          variant="light"
          to={caseDetailPaths.courtReformQuery}
          params={{ associationId, caseId: row.caseId }}
          aria-label={t('viewCaseLabel', { caseNumber: row.caseNumber })}
        >
          {t('viewCase')}
        </RouterButton>
      )}
    />
  );
};
