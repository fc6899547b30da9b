import type { AnnouncementDetail, AnnouncementForm, SaveAnnouncementRequest } from '@bk/contracts';
import { summarize } from '@bk/domain';

/** The editor's fields, every one a string as the inputs hold them. */
export type AnnouncementFormValues = { announcementType: string; title: string; summary: string; body: string };

export const emptyAnnouncementForm: AnnouncementFormValues = { announcementType: '', title: '', summary: '', body: '' };

/**
 * The form for an existing announcement. A summary the domain derived from the body (the editor
 * left it blank) shows blank again, so that editing the body derives it afresh instead of
 * freezing the old body's first 90 characters as if someone had typed them.
 */
export const formValuesOf = (detail: AnnouncementDetail): AnnouncementFormValues => ({
  announcementType: String(detail.announcementType),
  title: detail.title,
  summary: detail.summary === summarize(detail.body) ? '' : detail.summary,
  body: detail.body,
});

/** The item being edited: the version travels with the save so a stale edit is refused. */
export type EditedAnnouncement = { contentId: string; version: number };

export const saveRequestOf = (
  form: Required<Pick<SaveAnnouncementRequest, 'announcementType' | 'title' | 'body'>> & Pick<AnnouncementForm, 'summary'>,
  edited: EditedAnnouncement | undefined,
  requestId: string,
): SaveAnnouncementRequest => ({
  announcementType: form.announcementType,
  title: form.title,
  summary: form.summary ?? '',
  body: form.body,
  requestId,
  ...(edited ? { contentId: edited.contentId, version: edited.version } : {}),
});
