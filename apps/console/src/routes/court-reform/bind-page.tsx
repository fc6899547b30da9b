import { RouterButton } from '@bk/web';
import { Group } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CaseListParams } from '../../court-reform/court-reform-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../../features/shell/use-association';
import { CaseActionButtons } from './case-action-buttons';
import { caseDetailPaths } from './case-detail-paths';
import { CaseList } from './case-list';

const route = getRouteApi('/index/$associationId/shell/authenticated/courtReformBind');

/**
 * courtReformBind: the handler's queue (unsigned 1 / processing 2). Each row offers what the
 * server says the handler may do now: sign, then progress notes, registration or rejection.
 */
export const BindPage = () => {
  const t = useT();
  const { associationId } = useAssociation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
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
    <CaseList
      queue="handling"
      from="courtReformBind"
      params={params}
      onParamsChange={onParamsChange}
      title={t('bindTitle')}
      intro={t('bindIntro')}
      emptyText={t('bindEmpty')}
      // Room for the row's actions; the contact is on the case page.
      omitColumns={['contactName']}
      renderActions={(row) => (
        <Group gap={6} wrap="nowrap">
          <CaseActionButtons summary={row} actions={row.availableActions} />
          <RouterButton
            size="xs"
            variant="default"
            to={caseDetailPaths.courtReformBind}
            params={{ associationId, caseId: row.caseId }}
            aria-label={t('viewCaseLabel', { caseNumber: row.caseNumber })}
          >
            {t('viewCase')}
          </RouterButton>
        </Group>
      )}
    />
  );
};
