import type { DistressSupplyMaterialsRequest, FormRegion } from '@bk/contracts';
import {
  distressConsultationStateColor,
  ErrorState,
  formatDateTime,
  formRegionQueryOptions,
  FormRegionFields,
  isApiError,
  localize,
  PORTAL_UPLOAD_ENDPOINTS,
  RouterButton,
  StepFormDraftBar,
  useDocumentTitle,
  useLanguage,
  useStepFormState,
  useSubmissionKey,
} from '@bk/web';
import { Alert, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { stateLabelOf } from './consultation-state-label';
import { consultationQueryOptions, portalUserKeys, supplyMaterials } from '../account/portal-user-api';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';

const route = getRouteApi('/$variant/$associationId/consultation/$type/$businessId/$functionKey/$taskKey');

type SupplyValues = Omit<DistressSupplyMaterialsRequest, 'businessId' | 'taskKey'>;

/** The applicant's step, as its declared form (distressStepForms.supplyMaterials) with their draft. */
const SupplyMaterialsForm = ({ region, onDone }: { region: FormRegion; onDone: () => void }) => {
  const t = useT();
  const language = useLanguage();
  const { channel } = usePortal();
  const queryClient = useQueryClient();
  const state = useStepFormState<SupplyValues>(channel, region, STEP_CALLS);
  const [error, setError] = useState<string | undefined>(undefined);
  const submissionKey = useSubmissionKey();
  const { businessId, actionable } = region.processLinkConfig;
  const mutation = useMutation({
    mutationFn: (values: SupplyValues) => supplyMaterials({ businessId, taskKey: 'supplyMaterials', ...values }, submissionKey.current()),
    onSuccess: async () => {
      submissionKey.renew();
      onDone();
      await queryClient.invalidateQueries({ queryKey: portalUserKeys.all(channel) });
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.fieldErrors.length > 0) {
        state.setErrors(Object.fromEntries(failure.fieldErrors.map((field) => [field.field, field.message])));
        return;
      }
      setError(isApiError(failure) ? t.m(failure.msg) : t('errorNetwork'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = state.validate();
    if (!outcome.ok) return;
    setError(undefined);
    mutation.mutate(outcome.data);
  };

  if (!actionable) return <Alert color="gray">{t('stepNotOpen')}</Alert>;
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={localize(language, region.configForm.title)}>
        <Stack gap="md">
          {region.notice ? (
            <Alert color="orange" data-testid="material-request">
              {t('stepRequest', { note: region.notice })}
            </Alert>
          ) : null}
          <FormRegionFields
            elements={region.elements}
            state={state}
            uploadEndpoints={PORTAL_UPLOAD_ENDPOINTS}
            disabled={mutation.isPending}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <StepFormDraftBar state={state} disabled={mutation.isPending} />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} data-testid="step-submit">
              {localize(language, region.configForm.submitLabel)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

const STEP_CALLS = { redirectOnUnauthorized: false } as const;

/** Loads the step's form (POST /api/v1/reform/getCurrentDetailInfo), then shows it. */
const SupplyMaterialsStep = ({ businessId, functionKey, onDone }: { businessId: string; functionKey: string; onDone: () => void }) => {
  const { channel } = usePortal();
  const region = useQuery(formRegionQueryOptions(channel, { businessId, taskKey: 'supplyMaterials', functionKey }, STEP_CALLS));
  if (region.isPending) return <Skeleton h={200} />;
  if (region.isError) return <ErrorState error={region.error} onRetry={() => void region.refetch()} />;
  return <SupplyMaterialsForm region={region.data} onDone={onDone} />;
};

/**
 * consultation/{type}/{businessId}/{functionKey}/{taskKey}: one of the user's consultations, and
 * the step that waits on them (taskKey supplyMaterials). Any other taskKey shows the consultation.
 */
export const ConsultationStepPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { businessId, functionKey, taskKey } = route.useParams();
  const detail = useQuery(consultationQueryOptions(channel, businessId));
  // Once supplied, the consultation no longer waits on the user: the confirmation outlives the form.
  const [supplied, setSupplied] = useState(false);
  useDocumentTitle(detail.data?.consultationNumber ?? t('consultationListTitle'), association.title);

  if (detail.isPending)
    return (
      <Container size="md" className={pageClasses.page}>
        <Skeleton h={240} />
      </Container>
    );
  if (detail.isError)
    return (
      <Container size="md" className={pageClasses.page}>
        {isApiError(detail.error) && detail.error.notFound ? (
          <Alert color="gray" title={t('consultationNotFound')}>
            <RouterButton mt="sm" variant="default" to="/$variant/$associationId/consultationList" params={{ variant, associationId }}>
              {t('viewMyConsultations')}
            </RouterButton>
          </Alert>
        ) : (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </Container>
    );

  const item = detail.data;
  const maySupply = item.availableActions.includes('supplyMaterials');
  return (
    <Container size="md" className={pageClasses.page}>
      <Stack gap="lg">
        <div>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {taskKey === 'supplyMaterials' ? t('stepTitle') : item.applicantName}
            </Title>
            <Badge color={distressConsultationStateColor(item.stateCode)} variant="light" data-testid="consultation-state">
              {t.l(stateLabelOf(item.stateCode))}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {t('consultationNumber')} {item.consultationNumber} · {formatDateTime(item.submittedAt)}
          </Text>
        </div>
        {supplied ? (
          <Alert color="green" data-testid="step-done">
            {t('stepDone')}
          </Alert>
        ) : maySupply ? (
          <SupplyMaterialsStep businessId={item.businessId} functionKey={functionKey} onDone={() => setSupplied(true)} />
        ) : taskKey === 'supplyMaterials' ? (
          <Alert color="gray">{t('stepNotOpen')}</Alert>
        ) : null}
        {item.opinion ? (
          <Paper withBorder p="md">
            <Text fw={600}>{t('opinion')}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.opinion}
            </Text>
          </Paper>
        ) : null}
        <Paper withBorder p="md">
          <Text fw={600} mb="sm">
            {t('timeline')}
          </Text>
          <Timeline bulletSize={14} lineWidth={2} active={item.timeline.length - 1}>
            {item.timeline.map((entry) => (
              <Timeline.Item key={`${entry.version}`} title={t.l(stateLabelOf(entry.stateCode))}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.at)}
                </Text>
                {entry.detail ? <Text size="sm">{entry.detail}</Text> : null}
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
      </Stack>
    </Container>
  );
};
