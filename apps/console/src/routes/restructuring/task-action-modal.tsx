import {
  acceptTaskSchema,
  processTaskSchema,
  TaskTextLimits,
  type AcceptTaskRequest,
  type CaseCommandResponse,
  type ProcessTaskRequest,
  type TaskAction,
  type TaskSummary,
} from '@bk/contracts';
import { errorMessage, isApiError, serverFieldErrors, useZodForm } from '@bk/web';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useT, type ConsoleT } from '../../i18n';
import {
  acceptRestructuringTask,
  invalidateTasks,
  processRestructuringTask,
  refreshAfterTaskCommand,
} from '../../restructuring/restructuring-queries';
import { useAssociation } from '../../features/shell/use-association';
import classes from './task-detail-page.module.css';

export type TaskActionTarget = { action: TaskAction; summary: Pick<TaskSummary, 'taskId' | 'taskNumber' | 'enterpriseName'> };

type TaskRequest = AcceptTaskRequest | ProcessTaskRequest;

/** Each action's message keys share its capitalised name: taskAcceptAction, taskAcceptSubmit... */
const messageStem = {
  accept: 'taskAccept',
  decline: 'taskDecline',
  note: 'taskNote',
  complete: 'taskComplete',
  reject: 'taskReject',
} as const satisfies Record<TaskAction, string>;

/**
 * The text each action asks for, with the contract's schema that checks it (the server checks it
 * again) and its limit. Accepting asks for nothing.
 */
const textInputs = {
  decline: { field: 'reason', limit: TaskTextLimits.reason, schema: acceptTaskSchema, fixed: { decision: 'decline' } },
  note: { field: 'text', limit: TaskTextLimits.note, schema: processTaskSchema, fixed: { action: 'note' } },
  complete: { field: 'text', limit: TaskTextLimits.result, schema: processTaskSchema, fixed: { action: 'complete' } },
  reject: { field: 'text', limit: TaskTextLimits.reason, schema: processTaskSchema, fixed: { action: 'reject' } },
} as const satisfies Partial<Record<TaskAction, { field: 'reason' | 'text'; limit: number; schema: unknown; fixed: Record<string, string> }>>;

type TextAction = keyof typeof textInputs;
const asksForText = (action: TaskAction): action is TextAction => action in textInputs;

/** A progress note is simply added; everything else moves the task on for good and is confirmed first. */
const needsConfirmation = (action: TaskAction): boolean => action !== 'note';

const isDanger = (action: TaskAction): boolean => action === 'reject' || action === 'decline';

export const taskActionLabel = (t: ConsoleT, action: TaskAction) => t(`${messageStem[action]}Action`);
export const taskActionAriaLabel = (t: ConsoleT, action: TaskAction, taskNumber: string) =>
  t(`${messageStem[action]}ActionLabel`, { taskNumber });

const confirmText = (t: ConsoleT, target: TaskActionTarget, value: string): string => {
  const { action, summary } = target;
  if (action === 'note') return '';
  return t(`${messageStem[action]}Confirm`, { taskNumber: summary.taskNumber, enterprise: summary.enterpriseName, value });
};

const runTaskAction = (action: TaskAction, request: TaskRequest): Promise<CaseCommandResponse> =>
  action === 'accept' || action === 'decline'
    ? acceptRestructuringTask(request as AcceptTaskRequest)
    : processRestructuringTask(request as ProcessTaskRequest);

const useTaskActionMutation = (
  target: TaskActionTarget,
  onDone: () => void,
  onFieldErrors: (errors: readonly { field: string; message: string }[]) => void,
) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  const { action, summary } = target;
  return useMutation({
    mutationFn: (request: TaskRequest) => runTaskAction(action, request),
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: t(`${messageStem[action]}Success`, { taskNumber: summary.taskNumber }) });
      onDone();
      void refreshAfterTaskCommand(queryClient, channel, summary.taskId, result.version);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 400 && error.fieldErrors.length > 0) {
        onFieldErrors(error.fieldErrors);
        return;
      }
      // Refused (403 not the assignee or no key, 409 the task moved on): say why, show the task as it is now.
      if ((error.status === 403 && !error.unauthorized) || error.conflict) {
        notifications.show({ color: 'red', title: t('taskActionRefused'), message: t.m(errorMessage(error)), withBorder: true });
        onDone();
        void invalidateTasks(queryClient, channel);
      }
    },
  });
};

const ConfirmStep = ({
  target,
  value,
  pending,
  backLabel,
  onBack,
  onConfirm,
}: {
  target: TaskActionTarget;
  value: string;
  pending: boolean;
  backLabel: string;
  onBack: () => void;
  onConfirm: () => void;
}) => {
  const t = useT();
  const danger = isDanger(target.action);
  return (
    <Stack gap="md" data-testid="task-action-confirm">
      <Text className={classes.prewrap}>{confirmText(t, target, value)}</Text>
      <Alert color={danger ? 'red' : 'yellow'} variant="light">
        {t('taskIrreversible')}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={pending}>
          {backLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending} data-autofocus>
          {t(`${messageStem[target.action]}Submit`)}
        </Button>
      </Group>
    </Stack>
  );
};

/** accept: nothing to type, only the confirmation. */
const ConfirmOnlyBody = ({ target, onClose }: { target: TaskActionTarget; onClose: () => void }) => {
  const t = useT();
  // No field to put a server's field error on: it becomes the toast.
  const mutation = useTaskActionMutation(target, onClose, (errors) =>
    notifications.show({ color: 'red', title: t('taskActionRefused'), message: t.m(errors[0]?.message ?? ''), withBorder: true }),
  );
  return (
    <ConfirmStep
      target={target}
      value=""
      pending={mutation.isPending}
      backLabel={t('cancel')}
      onBack={onClose}
      onConfirm={() => mutation.mutate({ taskId: target.summary.taskId, decision: 'accept' })}
    />
  );
};

/** decline, note, complete, reject: one text checked by the contract's schema, then (but for a note) confirmed. */
const TextBody = ({ target, action, onClose }: { target: TaskActionTarget; action: TextAction; onClose: () => void }) => {
  const t = useT();
  const { field, limit, schema, fixed } = textInputs[action];
  const stem = messageStem[action];
  // The union schemas pick the action's branch by its fixed discriminator; the form maps strings to that request.
  const formSchema = schema as z.ZodType<TaskRequest, Record<string, string>>;
  const initialValues = useMemo<Record<string, string>>(
    () => ({ taskId: target.summary.taskId, ...fixed, [field]: '' }),
    [target.summary.taskId, fixed, field],
  );
  const form = useZodForm({ schema: formSchema, initialValues, translate: t.m });
  const [confirming, setConfirming] = useState<TaskRequest | null>(null);
  const mutation = useTaskActionMutation(target, onClose, (errors) => {
    setConfirming(null);
    form.setServerErrors(serverFieldErrors(form.fields, errors));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.validate();
    if (!outcome.ok) return;
    if (needsConfirmation(action)) setConfirming(outcome.data);
    else mutation.mutate(outcome.data);
  };

  if (confirming) {
    return (
      <ConfirmStep
        target={target}
        value={(confirming as Partial<Record<'reason' | 'text', string>>)[field] ?? ''}
        pending={mutation.isPending}
        backLabel={t('taskActionBack')}
        onBack={() => setConfirming(null)}
        onConfirm={() => mutation.mutate(confirming)}
      />
    );
  }

  const inputProps = form.getInputProps(field);
  const length = inputProps.value.trim().length;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t(`${stem}Label`)}
          placeholder={t(`${stem}Placeholder`)}
          required
          maxLength={limit}
          data-autofocus
          autosize
          minRows={4}
          maxRows={10}
          // The counter reads below the text, where the typing happens; an error follows it.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={t('taskLengthCounter', { length, limit })}
          {...inputProps}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} color={isDanger(action) ? 'red' : undefined}>
            {needsConfirmation(action) ? t('taskActionNext') : t(`${stem}Submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** One task action in a modal: input where the action needs one, confirmation where it cannot be undone. */
export const TaskActionModal = ({ target, onClose }: { target: TaskActionTarget | null; onClose: () => void }) => {
  const t = useT();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t(`${messageStem[target.action]}ModalTitle`, { taskNumber: target.summary.taskNumber }) : undefined}
      size="lg"
    >
      {target === null ? null : asksForText(target.action) ? (
        <TextBody key={`${target.action}:${target.summary.taskId}`} target={target} action={target.action} onClose={onClose} />
      ) : (
        <ConfirmOnlyBody key={`${target.action}:${target.summary.taskId}`} target={target} onClose={onClose} />
      )}
    </Modal>
  );
};
