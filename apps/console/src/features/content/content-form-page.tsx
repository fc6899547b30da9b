import type { ContentDetail, FileDownloadUrl } from '@bk/contracts';
import { AnnouncementTypes, codeEntries, ContentKinds, isContentKindKey, type ContentKind } from '@bk/domain';
import { api, EmptyState, ErrorState, FileUpload, formatDateTime, isApiError, uploadFile, UploadFailure, useSubmissionKey } from '@bk/web';
import { ActionIcon, Alert, Button, CopyButton, Group, Input, Paper, Select, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useAssociation } from '../shell/use-association';
import { AttachmentsInput, ContentFieldInput } from './components/content-fields';
import { ContentRevisionsDrawer } from './components/content-revisions-drawer';
import { LabelPicker } from './components/label-picker';
import { RichTextField, type InsertedImage } from './components/rich-text-field';
import { SchedulePanel } from './components/schedule-panel';
import { contentFormErrors, emptyFormState, formPartsOf, formStateOf, saveRequestOf, type ContentFormErrors, type ContentFormState } from './content-kind-view';
import { ContentLinkButton, contentPaths } from './content-links';
import { useContentT } from './content-messages';
import { contentCategoriesQueryOptions, contentDetailQueryOptions, refreshAfterContentCommand, reloadAfterConflict, saveContent } from './content-queries';
import type { ContentScreen } from './content-screens';
import { htmlToText } from './revision-diff';

const characters = (text: string) => Array.from(text.trim()).length;

/** Uploads an image picked for the body and answers with a short-lived address to show it while editing. */
const uploadBodyImage = async (file: File): Promise<InsertedImage> => {
  const stored = await uploadFile({ api, createRequest: () => new XMLHttpRequest() }, { name: file.name, size: file.size, blob: file }, () => undefined);
  const link = await api.get<FileDownloadUrl>('/api/v1/upload/url', { params: { fileId: stored.fileId }, quiet: true });
  return { src: link.url, alt: stored.fileName, fileId: stored.fileId };
};

/** What the editor had typed when a newer version was loaded over it: kept to copy from. */
export type RescuedEdit = { title: string; text: string };

type EditorProps = {
  screen: ContentScreen;
  kind: ContentKind;
  detail?: ContentDetail;
  rescued?: RescuedEdit;
  onConflictReload?: (rescued: RescuedEdit) => Promise<void>;
};

/**
 * The form of one item, its parts from the kind's description. Editing, it carries the version it
 * was loaded at: if someone else changed the item meanwhile the save is refused (409), the editor
 * is told, their text stays on screen to copy, and the latest version can be loaded.
 */
export const ContentEditor = ({ screen, kind, detail, rescued, onConflictReload }: EditorProps) => {
  const t = useContentT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { associationId, channel } = useAssociation();
  const parts = useMemo(() => new Set(formPartsOf(kind)), [kind]);
  const [state, setState] = useState<ContentFormState>(() => (detail ? formStateOf(kind, detail) : emptyFormState(kind)));
  const [errors, setErrors] = useState<ContentFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [rescue, setRescue] = useState(rescued);
  const submission = useSubmissionKey();
  const categories = useQuery({ ...contentCategoriesQueryOptions(channel), enabled: parts.has('category') });
  const noun = t.l(screen.noun);
  const paths = contentPaths(screen, associationId);
  const listHref = screen.kinds.length > 1 ? paths.list(kind.key) : paths.list();

  const update = (patch: Partial<ContentFormState>) =>
    setState((current) => {
      const next = { ...current, ...patch, fields: { ...current.fields, ...patch.fields } };
      // After the first attempt, messages follow the typing.
      if (submitted) setErrors(contentFormErrors(kind, next));
      return next;
    });
  const error = (key: string) => (errors[key] ? t.m(errors[key]) : undefined);

  const mutation = useMutation({
    mutationFn: () =>
      saveContent(saveRequestOf(kind, state, detail ? { contentId: detail.contentId, version: detail.version } : undefined, submission.current()), submission.current()),
    onSuccess: async (result) => {
      submission.renew();
      notifications.show({ color: 'green', message: result.status === 'published' ? t('formSaved') : t('formSavedUnpublished') });
      await refreshAfterContentCommand(queryClient, channel, result);
      await navigate({ href: listHref });
    },
    onError: (failure) => {
      if (!isApiError(failure)) return;
      if (failure.status === 400 && failure.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(failure.fieldErrors.map((fieldError) => [fieldError.field, fieldError.message])));
      } else if (failure.conflict) setConflict(true);
      else if (failure.status === 403) notifications.show({ color: 'red', title: t('contentRefused'), message: t('formForbidden') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = contentFormErrors(kind, state);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
    else document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const myText = `${state.title}\n\n${htmlToText(state.body)}`;
  const reload = async () => {
    if (!onConflictReload) return;
    setReloading(true);
    await onConflictReload({ title: state.title, text: myText });
    setReloading(false);
  };

  const typeOptions = codeEntries(AnnouncementTypes).map((entry) => ({ value: String(entry.code), label: t.l(entry) }));
  const categoryOptions = (categories.data ?? []).filter((category) => category.kind === kind.key).map((category) => ({ value: String(category.code), label: category.name }));

  return (
    <form onSubmit={submit} noValidate data-testid="content-form">
      <Stack gap="md">
        {conflict ? (
          <Alert color="red" variant="light" title={t('formConflictTitle', { noun })} data-testid="content-conflict">
            <Stack gap="sm" align="stretch">
              <Text size="sm">{t('formConflictText')}</Text>
              <Textarea label={t('formConflictYourText')} value={myText} readOnly autosize minRows={2} maxRows={8} />
              <Group>
                <CopyButton value={myText}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy}>
                      {copied ? t('formConflictCopied') : t('formConflictCopy')}
                    </Button>
                  )}
                </CopyButton>
                <Button size="xs" color="red" onClick={() => void reload()} loading={reloading}>
                  {t('formConflictReload')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {rescue ? (
          <Alert color="yellow" variant="light" withCloseButton onClose={() => setRescue(undefined)} title={t('formConflictYourText')} data-testid="content-rescued">
            <Stack gap="xs">
              <Textarea value={`${rescue.title}\n\n${rescue.text}`} readOnly autosize minRows={2} maxRows={8} aria-label={t('formConflictYourText')} />
              <CopyButton value={`${rescue.title}\n\n${rescue.text}`}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy} w="fit-content">
                    {copied ? t('formConflictCopied') : t('formConflictCopy')}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        ) : null}
        {detail ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="content-meta">
              {t('formMeta', {
                status: t(detail.status === 'published' ? 'contentStatusPublished' : 'contentStatusUnpublished'),
                version: detail.version,
                name: detail.updatedByName,
                at: formatDateTime(detail.updatedAt),
              })}
            </Text>
            <Button size="xs" variant="light" onClick={() => setHistoryOpen(true)} data-testid="content-history-open">
              {t('revisionsOpen')}
            </Button>
          </Group>
        ) : null}

        {parts.has('announcementType') ? (
          <Select
            label={t('formTypeLabel')}
            placeholder={t('formTypePlaceholder')}
            data={typeOptions}
            value={state.announcementType || null}
            onChange={(value) => update({ announcementType: value ?? '' })}
            error={error('announcementType')}
            required
            allowDeselect={false}
            w={280}
            data-testid="content-announcement-type"
          />
        ) : null}
        <TextInput
          label={t.l(kind.titleLabel)}
          value={state.title}
          onChange={(event) => update({ title: event.currentTarget.value })}
          error={error('title')}
          required
          data-testid="content-title"
        />
        {parts.has('category') && categoryOptions.length > 0 ? (
          <Select
            label={t('formCategoryLabel')}
            placeholder={t('formCategoryPlaceholder')}
            data={categoryOptions}
            // An announcement always sits on a case-announcement tab: without a choice the server files it under the first.
            value={state.categoryCode || (kind.announcementType ? (categoryOptions[0]?.value ?? null) : null)}
            onChange={(value) => update({ categoryCode: value ?? '' })}
            error={error('categoryCode')}
            clearable={!kind.announcementType}
            w={280}
            data-testid="content-category"
          />
        ) : null}
        {parts.has('fields')
          ? kind.fields.map((field) => (
              <ContentFieldInput
                key={field.key}
                field={field}
                value={state.fields[field.key] ?? ''}
                error={errors[`fields.${field.key}`]}
                onChange={(value) => update({ fields: { [field.key]: value } })}
              />
            ))
          : null}
        {parts.has('summary') ? (
          <Textarea
            label={t('formSummaryLabel')}
            description={`${t('formSummaryHint')} ${characters(state.summary)}/90`}
            value={state.summary}
            onChange={(event) => update({ summary: event.currentTarget.value })}
            error={error('summary')}
            autosize
            minRows={2}
            maxRows={4}
            data-testid="content-summary"
          />
        ) : null}
        {parts.has('cover') ? (
          <Input.Wrapper label={t('formCoverLabel')} error={error('coverFileId')} data-testid="content-cover">
            <Stack gap={4} mt={4}>
              {state.coverFileId ? (
                <Group gap="xs">
                  <Text size="sm">{t('formFileKept')}</Text>
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('formCoverRemove')} onClick={() => update({ coverFileId: null })}>
                    ×
                  </ActionIcon>
                </Group>
              ) : null}
              <FileUpload onUploaded={(file) => update({ coverFileId: file.fileId })} />
            </Stack>
          </Input.Wrapper>
        ) : null}
        {parts.has('body') ? (
          <RichTextField
            label={t('bodyLabel')}
            value={state.body}
            onChange={(body) => update({ body })}
            uploadImage={uploadBodyImage}
            onUploadError={(file, failure) =>
              notifications.show({
                color: 'red',
                message: t('formImageUploadFailed', {
                  name: file.name,
                  reason: failure instanceof UploadFailure ? (typeof failure.reason === 'string' ? t.m(failure.reason) : t.l(failure.reason)) : t('contentRefused'),
                }),
              })
            }
            language={t.language}
            error={error('body')}
            required={kind.body === 'required'}
            testId="content-body"
          />
        ) : null}
        {parts.has('attachments') ? <AttachmentsInput value={state.attachments} onChange={(attachments) => update({ attachments })} error={errors.attachments} /> : null}
        {parts.has('labels') ? <LabelPicker channel={channel} value={state.labelIds} onChange={(labelIds) => update({ labelIds })} /> : null}
        {parts.has('order') ? (
          <TextInput
            label={t('formOrderLabel')}
            description={t('formOrderHint')}
            type="number"
            min={0}
            value={state.order}
            onChange={(event) => update({ order: event.currentTarget.value })}
            error={error('order')}
            w={160}
          />
        ) : null}
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={conflict} data-testid="content-save">
            {t('formSave')}
          </Button>
          <ContentLinkButton variant="default" href={listHref}>
            {t('contentBack')}
          </ContentLinkButton>
        </Group>
        {parts.has('schedule') ? <SchedulePanel key={`${detail?.version ?? 0}`} detail={detail} /> : null}
      </Stack>
      {detail ? <ContentRevisionsDrawer kind={kind} item={historyOpen ? detail : null} onClose={() => setHistoryOpen(false)} /> : null}
    </form>
  );
};

const FormFrame = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="md">
    <Title order={1} size="h2">
      {title}
    </Title>
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      {children}
    </Paper>
  </Stack>
);

/** <formPath>/add?kind= */
export const ContentAddPage = ({ screen, kindKey }: { screen: ContentScreen; kindKey: string | undefined }) => {
  const t = useContentT();
  const kind = screen.kinds.find((candidate) => candidate.key === kindKey) ?? screen.kinds[0]!;
  return (
    <FormFrame title={`${t('contentAdd', { noun: t.l(screen.noun) })}${screen.kinds.length > 1 ? ` · ${t.l(kind.label)}` : ''}`}>
      <ContentEditor screen={screen} kind={kind} />
    </FormFrame>
  );
};

/** <formPath>/edit/:id: the editor starts from the version as it is now. */
export const ContentEditPage = ({ screen, contentId, embedded = false }: { screen: ContentScreen; contentId: string; embedded?: boolean }) => {
  const t = useContentT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  const detail = useQuery(contentDetailQueryOptions(channel, contentId));
  const [rescued, setRescued] = useState<RescuedEdit | undefined>(undefined);
  // An item read before its kind was recorded still opens, as the screen's first kind.
  const kind = detail.data ? (isContentKindKey(detail.data.kind) ? ContentKinds[detail.data.kind] : screen.kinds[0]) : undefined;
  const content =
      detail.data && kind ? (
        // A newer version (after a conflict, reloaded) starts the editor afresh, the stale text kept to copy.
        <ContentEditor
          key={detail.data.version}
          screen={screen}
          kind={kind}
          detail={detail.data}
          rescued={rescued}
          onConflictReload={async (edit) => {
            setRescued(edit);
            await reloadAfterConflict(queryClient, channel, contentId, detail.data.version);
          }}
        />
      ) : detail.isError ? (
        <ContentLoadError screen={screen} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={58} radius="sm" />
          <Skeleton height={320} radius="sm" />
        </Stack>
      );
  if (embedded) return content;
  return <FormFrame title={`${t('contentEditTitle', { noun: t.l(screen.noun) })}${kind && screen.kinds.length > 1 ? ` · ${t.l(kind.label)}` : ''}`}>{content}</FormFrame>;
};

export const ContentLoadError = ({ screen, error, onRetry }: { screen: ContentScreen; error: unknown; onRetry: () => void }) => {
  const t = useContentT();
  const { associationId } = useAssociation();
  const back = (
    <ContentLinkButton variant="light" href={contentPaths(screen, associationId).list()}>
      {t('contentBack')}
    </ContentLinkButton>
  );
  if (isApiError(error) && error.notFound) return <EmptyState title={t('contentNotFound')} action={back} />;
  return <ErrorState error={error} onRetry={onRetry} action={back} />;
};
