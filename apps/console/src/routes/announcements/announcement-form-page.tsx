import { announcementFormSchema, AnnouncementTextLimits, type AnnouncementDetail } from '@bk/contracts';
import { AnnouncementTypes, codeEntries, contentItemStatusLabel } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, isApiError, RouterButton, serverFieldErrors, useZodForm } from '@bk/web';
import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { emptyAnnouncementForm, formValuesOf, saveRequestOf, type EditedAnnouncement } from '../../announcements/announcement-form-values';
import {
  announcementDetailQueryOptions,
  refreshAfterAnnouncementCommand,
  reloadAfterConflict,
  saveAnnouncement,
} from '../../announcements/announcement-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../../features/shell/use-association';
import classes from './announcements.module.css';

const editRoute = getRouteApi('/index/$associationId/shell/authenticated/courtReformGgxx-form/$type/$id');

const characters = (text: string) => Array.from(text.trim()).length;

/**
 * The editor of one announcement. Editing, it carries the version it was loaded at: if someone
 * else saved or switched the announcement meanwhile, the save is refused (409) and the editor is
 * told so and offered the latest version, never silently overwriting the other person's change.
 */
const AnnouncementEditor = ({ detail }: { detail?: AnnouncementDetail }) => {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { associationId, channel } = useAssociation();
  const initialValues = useMemo(() => (detail ? formValuesOf(detail) : emptyAnnouncementForm), [detail]);
  const form = useZodForm({ schema: announcementFormSchema, initialValues, translate: t.m });
  const edited: EditedAnnouncement | undefined = detail ? { contentId: detail.contentId, version: detail.version } : undefined;
  // Kept until a save succeeds: sending the form again after a lost answer writes nothing twice.
  const [requestId] = useState(() => crypto.randomUUID());
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  const typeOptions = useMemo(() => codeEntries(AnnouncementTypes).map((entry) => ({ value: String(entry.code), label: t.l(entry) })), [t]);

  const mutation = useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: async (result) => {
      notifications.show({ color: 'green', message: result.status === 'published' ? t('announcementSaved') : t('announcementSavedUnpublished') });
      await refreshAfterAnnouncementCommand(queryClient, channel, result);
      await navigate({ to: '/index/$associationId/courtReformGgxx', params: { associationId } });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.status === 400 && error.fieldErrors.length > 0) form.setServerErrors(serverFieldErrors(form.fields, error.fieldErrors));
      else if (error.conflict) setConflict(true);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = form.validate();
    if (outcome.ok) mutation.mutate(saveRequestOf(outcome.data, edited, requestId));
  };

  // The page remounts this editor with the newer version (its key), discarding the stale edit.
  const reload = async () => {
    if (!edited) return;
    setReloading(true);
    await reloadAfterConflict(queryClient, channel, edited.contentId, edited.version);
    setReloading(false);
  };

  const typeInput = form.getInputProps('announcementType');
  const counter = (field: 'title' | 'summary', limit: number) => t('lengthCounter', { length: characters(form.values[field]), limit });

  return (
    <form onSubmit={submit} noValidate className={classes.form} data-testid="announcement-form">
      <Stack gap="md">
        {conflict ? (
          <Alert color="red" variant="light" title={t('announcementConflictTitle')} data-testid="announcement-conflict">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('announcementConflictText')}</Text>
              <Button size="xs" color="red" onClick={() => void reload()} loading={reloading}>
                {t('announcementConflictReload')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {detail ? (
          <Text size="sm" c="dimmed" data-testid="announcement-meta">
            {t('announcementMeta', {
              status: t.l(contentItemStatusLabel[detail.status]),
              version: detail.version,
              name: detail.updatedByName,
              at: formatDateTime(detail.updatedAt),
            })}
          </Text>
        ) : null}
        <Select
          {...typeInput}
          onChange={(value) => typeInput.onChange(value ?? '')}
          label={t('announcementTypeLabel')}
          placeholder={t('announcementTypePlaceholder')}
          data={typeOptions}
          required
          allowDeselect={false}
          w={280}
          data-testid="announcement-type"
        />
        <TextInput
          {...form.getInputProps('title')}
          label={t('announcementTitleLabel')}
          placeholder={t('announcementTitlePlaceholder')}
          description={counter('title', AnnouncementTextLimits.title)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          data-testid="announcement-title"
        />
        <Textarea
          {...form.getInputProps('summary')}
          label={t('announcementSummaryLabel')}
          description={`${t('announcementSummaryHint')} ${counter('summary', AnnouncementTextLimits.summary)}`}
          autosize
          minRows={2}
          maxRows={4}
          data-testid="announcement-summary"
        />
        <Textarea
          {...form.getInputProps('body')}
          label={t('announcementBodyLabel')}
          placeholder={t('announcementBodyPlaceholder')}
          required
          autosize
          minRows={10}
          maxRows={30}
          className={classes.body}
          data-testid="announcement-body"
        />
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={conflict} data-testid="announcement-save">
            {t('announcementSave')}
          </Button>
          <RouterButton variant="default" to="/index/$associationId/courtReformGgxx" params={{ associationId }}>
            {t('announcementBack')}
          </RouterButton>
        </Group>
      </Stack>
    </form>
  );
};

const FormFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="md">
    <Title order={1} size="h2">
      {title}
    </Title>
    <Paper withBorder p="lg">
      {children}
    </Paper>
  </Stack>
);

/** courtReformGgxx-form/add */
export const AnnouncementAddPage = () => {
  const t = useT();
  return (
    <FormFrame title={t('announcementAddTitle')}>
      <AnnouncementEditor />
    </FormFrame>
  );
};

/** courtReformGgxx-form/edit/:id */
export const AnnouncementEditPage = () => {
  const t = useT();
  const { channel } = useAssociation();
  const { id } = editRoute.useParams();
  const detail = useQuery(announcementDetailQueryOptions(channel, id));
  return (
    <FormFrame title={t('announcementEditTitle')}>
      {detail.data ? (
        // A newer version (after a conflict, reloaded) starts the editor afresh.
        <AnnouncementEditor key={detail.data.version} detail={detail.data} />
      ) : detail.isError ? (
        <AnnouncementLoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={58} radius="sm" w={280} />
          <Skeleton height={58} radius="sm" />
          <Skeleton height={220} radius="sm" />
        </Stack>
      )}
    </FormFrame>
  );
};

const AnnouncementLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const t = useT();
  const { associationId } = useAssociation();
  const back = (
    <RouterButton variant="light" to="/index/$associationId/courtReformGgxx" params={{ associationId }}>
      {t('announcementBack')}
    </RouterButton>
  );
  if (isApiError(error) && error.notFound) return <EmptyState title={t('announcementNotFound')} action={back} />;
  return <ErrorState error={error} onRetry={onRetry} action={back} />;
};

/** The edit route's loader failed (a deleted or foreign announcement answers 404). */
export const AnnouncementFormError = ({ error, reset }: ErrorComponentProps) => {
  const t = useT();
  return (
    <FormFrame title={t('announcementEditTitle')}>
      <AnnouncementLoadError error={error} onRetry={reset} />
    </FormFrame>
  );
};
