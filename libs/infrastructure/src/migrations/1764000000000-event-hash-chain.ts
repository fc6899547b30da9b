import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventHash, GENESIS_HASH } from '../event-store/hash-chain';

type Row = {
  global_position: string;
  event_id: string;
  tenant_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  data: unknown;
  metadata: unknown;
  recorded_at: Date;
};

/**
 * Hash-chains every stream (tamper evidence for auditors). Existing events are chained in place;
 * recorded_at is truncated to milliseconds first, the precision the chain hashes.
 */
export class EventHashChain1764000000000 implements MigrationInterface {
  name = 'EventHashChain1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE events ADD COLUMN prev_hash text, ADD COLUMN hash text');
    // The owner is subject to FORCE row-level security; the backfill must see every tenant's rows.
    await db.query('ALTER TABLE events NO FORCE ROW LEVEL SECURITY');
    await db.query(`UPDATE events SET recorded_at = date_trunc('milliseconds', recorded_at)`);
    const rows: Row[] = await db.query(
      `SELECT global_position, event_id, tenant_id, stream_id, stream_type, version, type, data, metadata, recorded_at
       FROM events ORDER BY stream_id, version`,
    );
    let stream = '';
    let prevHash = GENESIS_HASH;
    for (const row of rows) {
      if (row.stream_id !== stream) {
        stream = row.stream_id;
        prevHash = GENESIS_HASH;
      }
      const hash = eventHash(prevHash, {
        eventId: row.event_id,
        tenantId: row.tenant_id,
        streamId: row.stream_id,
        streamType: row.stream_type,
        version: row.version,
        type: row.type,
        data: row.data,
        metadata: row.metadata,
        recordedAt: row.recorded_at.toISOString(),
      });
      await db.query('UPDATE events SET prev_hash = $1, hash = $2 WHERE global_position = $3', [prevHash, hash, row.global_position]);
      prevHash = hash;
    }
    await db.query('ALTER TABLE events FORCE ROW LEVEL SECURITY');
    await db.query('ALTER TABLE events ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN hash SET NOT NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE events DROP COLUMN prev_hash, DROP COLUMN hash');
  }
}
