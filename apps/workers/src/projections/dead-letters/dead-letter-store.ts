import type { EntityManager } from 'typeorm';
import type { DomainEventMessage } from '@bk/infrastructure';

/**
 * The projection_dead_letters table. A row is either an event whose projection failed (root) or a
 * later event of the same stream parked behind it. The live consumer writes through the app role
 * under the event's tenant; the operator command reads and resolves across tenants as `system`.
 */
export type Queryable = Pick<EntityManager, 'query'>;

export type DeadLetter = {
  id: string;
  tenantId: string;
  projection: string;
  eventId: string;
  streamId: string;
  streamType: string;
  version: number;
  globalPosition: string;
  eventType: string;
  /** The dead letter this event waits behind; null for the event that failed itself. */
  parkedBehind: string | null;
  errorMessage: string;
  attempts: number;
  firstFailedAt: Date;
  lastFailedAt: Date;
  resolvedAt: Date | null;
};

type Row = {
  id: string;
  tenant_id: string;
  projection: string;
  event_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  global_position: string;
  event_type: string;
  parked_behind: string | null;
  error_message: string;
  attempts: number;
  first_failed_at: Date;
  last_failed_at: Date;
  resolved_at: Date | null;
};

const COLUMNS =
  'id, tenant_id, projection, event_id, stream_id, stream_type, version, global_position, event_type, parked_behind, ' +
  'error_message, attempts, first_failed_at, last_failed_at, resolved_at';

const toDeadLetter = (row: Row): DeadLetter => ({
  id: String(row.id),
  tenantId: row.tenant_id,
  projection: row.projection,
  eventId: row.event_id,
  streamId: row.stream_id,
  streamType: row.stream_type,
  version: row.version,
  globalPosition: String(row.global_position),
  eventType: row.event_type,
  parkedBehind: row.parked_behind === null ? null : String(row.parked_behind),
  errorMessage: row.error_message,
  attempts: row.attempts,
  firstFailedAt: row.first_failed_at,
  lastFailedAt: row.last_failed_at,
  resolvedAt: row.resolved_at,
});

/**
 * Serialises parking a stream (live consumer) with un-parking it (retry command), so an event is
 * never parked behind a dead letter that is being resolved at that moment and then forgotten.
 * Transaction-scoped: released at commit.
 */
export const lockStream = async (manager: Queryable, projection: string, streamId: string): Promise<void> => {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`dead-letters:${projection}:${streamId}`]);
};

/** The stream's earliest open dead letter: while there is one, the stream is parked. */
export const blockingDeadLetter = async (db: Queryable, projection: string, streamId: string): Promise<DeadLetter | undefined> => {
  const rows: Row[] = await db.query(
    `SELECT ${COLUMNS} FROM projection_dead_letters
     WHERE projection = $1 AND stream_id = $2 AND resolved_at IS NULL ORDER BY version LIMIT 1`,
    [projection, streamId],
  );
  return rows[0] && toDeadLetter(rows[0]);
};

export type Failure = {
  message: string;
  detail: string | null;
  attempts: number;
  /** When its first attempt failed (or when it was parked): kept if the row already exists. */
  firstFailedAt: Date;
  parkedBehind: string | null;
};

/**
 * Records (or re-opens) the event's dead letter. Keyed by event id, so a redelivered event does
 * not add a second row.
 */
export const recordDeadLetter = async (
  manager: Queryable,
  projection: string,
  event: DomainEventMessage,
  failure: Failure,
): Promise<DeadLetter> => {
  const rows: Row[] = await manager.query(
    `INSERT INTO projection_dead_letters (tenant_id, projection, event_id, stream_id, stream_type, version, global_position,
       event_type, parked_behind, error_message, error_detail, attempts, first_failed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (projection, event_id) DO UPDATE SET parked_behind = excluded.parked_behind,
       error_message = excluded.error_message, error_detail = excluded.error_detail,
       attempts = projection_dead_letters.attempts + excluded.attempts, last_failed_at = now(), resolved_at = NULL
     RETURNING ${COLUMNS}`,
    [
      event.tenantId,
      projection,
      event.eventId,
      event.streamId,
      event.streamType,
      event.version,
      event.globalPosition,
      event.type,
      failure.parkedBehind,
      failure.message,
      failure.detail,
      failure.attempts,
      failure.firstFailedAt,
    ],
  );
  return toDeadLetter(rows[0]!);
};

export const markResolved = async (db: Queryable, id: string): Promise<void> => {
  await db.query('UPDATE projection_dead_letters SET resolved_at = now() WHERE id = $1', [id]);
};

/** A replay failed again: the event is now the one its stream waits on. */
export const recordRetryFailure = async (db: Queryable, id: string, message: string, detail: string | null): Promise<void> => {
  await db.query(
    `UPDATE projection_dead_letters SET attempts = attempts + 1, last_failed_at = now(), error_message = $2,
       error_detail = $3, parked_behind = NULL
     WHERE id = $1`,
    [id, message, detail],
  );
};

export const deadLetterById = async (db: Queryable, id: string): Promise<DeadLetter | undefined> => {
  const rows: Row[] = await db.query(`SELECT ${COLUMNS} FROM projection_dead_letters WHERE id = $1`, [id]);
  return rows[0] && toDeadLetter(rows[0]);
};

/** Open dead letters (or all, with resolved ones), oldest stream first, each stream in version order. */
export const listDeadLetters = async (db: Queryable, options: { includeResolved: boolean }): Promise<DeadLetter[]> => {
  const rows: Row[] = await db.query(
    `SELECT ${COLUMNS} FROM projection_dead_letters
     WHERE $1 OR resolved_at IS NULL
     ORDER BY min(first_failed_at) OVER (PARTITION BY projection, stream_id), projection, stream_id, version`,
    [options.includeResolved],
  );
  return rows.map(toDeadLetter);
};

export type ParkedStream = { projection: string; streamId: string; openDeadLetters: number; since: Date; rootId: string; error: string };

/** Streams with open dead letters, oldest first, for the operator's view and the workers' log. */
export const parkedStreams = async (db: Queryable): Promise<ParkedStream[]> => {
  const rows: { projection: string; stream_id: string; open: number; since: Date; root_id: string; error: string }[] = await db.query(
    `SELECT projection, stream_id, count(*)::int AS open, min(first_failed_at) AS since,
       (array_agg(id ORDER BY version))[1] AS root_id, (array_agg(error_message ORDER BY version))[1] AS error
     FROM projection_dead_letters WHERE resolved_at IS NULL
     GROUP BY projection, stream_id ORDER BY since`,
  );
  return rows.map((row) => ({
    projection: row.projection,
    streamId: row.stream_id,
    openDeadLetters: row.open,
    since: row.since,
    rootId: String(row.root_id),
    error: row.error,
  }));
};
