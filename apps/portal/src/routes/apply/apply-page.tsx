import { submitApplySchema, type SubmitApplyRequest, type SubmitApplyResponse } from '@bk/contracts';
import { isApiError, RouterButton, serverFieldErrors, useDocumentTitle, useSubmissionKey, useZodForm } from '@bk/web';
import {
  ActionIcon,
  Button,
  Container,
  CopyButton,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { submitApply } from './apply-api';
import classes from './apply-page.module.css';

const emptyForm = { enterpriseName: '', creditCode: '', contactName: '', contactPhone: '', description: '' };
const DESCRIPTION_MAX = 2000;

const CopyIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a1 1 0 0 1 1-1h10" />
  </svg>
);

const SuccessView = ({
  result,
  contactPhone,
  onAnother,
}: {
  result: SubmitApplyResponse;
  contactPhone: string;
  onAnother: () => void;
}) => {
  const t = useT();
  const { variant, associationId } = usePortal();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the outcome so screen readers announce it and keyboard users start there.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper withBorder shadow="sm" p="xl" className={classes.success} data-testid="apply-success">
      <Stack gap="md">
        <Title order={2} ref={heading} tabIndex={-1} className={pageClasses.heading}>
          {t('applySuccessTitle')}
        </Title>
        <Text c="dimmed">{t('applySuccessText')}</Text>
        <div>
          <Text size="sm" c="dimmed">
            {t('caseNumber')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <span className={classes.caseNumber} data-testid="case-number">
              {result.caseNumber}
            </span>
            <CopyButton value={result.caseNumber} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
                  <ActionIcon variant="light" color={copied ? 'teal' : 'brand'} onClick={copy} aria-label={t('copyCaseNumber')} size="lg">
                    <CopyIcon />
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </div>
        <Group>
          <RouterButton
            to="/$variant/$associationId/reconciliationList"
            params={{ variant, associationId }}
            search={{ caseNumber: result.caseNumber }}
            state={{ contactPhone }}
          >
            {t('goToProgress')}
          </RouterButton>
          <Button variant="default" onClick={onAnother}>
            {t('applyAnother')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

/** reconciliation: the out-of-court restructuring application (spec §2). */
export const ApplyPage = () => {
  const t = useT();
  const { association, traits } = usePortal();
  const title = traits.consultationNaming ? t('applyTitleCsj') : t('applyTitle');
  useDocumentTitle(title, association.title);

  const form = useZodForm({ schema: submitApplySchema, initialValues: emptyForm, translate: t.m });
  const [pending, setPending] = useState<SubmitApplyRequest | null>(null);
  const [result, setResult] = useState<{ response: SubmitApplyResponse; contactPhone: string } | null>(null);

  const submissionKey = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: (request: SubmitApplyRequest) => submitApply({ request, idempotencyKey: submissionKey.current() }),
    onSuccess: (response, request) => {
      submissionKey.renew();
      setPending(null);
      setResult({ response, contactPhone: request.contactPhone });
      form.reset();
    },
    onError: (error) => {
      // The server's msg is already a toast; its field errors go next to the fields.
      setPending(null);
      if (isApiError(error)) form.setServerErrors(serverFieldErrors(form.fields, error.fieldErrors));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.validate();
    if (outcome.ok) setPending(outcome.data);
  };

  const summary: [string, string][] = pending
    ? [
        [t('enterpriseName'), pending.enterpriseName],
        [t('creditCode'), pending.creditCode],
        [t('contactName'), pending.contactName],
        [t('contactPhone'), pending.contactPhone],
        [t('description'), pending.description],
      ]
    : [];

  return (
    <Container size="md" className={pageClasses.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {result ? null : <Text c="dimmed">{t('applyIntro')}</Text>}
        </div>

        {result ? (
          <SuccessView result={result.response} contactPhone={result.contactPhone} onAnother={() => setResult(null)} />
        ) : (
          <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
            <form onSubmit={submit} noValidate aria-label={title}>
              <Stack gap="md">
                <TextInput
                  label={t('enterpriseName')}
                  placeholder={t('enterpriseNamePlaceholder')}
                  withAsterisk
                  maxLength={100}
                  autoComplete="organization"
                  {...form.getInputProps('enterpriseName')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('creditCode')}
                    placeholder={t('creditCodePlaceholder')}
                    withAsterisk
                    maxLength={18}
                    autoCapitalize="characters"
                    spellCheck={false}
                    {...form.getInputProps('creditCode')}
                  />
                  <TextInput
                    label={t('contactName')}
                    withAsterisk
                    maxLength={30}
                    autoComplete="name"
                    {...form.getInputProps('contactName')}
                  />
                </SimpleGrid>
                <TextInput
                  label={t('contactPhone')}
                  placeholder={t('contactPhonePlaceholder')}
                  withAsterisk
                  type="tel"
                  inputMode="numeric"
                  maxLength={11}
                  autoComplete="tel"
                  {...form.getInputProps('contactPhone')}
                />
                <Textarea
                  label={t('description')}
                  placeholder={t('descriptionPlaceholder')}
                  withAsterisk
                  autosize
                  minRows={5}
                  maxRows={12}
                  maxLength={DESCRIPTION_MAX}
                  description={t('characterCount', { count: form.values.description.length, max: DESCRIPTION_MAX })}
                  {...form.getInputProps('description')}
                />
                <Group justify="flex-end">
                  <Button type="submit" size="md" loading={mutation.isPending} data-testid="apply-submit">
                    {t('applySubmit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>

      <Modal
        opened={pending !== null}
        onClose={() => (mutation.isPending ? undefined : setPending(null))}
        title={t('applyConfirmTitle')}
        size="lg"
      >
        <Stack gap="md" data-testid="apply-confirm">
          <Text size="sm" c="dimmed">
            {t('applyConfirmText')}
          </Text>
          <dl className={classes.summary}>
            {summary.map(([term, value]) => (
              <Fragment key={term}>
                <dt className={classes.term}>{term}</dt>
                <dd className={classes.definition}>{value}</dd>
              </Fragment>
            ))}
          </dl>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)} disabled={mutation.isPending}>
              {t('applyEdit')}
            </Button>
            <Button onClick={() => pending && mutation.mutate(pending)} loading={mutation.isPending} data-autofocus>
              {t('applyConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
};
