import { displayOrDash } from '@bk/domain';
import { caseLabels, EmptyState, formatDateTime, RouterAnchor, RouterButton } from '@bk/web';
import { Button, Group, Select } from '@mantine/core';
import type { TodoCounts } from '@bk/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ListPage, type ListColumn } from '../shared/list-page';
import classes from '../shared/list-page.module.css';
import { useAssociation } from '../shell/use-association';
import { todoCountsQueryOptions } from '../shell/todo-queries';
import { useRightKeys } from '../shell/use-right-keys';
import { CaseActionButtons } from './case-action-buttons';
import { CaseAssignModal } from './case-assign-modal';
import { mayAssign, requireQueue, type CaseExtraColumn, type CaseKindDescription, type CaseListParams, type CaseQueue, type CaseRow } from './case-kind';
import { kitKey } from './case-kit-messages';
import { caseListQueryOptions } from './case-queries';
import { CaseStateBadge } from './case-state-badge';

const ALL = 'all';

export type CaseQueuePageProps = {
  kind: CaseKindDescription;
  queueKey: string;
  /** Beside the title: the page's own main action. */
  headerAction?: ReactNode;
  /** Above the toolbar: a message about what just happened. */
  banner?: ReactNode;
  /** Under an empty, unfiltered list: the way to fill it. */
  emptyAction?: ReactNode;
};

/** The link to a case's page from its queue: the queue's own detail route, and `from` where routes are shared. */
export const CaseDetailLink = ({ kind, queue, row, button }: { kind: CaseKindDescription; queue: CaseQueue; row: CaseRow; button?: boolean }) => {
  const t = useT();
  const { associationId } = useAssociation();
  const common = {
    to: queue.detailPath,
    params: { associationId, caseId: row.id },
    search: queue.detailFrom ? { from: queue.detailFrom } : {},
    'aria-label': t(kitKey(kind, 'ViewLabel'), { number: row.number }),
  } as const;
  return button ? (
    <RouterButton size="xs" variant="default" {...common}>
      {t(kitKey(kind, 'View'))}
    </RouterButton>
  ) : (
    <RouterAnchor {...common} className={classes.mono}>
      {row.number}
    </RouterAnchor>
  );
};

/**
 * A queue with a live count refetches its rows when the count moves (the to-do stream writes the
 * counts query): a case that came back to the viewer shows its actions again without a reload.
 * Only the page on screen refetches; the first count is the one the rows were read with.
 */
const useRefreshOnCountChange = (kind: CaseKindDescription, channel: string, countField: keyof TodoCounts | undefined) => {
  const queryClient = useQueryClient();
  const count = useQuery({ ...todoCountsQueryOptions(channel), enabled: false, select: (counts) => (countField ? counts[countField] : undefined) }).data;
  const seen = useRef(count);
  useEffect(() => {
    if (count === undefined || seen.current === count) return;
    const first = seen.current === undefined;
    seen.current = count;
    if (!first) void queryClient.invalidateQueries({ queryKey: [...kind.queryRoot(channel), 'list'] });
  }, [count, kind, channel, queryClient]);
};

/**
 * One queue of a kind of case: the shared list page with the kind's columns, its state filter
 * where it has one, and each row's allocation, actions and link as the queue declares them. The
 * page, keyword and state live in the URL.
 */
export const CaseQueuePage = ({ kind, queueKey, headerAction, banner, emptyAction }: CaseQueuePageProps) => {
  const t = useT();
  const { channel } = useAssociation();
  const queue = requireQueue(kind, queueKey);
  const search = useSearch({ strict: false });
  const navigate = useNavigate();
  const rightKeys = useRightKeys();
  const [assigning, setAssigning] = useState<CaseRow | null>(null);
  const params: CaseListParams = {
    page: search.page ?? 1,
    keyword: search.keyword ?? '',
    ...(queue.stateFilter ? { stateCode: search.stateCode } : {}),
  };
  const query = useQuery(caseListQueryOptions(kind, channel, queue.list, params));
  useRefreshOnCountChange(kind, channel, queue.countField);
  const tid = kind.testIdPrefix;

  const onParamsChange = useCallback(
    (next: CaseListParams) =>
      void navigate({
        to: '.',
        search: (previous) => ({
          ...previous,
          page: next.page > 1 ? next.page : undefined,
          keyword: next.keyword || undefined,
          ...(queue.stateFilter ? { stateCode: next.stateCode } : {}),
        }),
        replace: next.keyword !== (search.keyword ?? ''),
      }),
    [navigate, search.keyword, queue.stateFilter],
  );

  // The kind's states in the spec's order, labelled as the domain names them.
  const stateOptions = useMemo(
    () => [
      { value: ALL, label: t('stateFilterAll') },
      ...kind.stateCodes.map((code) => {
        const label = caseLabels[kind.labels].stateLabelOf(code);
        return { value: String(code), label: label ? t.l(label) : String(code) };
      }),
    ],
    [t, kind],
  );

  const extraColumn = (column: CaseExtraColumn): ListColumn<CaseRow> => {
    switch (column) {
      case 'assignee':
        return { key: column, header: t(kitKey(kind, 'Assignee')), cell: (row) => displayOrDash(row.assigneeName), nowrap: true };
      case 'updatedAt':
        return { key: column, header: t('updatedAt'), cell: (row) => formatDateTime(row.updatedAt), nowrap: true };
      case 'registrationNo':
        return { key: column, header: t('caseRegistrationNo'), mono: true, nowrap: true, cell: (row) => displayOrDash(row.registrationNo) };
      case 'statementNo':
        return { key: column, header: t('caseStatementNo'), mono: true, nowrap: true, cell: (row) => displayOrDash(row.statementNo) };
    }
  };

  const shows = (column: 'creditCode' | 'contactName') => !queue.omitColumns?.includes(column);
  const canAssign = queue.rowActions.includes('assign');

  const columns: ListColumn<CaseRow>[] = [
    { key: 'number', header: t(kitKey(kind, 'Number')), nowrap: true, cell: (row) => <CaseDetailLink kind={kind} queue={queue} row={row} /> },
    { key: 'enterpriseName', header: t('enterpriseName'), cell: (row) => displayOrDash(row.enterpriseName) },
    ...(shows('creditCode') ? [{ key: 'creditCode', header: t('creditCode'), mono: true, cell: (row: CaseRow) => displayOrDash(row.creditCode) }] : []),
    ...(shows('contactName') ? [{ key: 'contactName', header: t('contactName'), cell: (row: CaseRow) => displayOrDash(row.contactName) }] : []),
    { key: 'submittedAt', header: t('submittedAt'), nowrap: true, cell: (row) => formatDateTime(row.submittedAt) },
    { key: 'state', header: t('state'), nowrap: true, cell: (row) => <CaseStateBadge labels={kind.labels} stateCode={row.stateCode} /> },
    ...(queue.extraColumns ?? []).map(extraColumn),
    {
      key: 'actions',
      header: t('actions'),
      nowrap: true,
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          {canAssign && mayAssign(kind, row.stateCode, rightKeys) ? (
            <Button
              size="xs"
              onClick={() => setAssigning(row)}
              aria-label={t(kitKey(kind, 'AssignActionLabel'), { number: row.number })}
              data-testid={`${tid}-assign-button`}
            >
              {t(kitKey(kind, 'AssignAction'))}
            </Button>
          ) : null}
          {queue.rowActions.includes('actions') ? <CaseActionButtons kind={kind} target={row} actions={row.availableActions} /> : null}
          {queue.rowActions.includes('view') ? <CaseDetailLink kind={kind} queue={queue} row={row} button /> : null}
        </Group>
      ),
    },
  ];

  const filtered = params.keyword !== '' || params.stateCode !== undefined;

  return (
    <>
      <ListPage
        query={query}
        params={params}
        onParamsChange={onParamsChange}
        title={t(queue.title)}
        intro={t(queue.intro)}
        headerAction={headerAction}
        banner={banner}
        searchLabel={t(kitKey(kind, 'SearchLabel'))}
        searchPlaceholder={t(kitKey(kind, 'SearchPlaceholder'))}
        filters={
          queue.stateFilter ? (
            <Select
              label={t(kitKey(kind, 'StateFilterLabel'))}
              data={stateOptions}
              value={params.stateCode === undefined ? ALL : String(params.stateCode)}
              onChange={(value) => onParamsChange({ ...params, page: 1, stateCode: value === null || value === ALL ? undefined : Number(value) })}
              allowDeselect={false}
              withAlignedLabels
              maxDropdownHeight={320}
              w={180}
              data-testid={`${tid}-state-filter`}
            />
          ) : undefined
        }
        columns={columns}
        rowAttributes={(row) => ({ key: row.id, 'aria-label': row.number, 'data-testid': `${tid}-row`, [`data-${tid}-id`]: row.id })}
        tableTestId={`${tid}-table-${queue.list}`}
        empty={
          filtered ? (
            <EmptyState
              title={t(queue.noMatch ?? queue.empty)}
              description={params.keyword ? t(kitKey(kind, 'SearchNoMatch'), { keyword: params.keyword }) : undefined}
            />
          ) : (
            <EmptyState title={t(queue.empty)} description={queue.emptyHint ? t(queue.emptyHint) : undefined} action={emptyAction} />
          )
        }
      />
      {canAssign ? <CaseAssignModal kind={kind} target={assigning} onClose={() => setAssigning(null)} /> : null}
    </>
  );
};
