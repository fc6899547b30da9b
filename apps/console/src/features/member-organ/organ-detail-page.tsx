import type { ConsultantInfo, OrganDetail } from '@bk/contracts';
import { checkConsultant } from '@bk/domain';
import { ErrorState, formatDateTime, useSubmissionKey } from '@bk/web';
import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { bindTextFields, FormModal, useFieldProblems, type TextFieldOptions } from '../shared/form-dialogs';
import { QueryTable } from '../shared/query-table';
import facts from '../shared/facts.module.css';
import { useAssociation } from '../shell/use-association';
import { useRightKeys } from '../shell/use-right-keys';
import { addConsultant, consultantsQueryOptions, editConsultant, organDetailQueryOptions, refreshOrgans, type ConsultantInput } from './member-organ-queries';
import { OrganOfficeTree } from './organ-office-tree';
import type { OrganNavigation, OrganScreens } from './organ-screens';

type ConsultantForm = { consultantId?: string } & ConsultantInput;

const Consultants = ({ screens, orgId }: { screens: OrganScreens; orgId: string }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const mayEdit = useRightKeys().includes(screens.declaration.editKey);
  const consultants = useQuery(consultantsQueryOptions(channel, orgId));
  const [form, setForm] = useState<ConsultantForm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { setProblems, problemOf } = useFieldProblems();
  const key = useSubmissionKey();
  const save = useMutation({
    mutationFn: ({ consultantId, ...consultant }: ConsultantForm) => (consultantId ? editConsultant(orgId, consultantId, consultant) : addConsultant(orgId, consultant, key.current())),
    onSuccess: async (_result, saved) => {
      key.renew();
      setForm(null);
      await refreshOrgans(queryClient, channel, 'csj');
      notifications.show({ color: 'green', message: t('organSaved', { name: saved.name.trim() }) });
    },
    onError: (failure) => setError(failure.message),
  });
  const open = (next: ConsultantForm) => {
    setError(null);
    setProblems([]);
    setForm(next);
  };
  const submit = () => {
    if (!form) return;
    const checked = checkConsultant({ ...form, consultantId: form.consultantId ?? '' });
    setProblems(checked.ok ? [] : checked.problems);
    if (checked.ok) save.mutate(form);
  };
  const text = (field: keyof ConsultantInput, label: string, options: TextFieldOptions) =>
    form ? bindTextFields(form, setForm, problemOf, `${screens.testId}-consultant`)(field, label, options) : null;
  const edit = (consultant: ConsultantInfo) =>
    open({ consultantId: consultant.consultantId, name: consultant.name, mobileNo: consultant.mobileNo, speciality: consultant.speciality, title: consultant.title, intro: consultant.intro });

  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('organConsultants')}
        </Title>
        {mayEdit ? (
          <Button size="xs" onClick={() => open({ name: '', mobileNo: '', speciality: '', title: '', intro: '' })} data-testid={`${screens.testId}-consultant-add`}>
            {t('consultantAdd')}
          </Button>
        ) : null}
      </Group>
      <QueryTable
        query={consultants}
        testId={`${screens.testId}-consultants`}
        minWidth={520}
        empty={t('consultantEmpty')}
        rowKey={(consultant) => consultant.consultantId}
        rowLabel={(consultant) => consultant.name}
        columns={[
          { key: 'name', header: t('consultantName'), cell: (consultant) => consultant.name },
          { key: 'speciality', header: t('consultantSpeciality'), cell: (consultant) => consultant.speciality },
          { key: 'title', header: t('consultantTitle'), cell: (consultant) => consultant.title || '--' },
          { key: 'mobile', header: t('userMobile'), cell: (consultant) => consultant.mobileNo },
          mayEdit && {
            key: 'actions',
            header: t('actions'),
            cell: (consultant) => (
              <Button size="xs" variant="light" onClick={() => edit(consultant)}>
                {t('organEditLabel')}
              </Button>
            ),
          },
        ]}
      />
      {form ? (
        <FormModal title={form.consultantId ? t('consultantEdit') : t('consultantAdd')} error={error} pending={save.isPending} submitTestId={`${screens.testId}-consultant-save`} onSubmit={submit} onClose={() => setForm(null)}>
          {text('name', t('consultantName'), { required: true, maxLength: 30 })}
          {text('mobileNo', t('userMobile'), { required: true, maxLength: 11 })}
          {text('speciality', t('consultantSpeciality'), { required: true, maxLength: 50 })}
          {text('title', t('consultantTitle'), { maxLength: 50 })}
          <Textarea label={t('organIntro')} maxLength={1000} autosize minRows={2} value={form.intro} error={problemOf('intro')} onChange={(event) => setForm({ ...form, intro: event.currentTarget.value })} />
        </FormModal>
      ) : null}
    </Paper>
  );
};

const Profile = ({ organ, screens }: { organ: OrganDetail; screens: OrganScreens }) => {
  const t = useT();
  const noun = t.l(screens.declaration.noun);
  const rows: [string, string | number][] = [
    [t('organUnifiedNo'), organ.unifiedNo],
    [t('organContactPerson'), organ.contactPerson],
    [t('organContactPhone'), organ.contactPhone],
    [t('organAddress'), organ.address || '--'],
    [t('organOffices'), organ.officeCount],
    [t('organUsers'), organ.userCount],
    ...(screens.declaration.consultants ? [[t('organConsultants'), organ.consultantCount] as [string, number]] : []),
    [t('organCreatedAt'), formatDateTime(organ.createdAt)],
    [t('organIntro'), organ.intro || '--'],
  ];
  return (
    <Paper withBorder p="md" aria-label={t('organDetailLink', { noun })}>
      <dl className={facts.facts}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={facts.term}>{term}</dt>
            <dd className={facts.definition}>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
};

/**
 * orgDetail / orgTree (and a law firm's detail): the organisation's profile, its office tree with
 * staff, and — for a kind with consultants — its consultants. `view` picks what this screen shows:
 * a kind with a separate tree screen shows the tree there.
 */
export const OrganDetailPage = ({ screens, nav, orgId, view }: { screens: OrganScreens; nav: OrganNavigation; orgId: string; view: 'detail' | 'tree' }) => {
  const t = useT();
  const { channel } = useAssociation();
  const { declaration, testId } = screens;
  const noun = t.l(declaration.noun);
  const mayEdit = useRightKeys().includes(declaration.editKey);
  const detail = useQuery(organDetailQueryOptions(channel, declaration.kind, orgId));
  const showTree = view === 'tree' || nav.tree === undefined;
  const showProfile = view === 'detail';

  if (detail.isPending) return <Skeleton height={320} />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const organ = detail.data;
  return (
    <Stack gap="md" data-testid={`${testId}-detail`}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {organ.name}
          </Title>
          <Text c="dimmed">{view === 'tree' ? t('officeTree', { noun }) : t('organDetailLink', { noun })}</Text>
        </div>
        <Group>
          <Button variant="default" onClick={nav.list}>
            {t('organBack')}
          </Button>
          {view === 'detail' && nav.tree ? (
            <Button variant="light" onClick={() => nav.tree?.(orgId)} data-testid={`${testId}-tree-open`}>
              {t('organTreeLink')}
            </Button>
          ) : null}
          {view === 'tree' ? (
            <Button variant="light" onClick={() => nav.detail(orgId)}>
              {t('organDetailLink', { noun })}
            </Button>
          ) : null}
          {mayEdit && showProfile ? (
            <Button onClick={() => nav.edit(orgId)} data-testid={`${testId}-edit`}>
              {t('organEdit', { noun })}
            </Button>
          ) : null}
        </Group>
      </Group>
      {showProfile ? <Profile organ={organ} screens={screens} /> : null}
      {showTree ? <OrganOfficeTree screens={screens} orgId={orgId} /> : null}
      {showProfile && declaration.consultants ? <Consultants screens={screens} orgId={orgId} /> : null}
    </Stack>
  );
};
