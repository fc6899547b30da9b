import type { TaskSummary } from '@bk/contracts';
import { isApiError } from '@bk/web';
import { Button, Code, Group, List, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n';
import {
  assignRestructuringTask,
  drawTaskAssignee,
  invalidateTasks,
  refreshAfterTaskCommand,
  taskPersonnelQueryOptions,
} from '../../restructuring/restructuring-queries';
import { PersonnelOptions, useAllocationChoice, type AllocationChoice } from '../shared/allocation';
import classes from '../shared/allocation.module.css';
import { useAssociation } from '../../features/shell/use-association';

export type TaskAssignTarget = Pick<TaskSummary, 'taskId' | 'taskNumber' | 'enterpriseName'>;
export type TaskAssignModalProps = { task: TaskAssignTarget | null; onClose: () => void };

/**
 * Task allocation in two steps: pick an assignee (or draw one at random), then confirm. A draw is
 * shown with its seed and every candidate, and confirmed with them, so the server allocates
 * exactly that draw and records it.
 */
export const TaskAssignModal = ({ task, onClose }: TaskAssignModalProps) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  const taskId = task?.taskId;
  const { mode, setMode, selectedUid, setSelectedUid, draw, setDraw, confirming, setConfirming, choiceAmong } = useAllocationChoice(taskId);

  const personnel = useQuery({ ...taskPersonnelQueryOptions(channel, taskId ?? ''), enabled: taskId !== undefined });
  const choice = choiceAmong(personnel.data);

  const drawMutation = useMutation({ mutationFn: (id: string) => drawTaskAssignee(id), onSuccess: setDraw });

  const assignMutation = useMutation({
    mutationFn: (choice: AllocationChoice) =>
      assignRestructuringTask({ taskId: taskId ?? '', assigneeId: choice.personnel.uid, ...(choice.draw ? { draw: choice.draw } : {}) }),
    onSuccess: (result, choice) => {
      notifications.show({
        color: 'green',
        message: t('taskAssignSuccess', { taskNumber: task?.taskNumber ?? '', name: choice.personnel.name }),
      });
      onClose();
      if (taskId) void refreshAfterTaskCommand(queryClient, channel, taskId, result.version);
    },
    onError: async (error) => {
      // 409: someone else allocated it, the state moved on, or the candidates changed since the draw.
      // The toast carries the server's reason; the lists show the task as it is now.
      if (isApiError(error) && error.conflict) {
        onClose();
        await invalidateTasks(queryClient, channel);
      }
    },
  });

  const nameOf = (uid: string) => personnel.data?.find((person) => person.uid === uid)?.name ?? uid;

  const manualStep = (
    <PersonnelOptions
      personnel={personnel}
      selectedUid={selectedUid}
      onSelect={setSelectedUid}
      label={t('taskChooseAssignee')}
      emptyText={t('taskNoPersonnel')}
      openCountText={(count) => t('taskOpenTasks', { count })}
      optionTestId="task-personnel-option"
    />
  );

  const drawButton = (label: string, variant: 'light' | 'subtle') => (
    <Group>
      <Button
        variant={variant}
        loading={drawMutation.isPending}
        onClick={() => taskId && drawMutation.mutate(taskId)}
        data-testid="task-random-draw-button"
      >
        {label}
      </Button>
    </Group>
  );

  const randomStep = (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('taskRandomIntro')}
      </Text>
      {draw ? (
        <>
          <Paper p="md" className={classes.drawn} aria-live="polite" data-testid="task-random-draw-result">
            <Text size="sm" c="dimmed">
              {t('taskRandomDrawn')}
            </Text>
            <Text fw={700} size="lg">
              {draw.personnel.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t('taskOpenTasks', { count: draw.personnel.openCases })}
            </Text>
            <Text size="sm" mt="xs">
              {t('taskDrawSeed')}: <Code className={classes.seed}>{draw.seed}</Code>
            </Text>
            <Text size="sm" mt="xs">
              {t('taskDrawCandidates', { count: draw.candidates.length })}
            </Text>
            <List size="sm" data-testid="task-random-draw-candidates">
              {draw.candidates.map((uid) => (
                <List.Item key={uid} fw={uid === draw.personnel.uid ? 700 : undefined}>
                  {nameOf(uid)}
                </List.Item>
              ))}
            </List>
          </Paper>
          {drawButton(t('taskRandomRedraw'), 'subtle')}
        </>
      ) : (
        drawButton(t('taskRandomDraw'), 'light')
      )}
    </Stack>
  );

  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      title={task ? t('taskAssignModalTitle', { taskNumber: task.taskNumber }) : undefined}
      size="lg"
    >
      {task && confirming ? (
        <Stack gap="md" data-testid="task-assign-confirm">
          <Text fw={600}>{t('taskConfirmAssignTitle')}</Text>
          <Text>
            {t('taskConfirmAssignText', { taskNumber: task.taskNumber, enterprise: task.enterpriseName, name: confirming.personnel.name })}
          </Text>
          {confirming.draw ? (
            <Text size="sm" c="dimmed" className={classes.seed}>
              {t('taskConfirmAssignRandom', { seed: confirming.draw.seed })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={assignMutation.isPending}>
              {t('taskAssignBack')}
            </Button>
            <Button onClick={() => assignMutation.mutate(confirming)} loading={assignMutation.isPending} data-autofocus>
              {t('taskConfirmAssign')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('taskAssignModeLabel')}
            value={mode}
            onChange={(value) => setMode(value === 'random' ? 'random' : 'manual')}
            data={[
              { value: 'manual', label: t('taskAssignManual') },
              { value: 'random', label: t('taskAssignRandom') },
            ]}
          />
          {mode === 'manual' ? manualStep : randomStep}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button disabled={choice === null} onClick={() => choice && setConfirming(choice)} data-testid="task-assign-next">
              {t('taskAssignNext')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
