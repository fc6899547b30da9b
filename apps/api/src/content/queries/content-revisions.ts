import type { ContentRevision, ContentRevisions } from '@bk/contracts';
import { normalizeContent, type StoredContentFields } from '@bk/domain';
import type { StoredEvent } from '@bk/infrastructure';

type RevisionFields = ContentRevision['content'];

const revisionFields = (content: StoredContentFields): RevisionFields => {
  const { title, summary, body, categoryCode, labelIds, coverFileId, attachments, fields, order, announcementType } = normalizeContent(content);
  return { title, summary, body, categoryCode, labelIds, coverFileId, attachments, fields, order, announcementType };
};

const changedFields = (previous: RevisionFields | undefined, current: RevisionFields): string[] =>
  (Object.keys(current) as (keyof RevisionFields)[]).filter(
    (key) => previous === undefined || JSON.stringify(previous[key]) !== JSON.stringify(current[key]),
  );

type EventData = { actor?: { name?: string }; at?: string; content?: StoredContentFields; restoredFrom?: number };

/**
 * The revisions already recorded in an item's stream: every save (creation, edit, restore) with
 * who, when, which fields changed from the revision before, and the full fields to diff. Nothing
 * is kept besides the events: this is a view of them.
 */
export const contentRevisionsOf = (contentId: string, events: readonly StoredEvent[]): ContentRevisions => {
  const revisions: ContentRevision[] = [];
  let previous: RevisionFields | undefined;
  for (const event of events) {
    const data = event.data as EventData;
    if ((event.type !== 'ContentItemCreated' && event.type !== 'ContentItemUpdated') || data.content === undefined) continue;
    const content = revisionFields(data.content);
    revisions.push({
      version: event.version,
      change: event.type === 'ContentItemCreated' ? 'created' : data.restoredFrom !== undefined ? 'restored' : 'updated',
      restoredFrom: data.restoredFrom ?? null,
      editorName: data.actor?.name ?? '',
      at: data.at ?? event.recordedAt,
      changed: changedFields(previous, content),
      content,
    });
    previous = content;
  }
  return {
    contentId,
    currentVersion: events.at(-1)?.version ?? 0,
    revisions: revisions.reverse(),
    history: events.map((event) => {
      const data = event.data as EventData;
      return { version: event.version, type: event.type, actorName: data.actor?.name ?? '', at: data.at ?? event.recordedAt };
    }),
  };
};
