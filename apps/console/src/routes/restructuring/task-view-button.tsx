import { RouterButton } from '@bk/web';
import { useT } from '../../i18n';
import { useAssociation } from '../../features/shell/use-association';
import { taskDetailPaths, type TaskListOrigin } from './task-routes';

/** Opens the task's page under the list's own menu entry. */
export const TaskViewButton = ({ origin, taskId, taskNumber }: { origin: TaskListOrigin; taskId: string; taskNumber: string }) => {
  const t = useT();
  const { associationId } = useAssociation();
  return (
    <RouterButton
      size="xs"
      variant="default"
      to={taskDetailPaths[origin]}
      params={{ associationId, taskId }}
      aria-label={t('taskViewLabel', { taskNumber })}
    >
      {t('taskView')}
    </RouterButton>
  );
};
