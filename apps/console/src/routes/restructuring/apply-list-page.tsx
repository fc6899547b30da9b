import { displayOrDash, PermissionKeys, restructuringTaskStateCode, restructuringTaskStateLabel, RestructuringTaskStatuses } from '@bk/domain';
import { formatDateTime, RouterAnchor, RouterButton } from '@bk/web';
import { Alert, Select, Text } from '@mantine/core';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { hasDraftInput } from '../../restructuring/apply-draft';
import type { TaskListParams } from '../../restructuring/restructuring-queries';
import { useAssociation } from '../../features/shell/use-association';
import { TaskList } from './task-list';
import classes from '../shared/list-page.module.css';
import { applyStepPaths } from './task-routes';
import { TaskViewButton } from './task-view-button';
import { useApplyDraft } from './use-apply-draft';
import { useRightKeys } from './use-right-keys';

const route = getRouteApi('/index/$associationId/shell/authenticated/csj/courtReformApplyList-csj');

const ALL = 'all';

/** The task just filed, announced once at the top of the list (history state: gone with a new visit). */
const SubmittedBanner = ({ taskId, taskNumber }: { taskId: string; taskNumber: string }) => {
  const t = useT();
  const { associationId } = useAssociation();
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves to the outcome so screen readers announce it and keyboard users start there.
  useEffect(() => ref.current?.focus(), []);
  if (!open) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      variant="light"
      withCloseButton
      closeButtonLabel={t('close')}
      onClose={() => setOpen(false)}
      title={t('taskApplySubmitted', { taskNumber })}
      role="status"
      data-testid="task-submitted"
    >
      <Text size="sm">
        {t('taskApplySubmittedHint')}{' '}
        <RouterAnchor to="/index/$associationId/courtReformApplyList-csj/$taskId" params={{ associationId, taskId }} size="sm">
          {t('taskViewLabel', { taskNumber })}
        </RouterAnchor>
      </Text>
    </Alert>
  );
};

/** courtReformApplyList-csj: what the signed-in user filed, in any state or one (spec §2, always in the menu). */
export const ApplyListPage = () => {
  const t = useT();
  const { associationId } = useAssociation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const submitted = useLocation({ select: (location) => location.state.submittedTask });
  const { draft } = useApplyDraft();
  const params = { page: search.page ?? 1, keyword: search.keyword ?? '', stateCode: search.stateCode };

  const onParamsChange = useCallback(
    (next: TaskListParams) =>
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

  // The five states in the spec's order, labelled as the domain names them.
  const stateOptions = useMemo(
    () => [
      { value: ALL, label: t('stateFilterAll') },
      ...RestructuringTaskStatuses.map((status) => ({
        value: String(restructuringTaskStateCode[status]),
        label: t.l(restructuringTaskStateLabel[status]),
      })),
    ],
    [t],
  );

  // "My applications" is always in the menu; filing one takes the apply key (staff usually lack it).
  const mayApply = useRightKeys().includes(PermissionKeys.csjApply);
  const startButton = mayApply ? (
    <RouterButton to={applyStepPaths[1]} params={{ associationId }} data-testid="task-apply-start">
      {hasDraftInput(draft) ? t('taskApplyContinue') : t('taskApplyStart')}
    </RouterButton>
  ) : null;

  return (
    <TaskList
      queue="mine"
      origin="courtReformApplyList-csj"
      params={params}
      onParamsChange={onParamsChange}
      title={t('taskApplyListTitle')}
      intro={t('taskApplyListIntro')}
      headerAction={startButton}
      banner={submitted ? <SubmittedBanner key={submitted.taskId} {...submitted} /> : null}
      emptyText={t('taskApplyListEmpty')}
      emptyDescription={t('taskApplyListEmptyHint')}
      emptyAction={startButton}
      noMatchText={t('taskApplyListNoMatch')}
      filters={
        <Select
          label={t('taskStateFilterLabel')}
          data={stateOptions}
          value={params.stateCode === undefined ? ALL : String(params.stateCode)}
          onChange={(value) =>
            onParamsChange({ ...params, page: 1, stateCode: value === null || value === ALL ? undefined : Number(value) })
          }
          allowDeselect={false}
          withAlignedLabels
          maxDropdownHeight={320}
          w={180}
          data-testid="task-state-filter"
        />
      }
      // Their own applications: the contact is theirs; who handles it and when it last moved matter more.
      omitColumns={['contactName']}
      extraColumns={[
        { key: 'assignee', header: t('taskAssignee'), cell: (row) => displayOrDash(row.assigneeName), nowrap: true },
        {
          key: 'updatedAt',
          header: t('updatedAt'),
          cell: (row) => <span className={classes.nowrap}>{formatDateTime(row.updatedAt)}</span>,
        },
      ]}
      renderActions={(row) => <TaskViewButton origin="courtReformApplyList-csj" taskId={row.taskId} taskNumber={row.taskNumber} />}
    />
  );
};
