import type { ContentRevision, ContentSummary } from '@bk/contracts';
import type { ContentFieldValue, ContentKind } from '@bk/domain';
import { ErrorState, errorMessage, isApiError } from '@bk/web';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAssociation } from '../../shell/use-association';
import { useContentT } from '../content-messages';
import { contentKeys, contentRevisionsQueryOptions, refreshAfterContentCommand, restoreContent } from '../content-queries';
import { RevisionDrawer, type RevisionView } from './revision-drawer';

const valueText = (value: ContentFieldValue | undefined): string => (typeof value === 'string' ? value : value ? value.join('，') : '');

/** What of a revision reads as text, keyed as the drawer's field labels name them. */
export const revisionTextOf = (kind: ContentKind, revision: ContentRevision): RevisionView => ({
  revision: revision.version,
  editorName: revision.editorName,
  at: revision.at,
  bodyHtml: revision.content.body,
  fields: {
    title: revision.content.title,
    summary: kind.shape === 'article' ? revision.content.summary : '',
    announcementType: revision.content.announcementType === null ? '' : String(revision.content.announcementType),
    categoryCode: revision.content.categoryCode === null ? '' : String(revision.content.categoryCode),
    attachments: revision.content.attachments.map((attachment) => attachment.name).join('\n'),
    ...Object.fromEntries(kind.fields.map((field) => [`fields.${field.key}`, valueText(revision.content.fields[field.key])])),
  },
});

/** The history of one item: its recorded revisions, their diffs, and restoring one as a new revision. */
export const ContentRevisionsDrawer = ({ kind, item, onClose, onRestored }: { kind: ContentKind; item: Pick<ContentSummary, 'contentId'> | null; onClose: () => void; onRestored?: () => void }) => {
  const t = useContentT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  const revisions = useQuery({ ...contentRevisionsQueryOptions(channel, item?.contentId ?? ''), enabled: item !== null });
  const views = useMemo(() => revisions.data?.revisions.map((revision) => revisionTextOf(kind, revision)), [revisions.data, kind]);
  const fieldLabels = useMemo(
    () => [
      { field: 'title', label: t.l(kind.titleLabel) },
      ...(kind.announcementType ? [{ field: 'announcementType', label: t('formTypeLabel') }] : []),
      ...(kind.shape === 'article' ? [{ field: 'categoryCode', label: t('formCategoryLabel') }, { field: 'summary', label: t('formSummaryLabel') }] : []),
      ...kind.fields.map((field) => ({ field: `fields.${field.key}`, label: t.l(field.label) })),
      ...(kind.attachments ? [{ field: 'attachments', label: t('formAttachmentsLabel') }] : []),
    ],
    [kind, t],
  );

  const restore = useMutation({
    mutationFn: (fromVersion: number) =>
      restoreContent({ contentId: item!.contentId, version: revisions.data!.currentVersion, fromVersion }),
    onSuccess: async (result, fromVersion) => {
      notifications.show({ color: 'green', message: t('contentRestored', { revision: fromVersion }) });
      await refreshAfterContentCommand(queryClient, channel, result);
      await queryClient.invalidateQueries({ queryKey: contentKeys.revisions(channel, result.contentId) });
      onRestored?.();
    },
    onError: (error) => {
      if (isApiError(error) && (error.conflict || error.status === 403)) {
        notifications.show({ color: 'red', title: t('contentRefused'), message: t.m(errorMessage(error)), withBorder: true });
      }
      if (item) void queryClient.invalidateQueries({ queryKey: contentKeys.revisions(channel, item.contentId) });
    },
  });

  return (
    <RevisionDrawer
      opened={item !== null}
      onClose={onClose}
      revisions={views}
      loading={revisions.isPending}
      error={revisions.isError ? <ErrorState error={revisions.error} onRetry={() => void revisions.refetch()} /> : undefined}
      fieldLabels={fieldLabels}
      onRestore={(fromVersion) => restore.mutateAsync(fromVersion).catch(() => undefined)}
      restoring={restore.isPending}
    />
  );
};
