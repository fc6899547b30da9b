import { createHash } from 'node:crypto';

/**
 * Tamper evidence for event streams: each event's hash covers its content and its predecessor's
 * hash, so changing, inserting or removing an event breaks the chain from that point on.
 * Content is hashed as canonical JSON (sorted keys), which survives jsonb's reordering.
 */
export const GENESIS_HASH = '0'.repeat(64);

export type ChainedContent = {
  eventId: string;
  tenantId: string;
  streamId: string;
  streamType: string;
  version: number;
  type: string;
  data: unknown;
  metadata: unknown;
  recordedAt: string;
};

export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
};

/** Exactly the hashed fields, whatever else the event record carries (positions, hashes). */
export const chainedContentOf = (event: ChainedContent): ChainedContent => ({
  eventId: event.eventId,
  tenantId: event.tenantId,
  streamId: event.streamId,
  streamType: event.streamType,
  version: event.version,
  type: event.type,
  data: event.data,
  metadata: event.metadata,
  recordedAt: event.recordedAt,
});

export const eventHash = (prevHash: string, content: ChainedContent): string =>
  createHash('sha256').update(prevHash).update('\n').update(canonicalJson(chainedContentOf(content))).digest('hex');

export type ChainedEvent = ChainedContent & { prevHash: string; hash: string };

export type ChainProblem =
  /** The event's content no longer matches its own hash. */
  | 'changed'
  /** The event does not follow its predecessor: an event was inserted or removed before it. */
  | 'broken-link'
  /** A version number is missing: an event was removed. */
  | 'missing';

export type ChainVerdict =
  | { intact: true; events: number; headHash: string }
  | { intact: false; events: number; firstBadVersion: number; problem: ChainProblem };

/** Walks a stream in version order and reports the first event where the chain breaks. */
export const verifyChain = (events: readonly ChainedEvent[]): ChainVerdict => {
  let previousHash = GENESIS_HASH;
  let expectedVersion = 1;
  for (const event of events) {
    if (event.version !== expectedVersion) {
      return { intact: false, events: events.length, firstBadVersion: expectedVersion, problem: 'missing' };
    }
    const { prevHash, hash } = event;
    if (eventHash(prevHash, event) !== hash) {
      return { intact: false, events: events.length, firstBadVersion: event.version, problem: 'changed' };
    }
    if (prevHash !== previousHash) {
      return { intact: false, events: events.length, firstBadVersion: event.version, problem: 'broken-link' };
    }
    previousHash = hash;
    expectedVersion++;
  }
  return { intact: true, events: events.length, headHash: previousHash };
};
