import { displayOrDash } from '@bk/domain';
import { RouterButton } from '@bk/web';
import { Group } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CaseListParams } from '../../court-reform/court-reform-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../../features/shell/use-association';
import { CaseActionButtons } from './case-action-buttons';
import { CaseList } from './case-list';
import classes from '../shared/list-page.module.css';

const route = getRouteApi('/index/$associationId/shell/authenticated/courtReformMark');

/** courtReformMark: registered cases (register 4) awaiting their statement, then completion. */
export const MarkPage = () => {
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
      queue="issuance"
      from="courtReformMark"
      params={params}
      onParamsChange={onParamsChange}
      title={t('markTitle')}
      intro={t('markIntro')}
      emptyText={t('markEmpty')}
      omitColumns={['creditCode', 'contactName']}
      extraColumns={[
        {
          key: 'registrationNo',
          header: t('registrationNo'),
          cell: (row) => <span className={classes.mono}>{displayOrDash(row.registrationNo)}</span>,
          nowrap: true,
        },
        {
          key: 'statementNo',
          header: t('statementNo'),
          cell: (row) => <span className={classes.mono}>{displayOrDash(row.statementNo)}</span>,
          nowrap: true,
        },
      ]}
      renderActions={(row) => (
        <Group gap={6} wrap="nowrap">
          <CaseActionButtons summary={row} actions={row.availableActions} />
          <RouterButton
            size="xs"
            variant="default"
            to="/index/$associationId/courtReformInformation/$caseId"
            params={{ associationId, caseId: row.caseId }}
            search={{ from: 'courtReformMark' }}
            aria-label={t('viewCaseLabel', { caseNumber: row.caseNumber })}
          >
            {t('viewCase')}
          </RouterButton>
        </Group>
      )}
    />
  );
};
