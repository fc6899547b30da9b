import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { contentItemDecider, type Actor, type ContentItemCommand, type ContentItemState } from '@bk/domain';
import {
  CONTENT_ITEM_STREAM_TYPE,
  contentItemStreamId,
  createDataSource,
  EventStore,
  loadPlatformConfig,
  type StoredEvent,
} from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { projectContentEvent } from './content-read.projection';
import { rebuildContentProjection } from './rebuild-content-projection';

/**
 * The content projection against the real event store, relay, Kafka and the running workers'
 * content consumer: events appended to a content-item stream reach content_read; redelivery,
 * an event that arrives with its predecessors missing, and a full rebuild all end in the same rows.
 */
const config = loadPlatformConfig();
const TENANT = '0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0001';
const editor: Actor = { kind: 'staff', id: 'projection-test', name: '投影测试' };

let app: DataSource;
let system: DataSource;
let store: EventStore;

beforeAll(async () => {
  app = await createDataSource(config, 'app', 2).initialize();
  system = await createDataSource(config, 'system', 2).initialize();
  store = new EventStore(app);
});

afterAll(async () => {
  await Promise.all([app.destroy(), system.destroy()]);
});

/** Decides each command on the stream's state and appends its events, as the API does. */
const write = async (contentId: string, commands: ContentItemCommand[]): Promise<StoredEvent[]> => {
  let state: ContentItemState = contentItemDecider.initialState();
  let version = 0;
  for (const command of commands) {
    const events = contentItemDecider.decide(command, state);
    await store.append({
      tenantId: TENANT,
      streamId: contentItemStreamId(contentId),
      streamType: CONTENT_ITEM_STREAM_TYPE,
      expectedVersion: version,
      events: events.map((event) => ({ eventId: randomUUID(), type: event.type, data: event.data })),
    });
    state = events.reduce(contentItemDecider.evolve, state);
    version += events.length;
  }
  return store.readStream(TENANT, contentItemStreamId(contentId));
};

const at = new Date().toISOString();
const lifecycle = (contentId: string): ContentItemCommand[] => [
  {
    type: 'SaveContentItem',
    contentId,
    tenantId: TENANT,
    content: { kind: 'courtReformAnnouncement', announcementType: 6, title: `资产拍卖公告 ${contentId.slice(0, 8)}`, body: '拍卖标的为厂房一处。' },
    actor: editor,
    at,
  },
  { type: 'PublishContentItem', actor: editor, at },
  { type: 'PinContentItem', actor: editor, at },
];

const rowOf = async (contentId: string): Promise<Record<string, unknown> | undefined> =>
  (await system.query('SELECT * FROM content_read WHERE content_id = $1', [contentId]))[0];

const projectedTo = (contentId: string, version: number) =>
  eventually(async () => {
    const row = await rowOf(contentId);
    expect(row?.version).toBe(version);
    return row!;
  });

/** Every content stream's last version is the version its row records. */
const caughtUp = async (): Promise<boolean> => {
  const rows: { behind: number }[] = await system.query(
    `SELECT count(*)::int AS behind FROM (
       SELECT stream_id, max(version) AS version FROM events WHERE stream_type = $1 GROUP BY stream_id) e
     LEFT JOIN content_read c ON c.content_id::text = right(e.stream_id, 36)
     WHERE c.version IS DISTINCT FROM e.version`,
    [CONTENT_ITEM_STREAM_TYPE],
  );
  return rows[0]?.behind === 0;
};

it('the live consumer projects a stream; delivering its events again changes nothing', async () => {
  const contentId = randomUUID();
  const events = await write(contentId, lifecycle(contentId));
  const row = await projectedTo(contentId, 3);
  expect(row).toMatchObject({ tenant_id: TENANT, status: 'published', pinned: true, announcement_type: 6, updated_by_name: '投影测试' });

  for (const event of events) await projectContentEvent(app, event);
  expect(await rowOf(contentId)).toEqual(row);
});

it('an event whose predecessors were never applied brings them in from the event store', async () => {
  const contentId = randomUUID();
  const events = await write(contentId, lifecycle(contentId));
  const live = await projectedTo(contentId, 3);
  await system.query('DELETE FROM content_read WHERE content_id = $1', [contentId]);

  await projectContentEvent(app, events[2]!);
  expect(await rowOf(contentId)).toEqual(live);
});

it('a deleted item stays deleted when its creation is delivered again', async () => {
  const contentId = randomUUID();
  const events = await write(contentId, [...lifecycle(contentId), { type: 'DeleteContentItem', actor: editor, at }]);
  await projectedTo(contentId, 4);
  await projectContentEvent(app, events[0]!);
  expect(await rowOf(contentId)).toMatchObject({ status: 'deleted', version: 4 });
});

it('a rebuild from the event store alone equals the live read model', async () => {
  const contentId = randomUUID();
  await write(contentId, lifecycle(contentId));
  await eventually(async () => expect(await caughtUp()).toBe(true));
  const live = await system.query('SELECT * FROM content_read ORDER BY content_id');
  const rebuild = await rebuildContentProjection(system);
  expect(rebuild.items).toBe(live.length);
  expect(await system.query('SELECT * FROM content_read ORDER BY content_id')).toEqual(live);
});
