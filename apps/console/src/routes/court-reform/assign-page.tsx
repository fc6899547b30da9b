import type { CaseSummary } from '@bk/contracts';
import { Button } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { CaseListParams } from '../../court-reform/court-reform-queries';
import { useT } from '../../i18n';
import { AssignModal } from './assign-modal';
import { CaseList } from './case-list';

const route = getRouteApi('/index/$associationId/shell/authenticated/courtReformAssign');

/** courtReformAssign: applications awaiting allocation (state apply 0). */
export const AssignPage = () => {
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [assigning, setAssigning] = useState<CaseSummary | null>(null);
  const params = { page: search.page ?? 1, keyword: search.keyword ?? '' };

  const onParamsChange = useCallback(
    (next: CaseListParams) =>
      void navigate({
        search: (previous) => ({ ...previous, page: next.page > 1 ? next.page : undefined, keyword: next.keyword || undefined }),
        replace: next.keyword !== (search.keyword ?? ''),
      }),
    [navigate, search.keyword],
  );

  return (
    <>
      <CaseList
        queue="assignment"
        from="courtReformAssign"
        params={params}
        onParamsChange={onParamsChange}
        title={t('assignTitle')}
        intro={t('assignIntro')}
        emptyText={t('assignEmpty')}
        renderActions={(row) => (
          <Button
            size="xs"
            onClick={() => setAssigning(row)}
            aria-label={t('assignActionLabel', { caseNumber: row.caseNumber })}
            data-testid="assign-button"
          >
            {t('assignAction')}
          </Button>
        )}
      />
      <AssignModal summary={assigning} onClose={() => setAssigning(null)} />
    </>
  );
};
