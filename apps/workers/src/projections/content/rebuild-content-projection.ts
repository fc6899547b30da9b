import type { DataSource, EntityManager } from 'typeorm';
import { CONTENT_ITEM_STREAM_TYPE, contentIdOfStream, EVENT_COLUMNS, toStoredEvent, type DomainEventMessage } from '@bk/infrastructure';
import { foldContentRead, type ContentReadRow } from './content-read-row';
import { upsertContentRows } from './content-read.projection';

const PAGE_SIZE = 5000;
const WRITE_BATCH = 500;

/**
 * Rebuilds content_read from the event store alone, in one transaction under the system role
 * (BYPASSRLS, every tenant at once): readers keep the old rows until it commits, and the live
 * content consumer waits on the table lock, then skips what the rebuild already applied. Memory
 * grows with the number of items, not of events.
 */
export const rebuildContentProjection = async (system: DataSource): Promise<{ events: number; items: number }> =>
  system.transaction(async (manager) => {
    await manager.query('LOCK TABLE content_read IN EXCLUSIVE MODE');
    await manager.query('DELETE FROM content_read');
    const rows = new Map<string, ContentReadRow | undefined>();
    let events = 0;
    await forEachContentEvent(manager, (event) => {
      const contentId = contentIdOfStream(event.streamId);
      rows.set(contentId, foldContentRead(rows.get(contentId), [event]));
      events++;
    });
    const written = [...rows.values()].filter((row): row is ContentReadRow => row !== undefined);
    for (let i = 0; i < written.length; i += WRITE_BATCH) await upsertContentRows(manager, written.slice(i, i + WRITE_BATCH));
    return { events, items: written.length };
  });

/** Every content event in global position order, which keeps each stream's versions in order. */
const forEachContentEvent = async (manager: EntityManager, visit: (event: DomainEventMessage) => void): Promise<void> => {
  let after = '0';
  for (;;) {
    const rows = await manager.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 AND stream_type = $2 ORDER BY global_position LIMIT ${PAGE_SIZE}`,
      [after, CONTENT_ITEM_STREAM_TYPE],
    );
    if (rows.length === 0) return;
    for (const event of rows.map(toStoredEvent)) visit(event);
    after = String(rows[rows.length - 1].global_position);
  }
};
