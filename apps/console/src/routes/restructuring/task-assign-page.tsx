import type { TaskSummary } from '@bk/contracts';
import { hasPermission, PermissionKeys } from '@bk/domain';
import { formatDateTime } from '@bk/web';
import { Button, Group } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n';
import type { TaskListParams } from '../../restructuring/restructuring-queries';
import { TaskAssignModal } from './task-assign-modal';
import { TaskList } from './task-list';
import { TaskViewButton } from './task-view-button';
import { useRightKeys } from './use-right-keys';

const route = getRouteApi('/index/$associationId/shell/authenticated/csj/courtReformAssign-csj');

/** courtReformAssign-csj: tasks awaiting allocation (assign 1), new or returned. */
export const TaskAssignPage = () => {
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const rightKeys = useRightKeys();
  const [assigning, setAssigning] = useState<TaskSummary | null>(null);
  const params = { page: search.page ?? 1, keyword: search.keyword ?? '' };
  // The list key opens the queue; only the action key allocates (the server checks it again).
  const canAssign = hasPermission(rightKeys, PermissionKeys.csjTaskAllocate);

  const onParamsChange = useCallback(
    (next: TaskListParams) =>
      void navigate({
        search: (previous) => ({ ...previous, page: next.page > 1 ? next.page : undefined, keyword: next.keyword || undefined }),
        replace: next.keyword !== (search.keyword ?? ''),
      }),
    [navigate, search.keyword],
  );

  return (
    <>
      <TaskList
        queue="assign"
        origin="courtReformAssign-csj"
        params={params}
        onParamsChange={onParamsChange}
        title={t('taskAssignTitle')}
        intro={t('taskAssignIntro')}
        emptyText={t('taskAssignEmpty')}
        // A declined or lapsed offer comes back here: when it did shows beside when it was filed.
        extraColumns={[{ key: 'updatedAt', header: t('updatedAt'), cell: (row) => formatDateTime(row.updatedAt), nowrap: true }]}
        renderActions={(row) => (
          <Group gap={6} wrap="nowrap">
            {canAssign ? (
              <Button
                size="xs"
                onClick={() => setAssigning(row)}
                aria-label={t('taskAssignActionLabel', { taskNumber: row.taskNumber })}
                data-testid="task-assign-button"
              >
                {t('taskAssignAction')}
              </Button>
            ) : null}
            <TaskViewButton origin="courtReformAssign-csj" taskId={row.taskId} taskNumber={row.taskNumber} />
          </Group>
        )}
      />
      <TaskAssignModal task={assigning} onClose={() => setAssigning(null)} />
    </>
  );
};
