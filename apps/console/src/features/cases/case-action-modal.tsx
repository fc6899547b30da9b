import type { FormRegion } from '@bk/contracts';
import {
  errorMessage,
  ErrorState,
  formRegionQueryOptions,
  FormRegionFields,
  isApiError,
  StepFormDraftBar,
  useStepFormState,
} from '@bk/web';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import classes from '../shared/facts.module.css';
import { actionRequest, type CaseActionSpec, type CaseKindDescription, type CaseRow } from './case-kind';
import { actionKey, kitKey } from './case-kit-messages';
import { invalidateCases, refreshAfterCaseCommand } from './case-queries';

export type CaseTarget = Pick<CaseRow, 'id' | 'number' | 'enterpriseName'>;

type ActionProps = { kind: CaseKindDescription; target: CaseTarget; action: string; spec: CaseActionSpec; onClose: () => void };
type FieldErrors = readonly { field: string; message: string }[];

const useCaseActionMutation = ({ kind, target, action, spec, onClose }: ActionProps, onFieldErrors: (errors: FieldErrors) => void) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  return useMutation({
    mutationFn: (request: Record<string, string>) => spec.run(request),
    onSuccess: (result) => {
      notifications.show({ color: 'green', message: t(actionKey(kind, action, 'Success'), { number: target.number }) });
      onClose();
      void refreshAfterCaseCommand(queryClient, kind, channel, target.id, result.version);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 400 && error.fieldErrors.length > 0) {
        onFieldErrors(error.fieldErrors);
        return;
      }
      // Refused (403 not the assignee or no key, 409 the case moved on): say why, show the case as it is now.
      if ((error.status === 403 && !error.unauthorized) || error.conflict) {
        notifications.show({ color: 'red', title: t(kitKey(kind, 'ActionRefused')), message: t.m(errorMessage(error)), withBorder: true });
        onClose();
        void invalidateCases(queryClient, kind, channel);
      }
    },
  });
};

const ConfirmStep = ({
  kind,
  target,
  action,
  spec,
  value,
  pending,
  backLabel,
  onBack,
  onConfirm,
}: Omit<ActionProps, 'onClose'> & { value: string; pending: boolean; backLabel: string; onBack: () => void; onConfirm: () => void }) => {
  const t = useT();
  const danger = spec.tone === 'danger';
  return (
    <Stack gap="md" data-testid={`${kind.testIdPrefix}-action-confirm`}>
      <Text className={classes.prewrap}>
        {t(actionKey(kind, action, 'Confirm'), { number: target.number, enterprise: target.enterpriseName, value })}
      </Text>
      <Alert color={danger ? 'red' : 'yellow'} variant="light">
        {t(kitKey(kind, 'Irreversible'))}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={pending}>
          {backLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending} data-autofocus>
          {t(actionKey(kind, action, 'Submit'))}
        </Button>
      </Group>
    </Stack>
  );
};

/** Nothing to type (sign, accept, complete a case): only the confirmation. */
const ConfirmOnlyBody = (props: ActionProps) => {
  const t = useT();
  const { kind, target, spec, onClose } = props;
  // No field to put a server's field error on: it becomes the toast.
  const mutation = useCaseActionMutation(props, (errors) =>
    notifications.show({ color: 'red', title: t(kitKey(kind, 'ActionRefused')), message: t.m(errors[0]?.message ?? ''), withBorder: true }),
  );
  return (
    <ConfirmStep
      {...props}
      value=""
      pending={mutation.isPending}
      backLabel={t('cancel')}
      onBack={onClose}
      onConfirm={() => mutation.mutate(actionRequest(kind.idField, target.id, spec))}
    />
  );
};

/** A step whose form is declared data: the region's elements, the viewer's draft, then confirmation. */
const StepFormBody = (props: ActionProps & { region: FormRegion }) => {
  const t = useT();
  const { kind, target, spec, region, onClose } = props;
  const { channel } = useAssociation();
  const state = useStepFormState<Record<string, string>>(channel, region);
  const [confirming, setConfirming] = useState<Record<string, string> | null>(null);
  const mutation = useCaseActionMutation(props, (errors) => {
    setConfirming(null);
    state.setErrors(Object.fromEntries(errors.map((error) => [error.field, error.message])));
  });
  // The confirmation quotes what was typed: the first text the step asks for.
  const quoted = region.elements.find((element) => element.type !== 'files')?.key;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = state.validate();
    if (!outcome.ok) return;
    const request = { ...actionRequest(kind.idField, target.id, spec), ...outcome.data };
    if (spec.confirm) setConfirming(request);
    else mutation.mutate(request);
  };

  if (!region.processLinkConfig.actionable) return <Alert color="gray">{t.m(region.processLinkConfig.reason ?? '')}</Alert>;
  if (confirming) {
    return (
      <ConfirmStep
        {...props}
        value={quoted ? (confirming[quoted] ?? '') : ''}
        pending={mutation.isPending}
        backLabel={t(kitKey(kind, 'ActionBack'))}
        onBack={() => setConfirming(null)}
        onConfirm={() => mutation.mutate(confirming)}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormRegionFields
          elements={region.elements}
          state={state}
          disabled={mutation.isPending}
        />
        <StepFormDraftBar state={state} disabled={mutation.isPending} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending} color={spec.tone === 'danger' ? 'red' : undefined}>
            {spec.confirm ? t(kitKey(kind, 'ActionNext')) : t(actionKey(kind, props.action, 'Submit'))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Loads the step's declared form with the viewer's draft (POST /api/v1/reform/getCurrentDetailInfo). */
const StepFormLoader = (props: ActionProps & { functionKey: string }) => {
  const { channel } = useAssociation();
  const { target, action, functionKey } = props;
  // A kind's action keys are its declared forms' task keys.
  const region = useQuery(formRegionQueryOptions(channel, { businessId: target.id, taskKey: action, functionKey }));
  if (region.isPending) return <Skeleton h={160} />;
  if (region.isError) return <ErrorState error={region.error} onRetry={() => void region.refetch()} />;
  return <StepFormBody {...props} region={region.data} />;
};

/** One action in a modal: input where the action needs one, confirmation where it cannot be undone. */
export const CaseActionModal = ({
  kind,
  target,
  action,
  onClose,
}: {
  kind: CaseKindDescription;
  target: CaseTarget;
  action: string | null;
  onClose: () => void;
}) => {
  const t = useT();
  const spec = action === null ? undefined : kind.actions[action];
  return (
    <Modal
      opened={spec !== undefined}
      onClose={onClose}
      title={action !== null && spec ? t(actionKey(kind, action, 'ModalTitle'), { number: target.number }) : undefined}
      size="lg"
    >
      {action === null || spec === undefined ? null : spec.stepForm ? (
        <StepFormLoader key={`${action}:${target.id}`} kind={kind} target={target} action={action} spec={spec} functionKey={spec.stepForm.functionKey} onClose={onClose} />
      ) : (
        <ConfirmOnlyBody key={`${action}:${target.id}`} kind={kind} target={target} action={action} spec={spec} onClose={onClose} />
      )}
    </Modal>
  );
};
