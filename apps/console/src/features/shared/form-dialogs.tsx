import type { FieldProblem } from '@bk/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';

/** A form in a modal: the server's refusal above the fields, cancel and save below. */
export const FormModal = ({
  title,
  size,
  error,
  pending,
  submitTestId,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  size?: string;
  error: string | null;
  pending: boolean;
  submitTestId: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) => {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid={submitTestId}>
              {t('formSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** Asks before a destructive action; cancel has the focus, so Enter does not remove by accident. */
export const ConfirmRemoveModal = ({
  text,
  pending,
  onConfirm,
  onClose,
  confirmTestId,
  action,
}: {
  text: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  confirmTestId?: string;
  /** The action's word (删除); 移除 by default. */
  action?: string;
}) => {
  const t = useT();
  const word = action ?? t('rosterRemove');
  return (
    <Modal opened onClose={onClose} title={word}>
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm} data-testid={confirmTestId}>
            {word}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** The domain's field problems of the last submit, and each field's message in the page's language. */
export const useFieldProblems = () => {
  const t = useT();
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const problemOf = (field: string): string | undefined => {
    const problem = problems.find((item) => item.field === field);
    return problem ? t.l(problem) : undefined;
  };
  return { setProblems, problemOf };
};

export type TextFieldOptions = { required?: boolean; maxLength?: number; inputMode?: 'numeric' | 'tel' };

/**
 * A form's text fields bound to its values: each shows the domain's problem for its key and
 * carries the test id `${testIdPrefix}-${key}`.
 */
export const bindTextFields =
  <Values extends Record<string, string>>(values: Values, setValues: (values: Values) => void, problemOf: (field: string) => string | undefined, testIdPrefix: string) =>
  (key: keyof Values & string, label: string, options: TextFieldOptions = {}) => (
    <TextInput
      label={label}
      required={options.required}
      maxLength={options.maxLength}
      inputMode={options.inputMode}
      value={values[key]}
      error={problemOf(key)}
      onChange={(event) => setValues({ ...values, [key]: event.currentTarget.value })}
      data-testid={`${testIdPrefix}-${key}`}
    />
  );
