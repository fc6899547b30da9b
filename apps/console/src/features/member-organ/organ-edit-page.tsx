import type { OrganDetail } from '@bk/contracts';
import { checkOrganProfile } from '@bk/domain';
import { ErrorState, useSubmissionKey } from '@bk/web';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { bindTextFields, useFieldProblems } from '../shared/form-dialogs';
import { useAssociation } from '../shell/use-association';
import { addOrgan, editOrgan, organDetailQueryOptions, refreshOrgans, type OrganProfileInput } from './member-organ-queries';
import type { OrganNavigation, OrganScreens } from './organ-screens';

const valuesOf = (organ?: OrganDetail): OrganProfileInput => ({
  name: organ?.name ?? '',
  unifiedNo: organ?.unifiedNo ?? '',
  contactPerson: organ?.contactPerson ?? '',
  contactPhone: organ?.contactPhone ?? '',
  address: organ?.address ?? '',
  intro: organ?.intro ?? '',
});

const OrganForm = ({ screens, nav, organ }: { screens: OrganScreens; nav: OrganNavigation; organ?: OrganDetail }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const submissionKey = useSubmissionKey();
  const { declaration } = screens;
  const noun = t.l(declaration.noun);
  const [values, setValues] = useState<OrganProfileInput>(() => valuesOf(organ));
  const { setProblems, problemOf } = useFieldProblems();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => (organ ? editOrgan(declaration.kind, organ.orgId, organ.version, values) : addOrgan(declaration.kind, values, submissionKey.current())),
    onSuccess: async (result) => {
      submissionKey.renew();
      await refreshOrgans(queryClient, channel, declaration.kind);
      notifications.show({ color: 'green', message: t('organSaved', { name: values.name.trim() }) });
      nav.detail(result.orgId);
    },
    onError: (failure) => setError(failure.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // The domain's own rules first, so each field shows its message before anything is sent.
    const checked = checkOrganProfile(values, { name: t('organName', { noun }) });
    setProblems(checked.ok ? [] : checked.problems);
    if (checked.ok) save.mutate();
  };
  const field = bindTextFields(values, setValues, problemOf, screens.testId);
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {field('name', t('organName', { noun }), { required: true, maxLength: 100 })}
        {field('unifiedNo', t('organUnifiedNo'), { required: true, maxLength: 18 })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('contactPerson', t('organContactPerson'), { required: true, maxLength: 30 })}
          {field('contactPhone', t('organContactPhone'), { required: true, maxLength: 20, inputMode: 'tel' })}
        </SimpleGrid>
        {field('address', t('organAddress'), { maxLength: 200 })}
        <Textarea
          label={t('organIntro')}
          maxLength={1000}
          autosize
          minRows={3}
          value={values.intro}
          error={problemOf('intro')}
          onChange={(event) => setValues({ ...values, intro: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => (organ ? nav.detail(organ.orgId) : nav.list())}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid={`${screens.testId}-save`}>
            {t('formSave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

/** orgEdit: a new organisation, or one edited at the version it was read at (a stale one is refused). */
export const OrganEditPage = ({ screens, nav, orgId }: { screens: OrganScreens; nav: OrganNavigation; orgId?: string }) => {
  const t = useT();
  const { channel } = useAssociation();
  const noun = t.l(screens.declaration.noun);
  const detail = useQuery({ ...organDetailQueryOptions(channel, screens.declaration.kind, orgId ?? ''), enabled: orgId !== undefined });
  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {orgId ? t('organEdit', { noun }) : t('organAdd', { noun })}
      </Title>
      {orgId === undefined ? (
        <OrganForm screens={screens} nav={nav} />
      ) : detail.isPending ? (
        <Skeleton height={320} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <OrganForm key={detail.data.version} screens={screens} nav={nav} organ={detail.data} />
      )}
    </Stack>
  );
};
