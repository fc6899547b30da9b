import type { StoredEvent } from '@bk/infrastructure';
import { contentRevisionsOf } from './content-revisions';

const event = (version: number, type: string, data: Record<string, unknown>): StoredEvent =>
  ({ version, type, data: { actor: { name: `编辑${version}` }, at: `2026-11-0${version}T08:00:00.000Z`, ...data }, recordedAt: '' }) as unknown as StoredEvent;

const content = (title: string) => ({ kind: 'news', publishType: 1, pageListIndex: 1, title, summary: '摘要', body: '<p>正文</p>', coverFileId: null });

describe('content revisions', () => {
  it('are the recorded saves, newest first, each with what changed from the one before', () => {
    const revisions = contentRevisionsOf('c-1', [
      event(1, 'ContentItemCreated', { contentId: 'c-1', tenantId: 't', content: content('初稿') }),
      event(2, 'ContentItemPublished', {}),
      event(3, 'ContentItemUpdated', { content: content('改稿') }),
      event(4, 'ContentItemUpdated', { content: content('初稿'), restoredFrom: 1 }),
    ]);
    expect(revisions.currentVersion).toBe(4);
    expect(revisions.revisions.map(({ version, change, restoredFrom, changed, editorName }) => ({ version, change, restoredFrom, changed, editorName }))).toEqual([
      { version: 4, change: 'restored', restoredFrom: 1, changed: ['title'], editorName: '编辑4' },
      { version: 3, change: 'updated', restoredFrom: null, changed: ['title'], editorName: '编辑3' },
      { version: 1, change: 'created', restoredFrom: null, changed: expect.arrayContaining(['title', 'body', 'labelIds']), editorName: '编辑1' },
    ]);
    // Old events without the kit's fields read with empty ones.
    expect(revisions.revisions[2]!.content).toMatchObject({ labelIds: [], attachments: [], fields: {}, order: null, categoryCode: null });
    expect(revisions.history.map((entry) => entry.type)).toEqual(['ContentItemCreated', 'ContentItemPublished', 'ContentItemUpdated', 'ContentItemUpdated']);
  });
});
