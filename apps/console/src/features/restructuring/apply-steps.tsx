import { restructuringApplySchema, type RestructuringApplyRequest } from '@bk/contracts';
import { RouterButton, useSubmissionKey, useZodForm } from '@bk/web';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Stepper, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { applyStepSchemas, reachableStep, type ApplyStep } from './apply-draft';
import { refreshAfterCaseCommand } from '../cases/case-queries';
import { restructuringKind } from './restructuring-kind';
import { createRestructuringTask } from './restructuring-queries';
import { useAssociation } from '../shell/use-association';
import facts from '../shared/facts.module.css';
import { applyStepPaths } from './apply-step-paths';
import { useApplyDraft } from './use-apply-draft';

const DESCRIPTION_MAX = 2000;

/** Title, where the applicant is among the three steps (earlier steps can be reopened), and the step's content. */
const ApplyLayout = ({ step, children }: { step: ApplyStep; children: ReactNode }) => {
  const t = useT();
  const { associationId } = useAssociation();
  const navigate = useNavigate();
  const steps = [
    { label: t('applyStep1'), description: t('applyStep1Description') },
    { label: t('applyStep2'), description: t('applyStep2Description') },
    { label: t('applyStep3'), description: t('applyStep3Description') },
  ];
  return (
    <Stack gap="lg">
      <div>
        <RouterButton variant="subtle" to="/index/$associationId/courtReformApplyList-csj" params={{ associationId }} px={0}>
          ← {t('applyBackToList')}
        </RouterButton>
      </div>
      <div>
        <Title order={1} size="h2">
          {t('applyTitle')}
        </Title>
        <Text c="dimmed" size="sm" aria-live="polite" data-testid="apply-step-of">
          {t('applyStepOf', { step })}
        </Text>
      </div>
      <nav aria-label={t('applyStepsLabel')}>
        <Stepper
          active={step - 1}
          onStepClick={(index) => {
            const target = (index + 1) as ApplyStep;
            if (target < step) void navigate({ to: applyStepPaths[target], params: { associationId } });
          }}
          allowNextStepsSelect={false}
          size="sm"
        >
          {steps.map((item) => (
            <Stepper.Step key={item.label} label={item.label} description={item.description} />
          ))}
        </Stepper>
      </nav>
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
      <Text size="xs" c="dimmed">
        {t('applyDraftSaved')}
      </Text>
    </Stack>
  );
};

/** courtReformApply-step1-csj: the enterprise. */
export const ApplyStep1Page = () => {
  const t = useT();
  const { associationId } = useAssociation();
  const navigate = useNavigate();
  const { draft, save } = useApplyDraft();
  // The draft seeds the form once; from then on the form owns the values and writes them back.
  const initialValues = useMemo(() => ({ enterpriseName: draft.enterpriseName, creditCode: draft.creditCode }), []);
  const form = useZodForm({ schema: applyStepSchemas[1], initialValues, translate: t.m });

  // Every keystroke is kept: a reload, or a visit to another page, brings it back.
  useEffect(() => save(form.values), [form.values, save]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.validate();
    if (!outcome.ok) return;
    // Kept as the server will read it (trimmed, the credit code in capitals).
    save(outcome.data);
    void navigate({ to: applyStepPaths[2], params: { associationId } });
  };

  return (
    <ApplyLayout step={1}>
      <form onSubmit={submit} noValidate aria-label={t('applyStep1')}>
        <Stack gap="md">
          <TextInput
            label={t('enterpriseName')}
            placeholder={t('applyEnterpriseNamePlaceholder')}
            withAsterisk
            maxLength={100}
            autoComplete="organization"
            data-autofocus
            {...form.getInputProps('enterpriseName')}
          />
          <TextInput
            label={t('creditCode')}
            placeholder={t('applyCreditCodePlaceholder')}
            withAsterisk
            maxLength={18}
            autoCapitalize="characters"
            spellCheck={false}
            {...form.getInputProps('creditCode')}
          />
          <Group justify="space-between">
            <RouterButton variant="default" to="/index/$associationId/courtReformApplyList-csj" params={{ associationId }}>
              {t('cancel')}
            </RouterButton>
            <Button type="submit" data-testid="apply-next">
              {t('next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ApplyLayout>
  );
};

/** courtReformApply-step2-csj: the contact and the situation. */
export const ApplyStep2Page = () => {
  const t = useT();
  const { associationId } = useAssociation();
  const navigate = useNavigate();
  const { draft, save } = useApplyDraft();
  // As in step 1: seeded once from the draft.
  const initialValues = useMemo(
    () => ({ contactName: draft.contactName, contactPhone: draft.contactPhone, description: draft.description }),
    [],
  );
  const form = useZodForm({ schema: applyStepSchemas[2], initialValues, translate: t.m });

  useEffect(() => save(form.values), [form.values, save]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.validate();
    if (!outcome.ok) return;
    save(outcome.data);
    void navigate({ to: applyStepPaths[3], params: { associationId } });
  };

  return (
    <ApplyLayout step={2}>
      <form onSubmit={submit} noValidate aria-label={t('applyStep2')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('contactName')}
              withAsterisk
              maxLength={30}
              autoComplete="name"
              data-autofocus
              {...form.getInputProps('contactName')}
            />
            <TextInput
              label={t('contactPhone')}
              placeholder={t('applyContactPhonePlaceholder')}
              withAsterisk
              type="tel"
              inputMode="numeric"
              maxLength={11}
              autoComplete="tel"
              {...form.getInputProps('contactPhone')}
            />
          </SimpleGrid>
          <Textarea
            label={t('description')}
            placeholder={t('applyDescriptionPlaceholder')}
            withAsterisk
            autosize
            minRows={5}
            maxRows={12}
            maxLength={DESCRIPTION_MAX}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={t('taskLengthCounter', { length: form.values.description.trim().length, limit: DESCRIPTION_MAX })}
            {...form.getInputProps('description')}
          />
          <Group justify="space-between">
            <RouterButton variant="default" to={applyStepPaths[1]} params={{ associationId }} data-testid="apply-previous">
              {t('previous')}
            </RouterButton>
            <Button type="submit" data-testid="apply-next">
              {t('next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ApplyLayout>
  );
};

/** courtReformApply-step3-csj: everything once more, then filed after a confirmation. */
export const ApplyStep3Page = () => {
  const t = useT();
  const { associationId, channel, queryClient } = useAssociation();
  const navigate = useNavigate();
  const { draft, clear } = useApplyDraft();
  const [confirming, setConfirming] = useState(false);
  const parsed = restructuringApplySchema.safeParse(draft);

  const submissionKey = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: (request: RestructuringApplyRequest) => createRestructuringTask(request, submissionKey.current()),
    onSuccess: async ({ taskId, taskNumber }) => {
      submissionKey.renew();
      clear();
      setConfirming(false);
      notifications.show({ color: 'green', message: t('taskApplySubmitted', { number: taskNumber }) });
      await navigate({
        to: '/index/$associationId/courtReformApplyList-csj',
        params: { associationId },
        state: { submittedTask: { taskId, taskNumber } },
      });
      // The list follows the read model a moment later: refresh it once the task is there.
      void refreshAfterCaseCommand(queryClient, restructuringKind, channel, taskId, 0);
    },
    // The server's message is already a toast; the form stays as it was to try again.
    onError: () => setConfirming(false),
  });

  // The route guard only opens this step for a complete draft; another tab may have cleared it since.
  if (!parsed.success) return <Navigate to={applyStepPaths[reachableStep(draft)]} params={{ associationId }} replace />;
  const application = parsed.data;

  const sections: { step: 1 | 2; title: string; rows: [string, string, string?][] }[] = [
    {
      step: 1,
      title: t('applyStep1'),
      rows: [
        [t('enterpriseName'), application.enterpriseName],
        [t('creditCode'), application.creditCode, facts.mono],
      ],
    },
    {
      step: 2,
      title: t('applyStep2'),
      rows: [
        [t('contactName'), application.contactName],
        [t('contactPhone'), application.contactPhone],
        [t('description'), application.description],
      ],
    },
  ];

  return (
    <ApplyLayout step={3}>
      <Stack gap="lg">
        <Text c="dimmed">{t('applyReviewIntro')}</Text>
        {sections.map((section) => (
          <section key={section.step} aria-labelledby={`apply-review-${section.step}`} data-testid={`apply-review-${section.step}`}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h5" id={`apply-review-${section.step}`}>
                {section.title}
              </Title>
              <RouterButton
                variant="subtle"
                size="xs"
                to={applyStepPaths[section.step]}
                params={{ associationId }}
                aria-label={t('applyEditStepLabel', { step: section.title })}
              >
                {t('applyEdit')}
              </RouterButton>
            </Group>
            <dl className={facts.facts}>
              {section.rows.map(([term, value, className]) => (
                <Fragment key={term}>
                  <dt className={facts.term}>{term}</dt>
                  <dd className={className ? `${facts.definition} ${className}` : facts.definition}>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        ))}
        <Group justify="space-between">
          <RouterButton variant="default" to={applyStepPaths[2]} params={{ associationId }} data-testid="apply-previous">
            {t('previous')}
          </RouterButton>
          <Button onClick={() => setConfirming(true)} data-testid="apply-submit">
            {t('applySubmit')}
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={confirming}
        onClose={() => (mutation.isPending ? undefined : setConfirming(false))}
        title={t('applyConfirmTitle')}
      >
        <Stack gap="md" data-testid="apply-confirm">
          <Text>{t('applyConfirmText', { enterprise: application.enterpriseName })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
              {t('cancel')}
            </Button>
            <Button onClick={() => mutation.mutate(application)} loading={mutation.isPending} data-autofocus>
              {t('applyConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ApplyLayout>
  );
};
