import { DistressTextLimits, distressSupplyMaterialsSchema, type DistressDetail } from '@bk/contracts';
import { distressConsultationStateColor, ErrorState, formatDateTime, isApiError, RouterButton, useDocumentTitle, useSubmissionKey } from '@bk/web';
import { Alert, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { stateLabelOf } from './consultation-state-label';
import { consultationQueryOptions, portalUserKeys, supplyMaterials } from '../account/portal-user-api';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { MaterialsField, type UploadedMaterial } from './materials-field';

const route = getRouteApi('/$variant/$associationId/consultation/$type/$businessId/$functionKey/$taskKey');

/** The applicant's step: supply the materials the handler asked for. */
const SupplyMaterialsForm = ({ detail }: { detail: DistressDetail }) => {
  const t = useT();
  const { channel } = usePortal();
  const queryClient = useQueryClient();
  const [materials, setMaterials] = useState<UploadedMaterial[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submissionKey = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: () =>
      supplyMaterials(
        { businessId: detail.businessId, taskKey: 'supplyMaterials', materialFileIds: materials.map((file) => file.fileId), note: note.trim() || undefined },
        submissionKey.current(),
      ),
    onSuccess: async () => {
      submissionKey.renew();
      await queryClient.invalidateQueries({ queryKey: portalUserKeys.all(channel) });
    },
    onError: (failure) => setError(isApiError(failure) ? failure.msg : t('errorNetwork')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = distressSupplyMaterialsSchema.safeParse({
      businessId: detail.businessId,
      taskKey: 'supplyMaterials',
      materialFileIds: materials.map((file) => file.fileId),
      note,
    });
    if (!parsed.success) return setError(t.m(parsed.error.issues[0]?.message ?? ''));
    setError(undefined);
    mutation.mutate();
  };

  if (mutation.isSuccess) return <Alert color="green" data-testid="step-done">{t('stepDone')}</Alert>;
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('stepTitle')}>
        <Stack gap="md">
          {detail.materialRequest ? (
            <Alert color="orange" data-testid="material-request">
              {t('stepRequest', { note: detail.materialRequest.note })}
            </Alert>
          ) : null}
          <MaterialsField label={t('materials')} value={materials} onChange={setMaterials} required error={error} />
          <Textarea label={t('stepNote')} autosize minRows={2} maxLength={DistressTextLimits.note} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} data-testid="step-submit">
              {t('stepSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

/**
 * consultation/{type}/{businessId}/{functionKey}/{taskKey}: one of the user's consultations, and
 * the step that waits on them (taskKey supplyMaterials). Any other taskKey shows the consultation.
 */
export const ConsultationStepPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { businessId, taskKey } = route.useParams();
  const detail = useQuery(consultationQueryOptions(channel, businessId));
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
        {maySupply ? <SupplyMaterialsForm detail={item} /> : taskKey === 'supplyMaterials' ? <Alert color="gray">{t('stepNotOpen')}</Alert> : null}
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
