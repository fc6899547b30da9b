import type { DataSource, EntityManager } from 'typeorm';
import {
  CONTENT_ITEM_STREAM_TYPE,
  contentIdOfStream,
  EVENT_COLUMNS,
  inTenantTransaction,
  toStoredEvent,
  type DomainEventMessage,
} from '@bk/infrastructure';
import { CONTENT_READ_COLUMNS, foldContentRead, type ContentReadRow } from './content-read-row';

const COLUMNS = CONTENT_READ_COLUMNS.join(', ');
const UPDATED_COLUMNS = CONTENT_READ_COLUMNS.filter((column) => column !== 'content_id' && column !== 'tenant_id')
  .map((column) => `${column} = excluded.${column}`)
  .join(', ');

/**
 * Applies one domain event to content_read under the event's tenant; events of other streams are
 * ignored. The row's version is written in the same transaction, so a redelivered event is
 * skipped and a gap (an event that arrives before its predecessors were applied) is filled from
 * the event store first.
 */
export const projectContentEvent = async (app: DataSource, event: DomainEventMessage): Promise<void> => {
  if (event.streamType !== CONTENT_ITEM_STREAM_TYPE) return;
  await inTenantTransaction(app, event.tenantId, (manager) => applyContentEvent(manager, event));
};

const applyContentEvent = async (manager: EntityManager, event: DomainEventMessage): Promise<void> => {
  const contentId = contentIdOfStream(event.streamId);
  const rows: ContentReadRow[] = await manager.query(`SELECT ${COLUMNS} FROM content_read WHERE content_id = $1 FOR UPDATE`, [contentId]);
  const current = rows[0];
  const appliedVersion = current?.version ?? 0;
  if (event.version <= appliedVersion) return;
  const pending = event.version === appliedVersion + 1 ? [event] : await eventsAfter(manager, event, appliedVersion);
  const row = foldContentRead(current, pending);
  if (row) await upsertContentRows(manager, [row]);
};

const eventsAfter = async (manager: EntityManager, event: DomainEventMessage, after: number): Promise<DomainEventMessage[]> => {
  const rows = await manager.query(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version > $2 AND version <= $3 ORDER BY version`,
    [event.streamId, after, event.version],
  );
  return rows.map(toStoredEvent);
};

/**
 * One row or thousands in one statement. A row only ever moves forward: two consumers racing on a
 * stream's first event during a rebalance cannot put an older version over a newer one.
 */
export const upsertContentRows = async (manager: EntityManager, rows: readonly ContentReadRow[]): Promise<void> => {
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO content_read (${COLUMNS})
     SELECT ${COLUMNS} FROM jsonb_populate_recordset(NULL::content_read, $1::jsonb)
     ON CONFLICT (content_id) DO UPDATE SET ${UPDATED_COLUMNS} WHERE content_read.version < excluded.version`,
    [JSON.stringify(rows)],
  );
};
