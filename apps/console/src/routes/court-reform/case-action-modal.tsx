import {
  CaseTextLimits,
  issueStatementSchema,
  registerCaseSchema,
  rejectCaseSchema,
  submitProgressSchema,
  type CaseAction,
  type CaseSummary,
} from '@bk/contracts';
import { errorMessage, isApiError, serverFieldErrors, useZodForm } from '@bk/web';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  courtReformKeys,
  refreshAfterCommand,
  runCaseAction,
  type CaseActionRequest,
} from '../../court-reform/court-reform-queries';
import { useT, type ConsoleT } from '../../i18n';
import { useAssociation } from '../../features/shell/use-association';

export type CaseActionTarget = { action: CaseAction; summary: Pick<CaseSummary, 'caseId' | 'caseNumber' | 'enterpriseName'> };

type TextField = 'note' | 'reason' | 'registrationNo' | 'statementNo';

/** The one text each action asks for, if any, with the schema that checks it (the server checks it again). */
const textInputs = {
  note: { field: 'note', schema: submitProgressSchema, multiline: true },
  reject: { field: 'reason', schema: rejectCaseSchema, multiline: true },
  register: { field: 'registrationNo', schema: registerCaseSchema, multiline: false },
  issueStatement: { field: 'statementNo', schema: issueStatementSchema, multiline: false },
} as const satisfies Partial<Record<CaseAction, { field: TextField; schema: unknown; multiline: boolean }>>;

type TextAction = keyof typeof textInputs;
const asksForText = (action: CaseAction): action is TextAction => action in textInputs;

/** Steps that cannot be taken back are confirmed first; a progress note is simply added. */
const needsConfirmation = (action: CaseAction): boolean => action !== 'note';

const confirmText = (t: ConsoleT, target: CaseActionTarget, value: string): string => {
  const vars = { caseNumber: target.summary.caseNumber, enterprise: target.summary.enterpriseName, value };
  switch (target.action) {
    case 'sign':
      return t('signConfirm', vars);
    case 'note':
      return '';
    case 'reject':
      return t('rejectConfirm', vars);
    case 'register':
      return t('registerConfirm', vars);
    case 'issueStatement':
      return t('issueStatementConfirm', vars);
    case 'complete':
      return t('completeConfirm', vars);
  }
};

const useCaseActionMutation = (target: CaseActionTarget, onDone: () => void, onFieldErrors: (errors: readonly { field: string; message: string }[]) => void) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  const { action, summary } = target;
  return useMutation({
    mutationFn: (request: CaseActionRequest[CaseAction]) => runCaseAction(action, request),
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: t(`${action}Success`, { caseNumber: summary.caseNumber }) });
      onDone();
      void refreshAfterCommand(queryClient, channel, summary.caseId, result.version);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 400 && error.fieldErrors.length > 0) {
        onFieldErrors(error.fieldErrors);
        return;
      }
      // Refused (403 not the assignee or no key, 409 the case moved on): say why, show the case as it is now.
      if ((error.status === 403 && !error.unauthorized) || error.conflict) {
        notifications.show({ color: 'red', title: t('actionRefused'), message: t.m(errorMessage(error)), withBorder: true });
        onDone();
        void queryClient.invalidateQueries({ queryKey: courtReformKeys.all(channel) });
      }
    },
  });
};

const ConfirmStep = ({
  target,
  value,
  pending,
  onBack,
  onConfirm,
}: {
  target: CaseActionTarget;
  value: string;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) => {
  const t = useT();
  const danger = target.action === 'reject';
  return (
    <Stack gap="md" data-testid="case-action-confirm">
      <Text>{confirmText(t, target, value)}</Text>
      <Alert color={danger ? 'red' : 'yellow'} variant="light">
        {t('irreversible')}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={pending}>
          {asksForText(target.action) ? t('previous') : t('cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending} data-autofocus>
          {t(`${target.action}Submit`)}
        </Button>
      </Group>
    </Stack>
  );
};

/** sign and complete: nothing to type, only the confirmation. */
const ConfirmOnlyBody = ({ target, onClose }: { target: CaseActionTarget; onClose: () => void }) => {
  const t = useT();
  // No field to put a server's field error on: it becomes the toast.
  const mutation = useCaseActionMutation(target, onClose, (errors) =>
    notifications.show({ color: 'red', title: t('actionRefused'), message: t.m(errors[0]?.message ?? ''), withBorder: true }),
  );
  return (
    <ConfirmStep
      target={target}
      value=""
      pending={mutation.isPending}
      onBack={onClose}
      onConfirm={() => mutation.mutate({ caseId: target.summary.caseId })}
    />
  );
};

/** note, reject, register, issue statement: one text checked by the contract's schema, then (but for a note) confirmed. */
const TextBody = ({ target, action, onClose }: { target: CaseActionTarget; action: TextAction; onClose: () => void }) => {
  const t = useT();
  const { field, schema, multiline } = textInputs[action];
  // One schema per action; the form only needs to know it maps strings to that action's request.
  const formSchema = schema as z.ZodType<CaseActionRequest[TextAction], Record<string, string>>;
  const initialValues = useMemo<Record<string, string>>(() => ({ caseId: target.summary.caseId, [field]: '' }), [target.summary.caseId, field]);
  const form = useZodForm({ schema: formSchema, initialValues, translate: t.m });
  const [confirming, setConfirming] = useState<CaseActionRequest[TextAction] | null>(null);
  const mutation = useCaseActionMutation(target, onClose, (errors) => {
    setConfirming(null);
    form.setServerErrors(serverFieldErrors(form.fields, errors));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.validate();
    if (!outcome.ok) return;
    const request = outcome.data;
    if (needsConfirmation(action)) setConfirming(request);
    else mutation.mutate(request);
  };

  if (confirming) {
    return (
      <ConfirmStep
        target={target}
        value={(confirming as Partial<Record<TextField, string>>)[field] ?? ''}
        pending={mutation.isPending}
        onBack={() => setConfirming(null)}
        onConfirm={() => mutation.mutate(confirming)}
      />
    );
  }

  const limit = CaseTextLimits[field];
  const inputProps = form.getInputProps(field);
  const length = inputProps.value.trim().length;
  const common = {
    label: t(`${field}Label`),
    placeholder: t(`${field}Placeholder`),
    required: true,
    maxLength: limit,
    'data-autofocus': true,
    ...inputProps,
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {multiline ? (
          <Textarea
            {...common}
            autosize
            minRows={4}
            maxRows={10}
            // The counter reads below the text, where the typing happens; an error follows it.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={t('lengthCounter', { length, limit })}
          />
        ) : (
          <TextInput {...common} autoComplete="off" />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} color={action === 'reject' ? 'red' : undefined}>
            {needsConfirmation(action) ? t('next') : t(`${action}Submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** One case action in a modal: input where the action needs one, confirmation where it cannot be undone. */
export const CaseActionModal = ({ target, onClose }: { target: CaseActionTarget | null; onClose: () => void }) => {
  const t = useT();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t(`${target.action}Title`, { caseNumber: target.summary.caseNumber }) : undefined}
      size="lg"
    >
      {target === null ? null : asksForText(target.action) ? (
        <TextBody key={`${target.action}:${target.summary.caseId}`} target={target} action={target.action} onClose={onClose} />
      ) : (
        <ConfirmOnlyBody key={`${target.action}:${target.summary.caseId}`} target={target} onClose={onClose} />
      )}
    </Modal>
  );
};
