import { formatDateTime } from '@bk/web';
import { Group } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useT } from '../../i18n';
import type { TaskListParams } from '../../restructuring/restructuring-queries';
import { TaskActionButtons } from './task-action-buttons';
import { TaskList } from './task-list';
import { TaskViewButton } from './task-view-button';

const route = getRouteApi('/index/$associationId/shell/authenticated/csj/courtReformBind-csj');

/** courtReformBind-csj: tasks I accepted (processing 3); note progress, then complete or reject. */
export const TaskBindPage = () => {
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params = { page: search.page ?? 1, keyword: search.keyword ?? '' };

  const onParamsChange = useCallback(
    (next: TaskListParams) =>
      void navigate({
        search: (previous) => ({ ...previous, page: next.page > 1 ? next.page : undefined, keyword: next.keyword || undefined }),
        replace: next.keyword !== (search.keyword ?? ''),
      }),
    [navigate, search.keyword],
  );

  return (
    <TaskList
      queue="process"
      origin="courtReformBind-csj"
      params={params}
      onParamsChange={onParamsChange}
      title={t('taskBindTitle')}
      intro={t('taskBindIntro')}
      emptyText={t('taskBindEmpty')}
      // Room for the row's actions; the contact is on the task page.
      omitColumns={['contactName']}
      extraColumns={[{ key: 'updatedAt', header: t('updatedAt'), cell: (row) => formatDateTime(row.updatedAt), nowrap: true }]}
      renderActions={(row) => (
        <Group gap={6} wrap="nowrap">
          <TaskActionButtons summary={row} actions={row.availableActions} />
          <TaskViewButton origin="courtReformBind-csj" taskId={row.taskId} taskNumber={row.taskNumber} />
        </Group>
      )}
    />
  );
};
