import { createHash, sign, verify, type KeyObject } from 'node:crypto';
import { mkdir, open, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { canonicalJson, GENESIS_HASH } from '../event-store/hash-chain';
import type { AnchoredHead } from './audit-bundle';

/**
 * Stream heads anchored outside PostgreSQL. The hash chain shows an event changed, inserted or
 * removed in the middle of a stream, but not its last events deleted: what is left is still a
 * valid chain. So after every batch it published to Kafka, the workers' relay appends the heads
 * of the streams in that batch (stream id, version, hash) to this log, and verification compares
 * the store's head with the latest anchor: a store behind its anchor lost its tail.
 *
 * Why a file written by the relay, not the case's Temporal workflow: the relay sees every stream
 * (court-reform cases, restructuring tasks, any future kind) right after Kafka acknowledged it, at
 * one line per batch; workflow histories are deleted when a closed workflow's namespace retention
 * ends, which would take the anchors of exactly the closed cases auditors look at later, and they
 * often live in the same database cluster. The log is append-only JSONL, one record per line:
 * each record is signed with the audit key (no one with database access alone can forge a lower
 * anchor) and names the hash of the line before it (removing or reordering lines breaks the log).
 * Operators ship it to write-once storage (or `chattr +a` it); a log truncated at its end is the
 * one thing these lines cannot show by themselves.
 */
export type StreamHead = { tenantId: string; streamId: string; version: number; hash: string };

export type AnchorRecord = {
  seq: number;
  at: string;
  /** sha256 of the previous record's line (GENESIS_HASH for the first). */
  prev: string;
  /** Fingerprint of the key that signed the record. */
  key: string;
  heads: StreamHead[];
  /** Ed25519 signature (base64) over the canonical JSON of every other field. */
  sig: string;
};

export type AnchorKey = { publicKey: KeyObject; fingerprint: string };
export type AnchorSigningKey = AnchorKey & { privateKey: KeyObject };

/** The highest version of each stream in a published batch. */
export const headsOf = (events: readonly StreamHead[]): StreamHead[] => {
  const heads = new Map<string, StreamHead>();
  for (const { tenantId, streamId, version, hash } of events) {
    const known = heads.get(streamId);
    if (!known || version > known.version) heads.set(streamId, { tenantId, streamId, version, hash });
  }
  return [...heads.values()];
};

const signedContent = (record: Omit<AnchorRecord, 'sig'>): Buffer =>
  Buffer.from(canonicalJson({ seq: record.seq, at: record.at, prev: record.prev, key: record.key, heads: record.heads }), 'utf8');

export const signAnchorRecord = (record: Omit<AnchorRecord, 'sig'>, privateKey: KeyObject): AnchorRecord => ({
  ...record,
  sig: sign(null, signedContent(record), privateKey).toString('base64'),
});

const signatureMatches = (record: AnchorRecord, publicKey: KeyObject): boolean => {
  try {
    return verify(null, signedContent(record), publicKey, Buffer.from(record.sig, 'base64'));
  } catch {
    // A signature of the wrong length is simply not a valid signature.
    return false;
  }
};

const lineHash = (line: Buffer): string => createHash('sha256').update(line).digest('hex');

type LogPosition = { seq: number; lineHash: string };

const isRecord = (value: unknown): value is AnchorRecord => {
  const record = value as Partial<AnchorRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.seq === 'number' &&
    typeof record.prev === 'string' &&
    typeof record.sig === 'string' &&
    Array.isArray(record.heads)
  );
};

/**
 * Checks one line against the log so far. A line that is not JSON is the torn end of a write cut
 * short by a crash: skipped, it changes nothing. A parsed record must carry the right key and
 * signature and follow the previous record, or the log has been tampered with.
 */
export const checkAnchorLine = (
  line: Buffer,
  lineNumber: number,
  previous: LogPosition,
  key: AnchorKey,
): { kind: 'record'; record: AnchorRecord } | { kind: 'torn' } | { kind: 'invalid'; problem: string } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line.toString('utf8'));
  } catch {
    return { kind: 'torn' };
  }
  if (!isRecord(parsed)) return { kind: 'invalid', problem: `line ${lineNumber} is not an anchor record` };
  if (parsed.key !== key.fingerprint) return { kind: 'invalid', problem: `line ${lineNumber} was signed by another key (${String(parsed.key)})` };
  if (!signatureMatches(parsed, key.publicKey)) return { kind: 'invalid', problem: `line ${lineNumber} was altered: its signature does not match` };
  if (parsed.seq !== previous.seq + 1 || parsed.prev !== previous.lineHash) {
    return { kind: 'invalid', problem: `line ${lineNumber} (record ${parsed.seq}) does not follow record ${previous.seq}: records were removed or reordered` };
  }
  return { kind: 'record', record: parsed };
};

const NEWLINE = 0x0a;

/**
 * Follows the log file from where it last stopped, checking every complete new line. The API
 * keeps one per process, so a verification reads only what was appended since the last one.
 */
export class AnchorLogScanner {
  private offset = 0;
  private lines = 0;
  private partial: Buffer = Buffer.alloc(0);
  private position: LogPosition = { seq: 0, lineHash: GENESIS_HASH };
  private failure: string | undefined;

  constructor(
    private readonly path: string,
    private readonly key: AnchorKey,
    private readonly onRecord: (record: AnchorRecord) => void = () => undefined,
  ) {}

  /** The log's last valid record, to chain the next one to. */
  get last(): LogPosition {
    return this.position;
  }

  /** Why the log cannot be trusted, if it cannot. */
  get problem(): string | undefined {
    return this.failure;
  }

  /** The file ends inside a line (a write cut short): the next record must start on a new line. */
  get endsMidLine(): boolean {
    return this.partial.length > 0;
  }

  async catchUp(): Promise<void> {
    if (this.failure) return;
    const size = await stat(this.path).then(
      (stats) => stats.size,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    if (size === undefined) {
      if (this.offset > 0) this.failure = `the anchor log ${this.path} was deleted`;
      return;
    }
    if (size < this.offset) {
      this.failure = `the anchor log shrank from ${this.offset} to ${size} bytes: records were removed`;
      return;
    }
    if (size === this.offset) return;
    const handle = await open(this.path, 'r');
    let chunk: Buffer;
    try {
      chunk = Buffer.alloc(size - this.offset);
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, this.offset);
      chunk = chunk.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
    this.offset += chunk.length;
    this.ingest(Buffer.concat([this.partial, chunk]));
  }

  /**
   * This process just appended `written` (ending in the complete line of `record`) at the end of
   * the file as it was last read: moves past it without reading back, verifying or re-parsing
   * its own line. Only valid when nothing else was written meanwhile (the caller checks the size).
   */
  advancePastOwnWrite(written: Buffer, record: AnchorRecord): void {
    const line = written.subarray(written.lastIndexOf(NEWLINE, written.length - 2) + 1, written.length - 1);
    this.offset += written.length;
    this.lines += written[0] === NEWLINE && this.partial.length > 0 ? 2 : 1;
    this.partial = Buffer.alloc(0);
    this.position = { seq: record.seq, lineHash: lineHash(line) };
    this.onRecord(record);
  }

  /** Bytes of the file read so far. */
  get readUpTo(): number {
    return this.offset;
  }

  private ingest(data: Buffer): void {
    let start = 0;
    for (let end = data.indexOf(NEWLINE); end !== -1; end = data.indexOf(NEWLINE, start)) {
      const line = data.subarray(start, end);
      start = end + 1;
      this.lines++;
      const checked = checkAnchorLine(line, this.lines, this.position, this.key);
      if (checked.kind === 'invalid') {
        this.failure = checked.problem;
        return;
      }
      if (checked.kind === 'record') {
        this.position = { seq: checked.record.seq, lineHash: lineHash(line) };
        this.onRecord(checked.record);
      }
    }
    this.partial = Buffer.from(data.subarray(start));
  }
}

/**
 * The writing side, used by the workers' relay (its leader only, so one writer at a time). It
 * re-reads what another writer appended before chaining to it, so a relay that takes over the
 * leadership continues the same log.
 */
export class StreamHeadAnchorLog {
  private readonly scanner: AnchorLogScanner;
  private queue: Promise<void> = Promise.resolve();
  private reportedProblem = false;
  private directoryReady = false;

  constructor(
    private readonly path: string,
    private readonly key: AnchorSigningKey,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.scanner = new AnchorLogScanner(path, key);
  }

  /** Appends one signed record with these heads; resolves once it is written. */
  append(heads: readonly StreamHead[], at: Date = new Date()): Promise<void> {
    if (heads.length === 0) return this.queue;
    const appended = this.queue.then(() => this.write(heads, at));
    // A failed write fails its own caller (the relay retries the batch), not the ones after it.
    this.queue = appended.catch(() => undefined);
    return appended;
  }

  private async write(heads: readonly StreamHead[], at: Date): Promise<void> {
    if (!this.directoryReady) {
      await mkdir(dirname(this.path), { recursive: true });
      this.directoryReady = true;
    }
    await this.scanner.catchUp();
    if (this.scanner.problem && !this.reportedProblem) {
      this.reportedProblem = true;
      this.log(`anchor log ${this.path} fails its check (${this.scanner.problem}); still appending after its last valid record`);
    }
    const { seq, lineHash: prev } = this.scanner.last;
    const record = signAnchorRecord({ seq: seq + 1, at: at.toISOString(), prev, key: this.key.fingerprint, heads: [...heads] }, this.key.privateKey);
    // One write per record: a crash leaves at most a torn last line, which readers skip. No fsync:
    // an anchor lost with the page cache leaves a head unanchored, never a false alarm.
    const written = Buffer.from(`${this.scanner.endsMidLine ? '\n' : ''}${JSON.stringify(record)}\n`, 'utf8');
    const readUpTo = this.scanner.readUpTo;
    const handle = await open(this.path, 'a', 0o644);
    let size: number;
    try {
      await handle.write(written);
      size = (await handle.stat()).size;
    } finally {
      await handle.close();
    }
    // The usual case: the file is exactly what was read plus this record, so the scanner moves past
    // its own line. Anything else (another writer, a truncation) is read and checked from the file.
    if (!this.scanner.problem && size === readUpTo + written.length) this.scanner.advancePastOwnWrite(written, record);
    else await this.scanner.catchUp();
  }
}

export type AnchorLookup = { ok: true; head: AnchoredHead | null } | { ok: false; problem: string };

/** The reading side, used by the API: the latest anchored head of each stream. */
export class StreamHeadAnchorIndex {
  private readonly heads = new Map<string, AnchoredHead>();
  private readonly scanner: AnchorLogScanner;
  private reading: Promise<void> = Promise.resolve();

  constructor(path: string, key: AnchorKey) {
    this.scanner = new AnchorLogScanner(path, key, (record) => {
      for (const head of record.heads) {
        const id = `${head.tenantId}/${head.streamId}`;
        const known = this.heads.get(id);
        // A re-sent batch (relay crash before its checkpoint) anchors the same head again.
        if (!known || head.version >= known.version) this.heads.set(id, { version: head.version, hash: head.hash, anchoredAt: record.at });
      }
    });
  }

  async latest(tenantId: string, streamId: string): Promise<AnchorLookup> {
    this.reading = this.reading.catch(() => undefined).then(() => this.scanner.catchUp());
    await this.reading;
    if (this.scanner.problem) return { ok: false, problem: this.scanner.problem };
    return { ok: true, head: this.heads.get(`${tenantId}/${streamId}`) ?? null };
  }
}
