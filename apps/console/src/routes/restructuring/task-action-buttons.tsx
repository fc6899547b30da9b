import type { TaskAction, TaskSummary } from '@bk/contracts';
import { Button, Group, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n';
import { TaskActionModal, taskActionAriaLabel, taskActionLabel, type TaskActionTarget } from './task-action-modal';

/** The step that moves a task forward stands out; a note is secondary; declining or rejecting reads as danger. */
const buttonLook: Record<TaskAction, Pick<ButtonProps, 'variant' | 'color'>> = {
  accept: { variant: 'filled' },
  decline: { variant: 'light', color: 'red' },
  note: { variant: 'light' },
  complete: { variant: 'filled', color: 'green' },
  reject: { variant: 'light', color: 'red' },
};

export type TaskActionButtonsProps = {
  summary: TaskActionTarget['summary'] & Pick<TaskSummary, 'taskNumber'>;
  /** What the server says the viewer may do now; nothing else is offered. */
  actions: readonly TaskAction[];
  size?: ButtonProps['size'];
};

/** A button per available action, each opening its input and confirmation steps. */
export const TaskActionButtons = ({ summary, actions, size = 'xs' }: TaskActionButtonsProps) => {
  const t = useT();
  const [target, setTarget] = useState<TaskActionTarget | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <Group gap={6} wrap="nowrap">
        {actions.map((action) => (
          <Button
            key={action}
            size={size}
            {...buttonLook[action]}
            onClick={() => setTarget({ action, summary })}
            aria-label={taskActionAriaLabel(t, action, summary.taskNumber)}
            data-testid={`task-action-${action}`}
          >
            {taskActionLabel(t, action)}
          </Button>
        ))}
      </Group>
      <TaskActionModal target={target} onClose={() => setTarget(null)} />
    </>
  );
};
