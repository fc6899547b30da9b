import { caseDeadlinesSchema, type CaseDeadlines, type CaseDeadlinesSettings } from '@bk/contracts';
import { formatDateTime, isApiError, serverFieldErrors, useZodForm, type ZodFormInputProps } from '@bk/web';
import { Alert, Button, Group, List, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { hoursInDays } from './deadline-hours';
import { basicConfigKeys, saveCaseDeadlines } from './deadline-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import classes from './deadlines-form.module.css';

type DeadlineField = keyof CaseDeadlines;
const FIELDS: readonly DeadlineField[] = ['signWithinHours', 'acceptWithinHours'];

/** One deadline in whole hours, with what that comes to in days beside it. */
const HoursInput = ({ field, inputProps }: { field: DeadlineField; inputProps: ZodFormInputProps }) => {
  const t = useT();
  const { onChange, value, ...rest } = inputProps;
  const days = hoursInDays(value);
  return (
    <NumberInput
      {...rest}
      value={value}
      onChange={(next) => onChange(String(next))}
      label={t(`${field}Label`)}
      description={t(`${field}Hint`)}
      required
      min={1}
      max={720}
      allowNegative={false}
      // The schema, not the input, says what is wrong with 0, 1.5 or 800: same words as the server.
      clampBehavior="none"
      rightSection={<Text size="sm" c="dimmed">{t('hoursUnit')}</Text>}
      rightSectionWidth={56}
      rightSectionPointerEvents="none"
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      // The days follow the number as it is typed.
      inputContainer={(input) => (
        <Group gap="sm" wrap="nowrap">
          <div className={classes.input}>{input}</div>
          <Text size="sm" c="dimmed" className={classes.days} aria-live="polite" data-testid={`deadline-${field}-days`}>
            {days ? t(days.exact ? 'inDaysExact' : 'inDaysApprox', { days: days.days }) : null}
          </Text>
        </Group>
      )}
      data-testid={`deadline-${field}`}
    />
  );
};

/** The two deadlines, validated by the contract's schema, saved after a confirmation that says whom they affect. */
export const DeadlinesForm = ({ settings }: { settings: CaseDeadlinesSettings }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  const initialValues = useMemo(
    () => ({ signWithinHours: String(settings.signWithinHours), acceptWithinHours: String(settings.acceptWithinHours) }),
    [settings],
  );
  const form = useZodForm({ schema: caseDeadlinesSchema, initialValues, translate: t.m });
  const [confirming, setConfirming] = useState<CaseDeadlines | null>(null);
  const changed = FIELDS.some((field) => Number(form.values[field]) !== settings[field]);

  const mutation = useMutation({
    mutationFn: (deadlines: CaseDeadlines) => saveCaseDeadlines({ ...deadlines, version: settings.version }),
    onSuccess: (saved) => {
      setConfirming(null);
      notifications.show({ color: 'green', message: t('deadlinesSaved') });
      // The new version remounts the form with the saved values.
      queryClient.setQueryData(basicConfigKeys.deadlines(channel), saved);
    },
    onError: (error) => {
      setConfirming(null);
      if (!isApiError(error)) return;
      if (error.status === 400 && error.fieldErrors.length > 0) {
        form.setServerErrors(serverFieldErrors(form.fields, error.fieldErrors));
      } else if (error.conflict) {
        notifications.show({ color: 'red', title: t('deadlinesConflictTitle'), message: t('deadlinesConflictText'), withBorder: true });
        void queryClient.invalidateQueries({ queryKey: basicConfigKeys.deadlines(channel) });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.validate();
    if (outcome.ok) setConfirming(outcome.data);
  };

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="deadlines-form">
        <Stack gap="md">
          {FIELDS.map((field) => (
            <HoursInput key={field} field={field} inputProps={form.getInputProps(field)} />
          ))}
          <Text size="sm" c="dimmed" data-testid="deadlines-meta">
            {settings.updatedBy
              ? t('deadlinesLastChanged', { name: settings.updatedBy, at: formatDateTime(settings.updatedAt) })
              : t('deadlinesDefaults')}
          </Text>
          <Group>
            <Button type="submit" disabled={!changed} loading={mutation.isPending}>
              {t('deadlinesSave')}
            </Button>
            <Button variant="default" disabled={!changed || mutation.isPending} onClick={() => form.reset()}>
              {t('deadlinesReset')}
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('deadlinesConfirmTitle')} size="lg">
        {confirming ? (
          <Stack gap="md" data-testid="deadlines-confirm">
            <List>
              {FIELDS.filter((field) => confirming[field] !== settings[field]).map((field) => (
                <List.Item key={field}>
                  {t('deadlinesChange', { label: t(`${field}Label`), from: settings[field], to: confirming[field] })}
                </List.Item>
              ))}
            </List>
            <Alert color="yellow" variant="light">
              {t('deadlinesAppliesTo')}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={mutation.isPending}>
                {t('deadlinesBack')}
              </Button>
              <Button onClick={() => mutation.mutate(confirming)} loading={mutation.isPending} data-autofocus>
                {t('deadlinesConfirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
};
