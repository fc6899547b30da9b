import { ANNOUNCEMENT_PUBLISH_TYPE, type Actor, type StoredContentFields } from '@bk/domain';
import type { DomainEventMessage } from '@bk/infrastructure';
import { foldContentRead, stateOfRow, type ContentReadRow } from './content-read-row';

const editor: Actor = { kind: 'staff', id: 'u-1', name: '编辑 王敏' };
const publisher: Actor = { kind: 'staff', id: 'u-2', name: '管理员 周婷' };
const at = (minute: number): string => `2026-03-02T01:${String(minute).padStart(2, '0')}:00.000Z`;

// As announcements were stored before the content kit: no kind, labels or fields.
const content: StoredContentFields = {
  publishType: ANNOUNCEMENT_PUBLISH_TYPE,
  pageListIndex: null,
  announcementType: 5,
  title: '某某公司重整投资人招募公告',
  summary: '现公开招募重整投资人。',
  body: '现公开招募重整投资人，报名截止日期为三十日后。',
  coverFileId: null,
};

/** The stream as stored: versions 1..n, each event at minute n. */
const history = (): DomainEventMessage[] =>
  (
    [
      ['ContentItemCreated', { contentId: 'c-1', tenantId: 'tenant-1', content, actor: editor }],
      ['ContentItemPublished', { actor: publisher }],
      ['ContentItemPinned', { actor: publisher }],
      ['ContentItemUpdated', { content: { ...content, title: '（更正）某某公司重整投资人招募公告' }, actor: publisher }],
      ['ContentItemUnpublished', { actor: editor }],
      ['ContentItemDeleted', { actor: editor }],
    ] as const
  ).map(([type, data], index) => ({
    globalPosition: String(index + 1),
    eventId: `e-${index + 1}`,
    tenantId: 'tenant-1',
    streamId: 'content-item-c-1',
    streamType: 'content-item',
    version: index + 1,
    type,
    data: { ...data, at: at(index + 1) },
    metadata: {},
    recordedAt: at(index + 1),
    prevHash: '',
    hash: '',
  }));

describe('content read row', () => {
  it('folds the created item into a row carrying every field, the version and who saved it', () => {
    const [created] = history();
    expect(foldContentRead(undefined, [created!])).toEqual<ContentReadRow>({
      content_id: 'c-1',
      tenant_id: 'tenant-1',
      kind: 'courtReformAnnouncement',
      publish_type: ANNOUNCEMENT_PUBLISH_TYPE,
      page_list_index: null,
      announcement_type: 5,
      category_code: null,
      label_ids: [],
      fields: {},
      attachments: [],
      sort_order: null,
      scheduled_at: null,
      title: content.title,
      summary: content.summary,
      body: content.body,
      cover_file_id: null,
      status: 'unpublished',
      pinned: false,
      created_at: at(1),
      updated_at: at(1),
      published_at: null,
      deleted_at: null,
      updated_by_name: '编辑 王敏',
      updated_by_id: 'u-1',
      version: 1,
    });
  });

  it('event by event from the stored row equals all at once: the row is the whole state', () => {
    const events = history();
    for (let split = 0; split <= events.length; split++) {
      const before = foldContentRead(undefined, events.slice(0, split));
      expect(foldContentRead(before, events.slice(split))).toEqual(foldContentRead(undefined, events));
    }
  });

  it('the row reads back as the state it was written from, in every status', () => {
    const events = history();
    for (let upTo = 1; upTo <= events.length; upTo++) {
      const row = foldContentRead(undefined, events.slice(0, upTo))!;
      // As PostgreSQL returns it: timestamps as Dates.
      const stored = { ...row, created_at: new Date(row.created_at), updated_at: new Date(row.updated_at) } as unknown as ContentReadRow;
      expect(foldContentRead(stored, [])).toEqual(row);
      expect(stateOfRow(stored).status).toBe(row.status);
    }
  });

  it('switching and pinning do not change who saved it last; an edit does', () => {
    const events = history();
    expect(foldContentRead(undefined, events.slice(0, 3))).toMatchObject({ status: 'published', pinned: true, updated_by_name: '编辑 王敏' });
    expect(foldContentRead(undefined, events.slice(0, 4))).toMatchObject({ updated_by_name: '管理员 周婷', updated_at: at(4) });
  });

  it('a deleted item keeps its row, marked deleted, so a late redelivery cannot revive it', () => {
    expect(foldContentRead(undefined, history())).toMatchObject({ status: 'deleted', deleted_at: at(6), version: 6 });
  });

  it('no row before the item exists', () => {
    expect(foldContentRead(undefined, [])).toBeUndefined();
  });
});
