import {
  enterpriseDistressApplicationSchema,
  personalDistressApplicationSchema,
  type CreateFlowInstanceRequest,
  type CreateFlowInstanceResponse,
  type DistressConsultationType,
  type PortalUserInfo,
} from '@bk/contracts';
import { moneyOnBlur } from '@bk/domain';
import { ErrorState, isApiError, RouterButton, serverFieldErrors, useDocumentTitle, useSubmissionKey, useZodForm, type ZodFormInputProps } from '@bk/web';
import { Alert, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n';
import { createConsultation, portalUserKeys, portalUserQueryOptions } from '../account/portal-user-api';
import pageClasses from '../page.module.css';
import { usePortal } from '../use-portal';
import { COUNT_FIELDS, initialConsultationValues, MONEY_FIELDS } from './consultation-form';
import { MaterialsField, type UploadedMaterial } from './materials-field';

const route = getRouteApi('/$variant/$associationId/consultation/$type');

/** Money inputs reformat on blur (spec §5); count inputs keep digits only. */
const withInputRules = (field: string, props: ZodFormInputProps): ZodFormInputProps => {
  if (MONEY_FIELDS.has(field)) {
    return {
      ...props,
      onBlur: () => {
        const formatted = moneyOnBlur(props.value);
        if (formatted !== props.value) props.onChange(formatted);
        props.onBlur();
      },
    };
  }
  if (COUNT_FIELDS.has(field)) return { ...props, onChange: (event) => props.onChange((typeof event === 'string' ? event : event.currentTarget.value).replace(/\D/g, '')) };
  return props;
};

const SubmittedView = ({ response }: { response: CreateFlowInstanceResponse }) => {
  const t = useT();
  const { variant, associationId } = usePortal();
  return (
    <Alert color="green" title={t('consultationSubmitted', { number: response.consultationNumber })} data-testid="consultation-submitted">
      <RouterButton mt="sm" size="sm" to="/$variant/$associationId/consultationList" params={{ variant, associationId }}>
        {t('viewMyConsultations')}
      </RouterButton>
    </Alert>
  );
};

/** A person consults under their certified identity: shown, not asked. */
const CertifiedIdentity = ({ user }: { user: PortalUserInfo }) => {
  const t = useT();
  return (
    <div data-testid="consulting-as">
      <Text size="sm" fw={500}>
        {t('consultingAs')}
      </Text>
      <Text>
        {user.name}
        <Text span c="dimmed" ml="sm" ff="monospace">
          {user.citizenIdMasked}
        </Text>
      </Text>
    </div>
  );
};

type ConsultationFormProps = { type: DistressConsultationType; prefill: string | undefined; user: PortalUserInfo };

const ConsultationForm = ({ type, prefill, user }: ConsultationFormProps) => {
  const t = useT();
  const { channel } = usePortal();
  const queryClient = useQueryClient();
  const initial = useMemo(() => initialConsultationValues(type, prefill), [type, prefill]);
  // One form state for either schema: the values are the text of the inputs, the output the request.
  const schema: z.ZodType<CreateFlowInstanceRequest, Record<string, unknown>> =
    type === 'personal' ? personalDistressApplicationSchema : enterpriseDistressApplicationSchema;
  const form = useZodForm({ schema, initialValues: initial.values, translate: t.m });
  const [materials, setMaterials] = useState<UploadedMaterial[]>([]);
  const [submitted, setSubmitted] = useState<CreateFlowInstanceResponse | null>(null);
  const submissionKey = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: (request: CreateFlowInstanceRequest) => createConsultation(request, submissionKey.current()),
    onSuccess: async (response) => {
      submissionKey.renew();
      setSubmitted(response);
      await queryClient.invalidateQueries({ queryKey: portalUserKeys.all(channel) });
    },
    onError: (error) => {
      if (isApiError(error)) form.setServerErrors(serverFieldErrors(form.fields, error.fieldErrors));
    },
  });

  if (submitted) return <SubmittedView response={submitted} />;

  const input = (field: string) => withInputRules(field, form.getInputProps(field));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.validate();
    if (outcome.ok) mutation.mutate({ ...outcome.data, materialFileIds: materials.map((file) => file.fileId) });
  };
  const money = { inputMode: 'decimal' as const, maxLength: 20 };
  const count = { inputMode: 'numeric' as const, maxLength: 8 };

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate aria-label={type === 'personal' ? t('consultationPersonalTitle') : t('consultationEnterpriseTitle')}>
        <Stack gap="md">
          {initial.prefilled ? (
            <Alert color="blue" variant="light" data-testid="prefilled">
              {t('prefilled')}
            </Alert>
          ) : null}
          {type === 'personal' ? (
            <CertifiedIdentity user={user} />
          ) : (
            <>
              <TextInput label={t('enterpriseName')} withAsterisk maxLength={100} autoComplete="organization" {...input('enterpriseName')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('creditCode')} withAsterisk maxLength={18} autoCapitalize="characters" spellCheck={false} {...input('creditCode')} />
                <TextInput label={t('contactName')} withAsterisk maxLength={30} autoComplete="name" {...input('contactName')} />
              </SimpleGrid>
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('phone')} withAsterisk type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" {...input('phone')} />
            <TextInput label={t('email')} type="email" maxLength={100} autoComplete="email" {...input('email')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('debtAmount')} withAsterisk {...money} {...input('debtAmount')} />
            <TextInput label={t('assetAmount')} {...money} {...input('assetAmount')} />
            {type === 'personal' ? (
              <TextInput label={t('monthlyIncome')} {...money} {...input('monthlyIncome')} />
            ) : (
              <TextInput label={t('employeeCount')} withAsterisk {...count} {...input('employeeCount')} />
            )}
            <TextInput label={t('creditorCount')} withAsterisk {...count} {...input('creditorCount')} />
          </SimpleGrid>
          <Textarea
            label={t('distressDescription')}
            placeholder={t('distressDescriptionPlaceholder')}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            maxLength={2000}
            {...input('description')}
          />
          <MaterialsField label={t('materials')} value={materials} onChange={setMaterials} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={mutation.isPending} data-testid="consultation-submit">
              {t('submitConsultation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};

/** consultation/{type}: the personal or the enterprise distress-consultation form; a person must be certified first. */
export const ConsultationFormPage = () => {
  const t = useT();
  const { variant, associationId, channel, association } = usePortal();
  const { type } = route.useParams();
  const { prefill } = route.useSearch();
  const title = type === 'personal' ? t('consultationPersonalTitle') : t('consultationEnterpriseTitle');
  useDocumentTitle(title, association.title);
  const me = useQuery(portalUserQueryOptions(channel));

  return (
    <Container size="md" className={pageClasses.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('consultationIntro')}</Text>
        </div>
        {me.isError ? (
          <ErrorState error={me.error} onRetry={() => void me.refetch()} />
        ) : !me.data ? (
          <Skeleton h={320} />
        ) : type === 'personal' && me.data.certification !== 'certified' ? (
          <Alert color="orange" title={t('certifyFirst')} data-testid="certify-first">
            <RouterButton
              mt="sm"
              to="/$variant/$associationId/userCenter"
              params={{ variant, associationId }}
              search={{ tab: 'certification', back: `/${variant}/${associationId}/consultation/${type}${prefill ? `?prefill=${encodeURIComponent(prefill)}` : ''}` }}
            >
              {t('goCertify')}
            </RouterButton>
          </Alert>
        ) : (
          <ConsultationForm key={`${type}:${prefill ?? ''}`} type={type} prefill={prefill} user={me.data} />
        )}
      </Stack>
    </Container>
  );
};
