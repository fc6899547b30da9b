import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { inTenantTransaction } from '../database/data-source';
import { eventHash, GENESIS_HASH, verifyChain, type ChainedContent, type ChainVerdict } from './hash-chain';

export type NewEvent = { eventId: string; type: string; data: unknown; metadata?: Record<string, unknown> };

export type StoredEvent = {
  globalPosition: string;
  eventId: string;
  tenantId: string;
  streamId: string;
  streamType: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recordedAt: string;
  prevHash: string;
  hash: string;
};

export type AppendRequest = {
  tenantId: string;
  streamId: string;
  streamType: string;
  expectedVersion: number;
  events: NewEvent[];
};

export type AppendResult = { nextVersion: number; duplicate: boolean };

/** Another writer appended to the stream first. Callers reload and decide again, or refuse. */
export class ConcurrencyConflictError extends Error {
  readonly code = 'CONCURRENCY_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(`Stream ${streamId} is at version ${actualVersion}, expected ${expectedVersion}`);
    this.name = 'ConcurrencyConflictError';
  }
}

/**
 * A UUID derived from the command that produced the event, so a retried append carries the same
 * ids and is recognised as already written rather than appended twice.
 */
export const deterministicEventId = (commandId: string, index: number): string => {
  const hex = createHash('sha256').update(`${commandId}#${index}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const UNIQUE_VIOLATION = '23505';

type EventRow = {
  global_position: string;
  event_id: string;
  tenant_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
  prev_hash: string;
  hash: string;
};

export const toStoredEvent = (row: EventRow): StoredEvent => ({
  globalPosition: String(row.global_position),
  eventId: row.event_id,
  tenantId: row.tenant_id,
  streamId: row.stream_id,
  streamType: row.stream_type,
  version: row.version,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at.toISOString(),
  prevHash: row.prev_hash,
  hash: row.hash,
});

export const EVENT_COLUMNS =
  'global_position, event_id, tenant_id, stream_id, stream_type, version, type, data, metadata, recorded_at, prev_hash, hash';

/**
 * The event store: append-only, optimistic concurrency on (stream_id, version), tenant-scoped by
 * row-level security. The events table doubles as the outbox that the relay publishes from.
 */
export class EventStore {
  constructor(private readonly dataSource: DataSource) {}

  append(request: AppendRequest): Promise<AppendResult> {
    return inTenantTransaction(this.dataSource, request.tenantId, (manager) => appendInTransaction(manager, request)).catch(
      async (error: unknown) => {
        // Two writers passed the version check at once; the loser lands here. It may also be our
        // own earlier attempt (a retried activity), which is not a conflict.
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        return inTenantTransaction(this.dataSource, request.tenantId, async (manager) => {
          const current = await streamVersion(manager, request.streamId);
          const duplicate = await isAlreadyAppended(manager, request);
          if (duplicate) return { nextVersion: request.expectedVersion + request.events.length, duplicate: true };
          throw new ConcurrencyConflictError(request.streamId, request.expectedVersion, current);
        });
      },
    );
  }

  /** Recomputes the stream's hash chain: intact, or the first event that was changed, inserted or removed. */
  async verifyStream(tenantId: string, streamId: string): Promise<ChainVerdict> {
    return verifyChain(await this.readStream(tenantId, streamId));
  }

  /** The stream's events from `fromVersion` up to `toVersion` (both inclusive; by default to the end). */
  readStream(tenantId: string, streamId: string, fromVersion = 1, toVersion?: number): Promise<StoredEvent[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: EventRow[] = await manager.query(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version >= $2 AND ($3::int IS NULL OR version <= $3)
         ORDER BY version`,
        [streamId, fromVersion, toVersion ?? null],
      );
      return rows.map(toStoredEvent);
    });
  }
}

const streamHead = async (manager: EntityManager, streamId: string): Promise<{ version: number; hash: string }> => {
  const rows: { version: number; hash: string }[] = await manager.query(
    'SELECT version, hash FROM events WHERE stream_id = $1 ORDER BY version DESC LIMIT 1',
    [streamId],
  );
  return rows[0] ?? { version: 0, hash: GENESIS_HASH };
};

const streamVersion = async (manager: EntityManager, streamId: string): Promise<number> =>
  (await streamHead(manager, streamId)).version;

/** Each new event's hash covers its content and its predecessor's hash (hash-chain.ts). */
const chainEvents = (request: AppendRequest, head: { version: number; hash: string }, recordedAt: string) => {
  let prevHash = head.hash;
  return request.events.map((event, index) => {
    const content: ChainedContent = {
      eventId: event.eventId,
      tenantId: request.tenantId,
      streamId: request.streamId,
      streamType: request.streamType,
      version: head.version + index + 1,
      type: event.type,
      data: event.data,
      metadata: event.metadata ?? {},
      recordedAt,
    };
    const hash = eventHash(prevHash, content);
    const chained = { ...content, prevHash, hash };
    prevHash = hash;
    return chained;
  });
};

const isAlreadyAppended = async (manager: EntityManager, request: AppendRequest): Promise<boolean> => {
  const rows: { event_id: string }[] = await manager.query(
    'SELECT event_id FROM events WHERE stream_id = $1 AND version > $2 ORDER BY version LIMIT $3',
    [request.streamId, request.expectedVersion, request.events.length],
  );
  return rows.length === request.events.length && rows.every((row, i) => row.event_id === request.events[i]?.eventId);
};

/**
 * Appends inside a transaction the caller already holds (set to the tenant), so a read model kept
 * inline with the stream commits or rolls back together with its events. A concurrent writer
 * surfaces as the unique (stream_id, version) violation when the transaction commits or inserts.
 */
export const appendInTransaction = async (manager: EntityManager, request: AppendRequest): Promise<AppendResult> => {
  const head = await streamHead(manager, request.streamId);
  if (head.version !== request.expectedVersion) {
    if (await isAlreadyAppended(manager, request)) {
      return { nextVersion: request.expectedVersion + request.events.length, duplicate: true };
    }
    throw new ConcurrencyConflictError(request.streamId, request.expectedVersion, head.version);
  }
  if (request.events.length === 0) return { nextVersion: head.version, duplicate: false };
  // Millisecond precision, so the stored timestamp reads back exactly as it was hashed.
  const recordedAt = new Date().toISOString();
  const chained = chainEvents(request, head, recordedAt);
  await manager.query(
    `INSERT INTO events (event_id, tenant_id, stream_id, stream_type, version, type, data, metadata, recorded_at, prev_hash, hash)
     SELECT e.event_id, $1, $2, $3, $4 + e.ordinal, e.type, e.data, e.metadata, $5, e.prev_hash, e.hash
     FROM unnest($6::uuid[], $7::text[], $8::jsonb[], $9::jsonb[], $10::text[], $11::text[]) WITH ORDINALITY
       AS e(event_id, type, data, metadata, prev_hash, hash, ordinal)`,
    [
      request.tenantId,
      request.streamId,
      request.streamType,
      request.expectedVersion,
      recordedAt,
      chained.map((event) => event.eventId),
      chained.map((event) => event.type),
      chained.map((event) => JSON.stringify(event.data)),
      chained.map((event) => JSON.stringify(event.metadata)),
      chained.map((event) => event.prevHash),
      chained.map((event) => event.hash),
    ],
  );
  return { nextVersion: head.version + request.events.length, duplicate: false };
};
