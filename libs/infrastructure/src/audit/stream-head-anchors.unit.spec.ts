import { generateKeyPairSync } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENESIS_HASH } from '../event-store/hash-chain';
import { keyFingerprint } from './audit-bundle';
import { checkAnchorLine, headsOf, signAnchorRecord, StreamHeadAnchorIndex, StreamHeadAnchorLog, type StreamHead } from './stream-head-anchors';

const newKey = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey, fingerprint: keyFingerprint(publicKey) };
};
const key = newKey();

const head = (streamId: string, version: number): StreamHead => ({ tenantId: 't1', streamId, version, hash: `${streamId}#${version}` });

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'anchors-'));
  path = join(dir, 'nested', 'stream-head-anchors.jsonl');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lines = (): string[] => readFileSync(path, 'utf8').trimEnd().split('\n');

describe('stream heads of a published batch', () => {
  it('keeps the highest version of each stream, whatever the order', () => {
    expect(headsOf([head('a', 1), head('b', 4), head('a', 3), head('a', 2)])).toEqual([head('a', 3), head('b', 4)]);
  });
});

describe('an anchor line', () => {
  const first = signAnchorRecord({ seq: 1, at: '2026-11-22T08:00:00.000Z', prev: GENESIS_HASH, key: key.fingerprint, heads: [head('a', 1)] }, key.privateKey);
  const line = Buffer.from(JSON.stringify(first));
  const start = { seq: 0, lineHash: GENESIS_HASH };

  it('is accepted when signed and chained to the line before', () => {
    expect(checkAnchorLine(line, 1, start, key)).toEqual({ kind: 'record', record: first });
  });

  it('is refused when altered, signed by another key or out of sequence', () => {
    const lowered = Buffer.from(JSON.stringify({ ...first, heads: [head('a', 0)] }));
    expect(checkAnchorLine(lowered, 1, start, key)).toMatchObject({ kind: 'invalid', problem: 'line 1 was altered: its signature does not match' });
    expect(checkAnchorLine(line, 1, start, newKey())).toMatchObject({ kind: 'invalid' });
    expect(checkAnchorLine(line, 2, { seq: 1, lineHash: 'x' }, key)).toMatchObject({ kind: 'invalid' });
  });

  it('is skipped when it is the torn end of a write', () => {
    expect(checkAnchorLine(line.subarray(0, 20), 1, start, key)).toEqual({ kind: 'torn' });
  });
});

describe('the anchor log on disk', () => {
  it('gives the reader the latest head of each stream, following appends as they come', async () => {
    const writer = new StreamHeadAnchorLog(path, key);
    const reader = new StreamHeadAnchorIndex(path, key);
    expect(await reader.latest('t1', 'a')).toEqual({ ok: true, head: null });

    await writer.append([head('a', 2), head('b', 1)], new Date('2026-11-22T08:00:00.000Z'));
    await writer.append([head('a', 5)], new Date('2026-11-22T08:01:00.000Z'));
    expect(await reader.latest('t1', 'a')).toEqual({ ok: true, head: { version: 5, hash: 'a#5', anchoredAt: '2026-11-22T08:01:00.000Z' } });
    expect(await reader.latest('t1', 'b')).toMatchObject({ ok: true, head: { version: 1 } });
    expect(await reader.latest('t2', 'b')).toEqual({ ok: true, head: null });

    // A batch sent again after a relay crash anchors an older head again: the latest stays.
    await writer.append([head('a', 4)]);
    expect(await reader.latest('t1', 'a')).toMatchObject({ ok: true, head: { version: 5 } });
  });

  it('continues the chain of records another writer appended (a new relay leader)', async () => {
    await new StreamHeadAnchorLog(path, key).append([head('a', 1)]);
    await new StreamHeadAnchorLog(path, key).append([head('a', 2)]);
    expect(lines().map((line) => (JSON.parse(line) as { seq: number }).seq)).toEqual([1, 2]);
    expect(await new StreamHeadAnchorIndex(path, key).latest('t1', 'a')).toMatchObject({ ok: true, head: { version: 2 } });
  });

  it('keeps one valid chain when writers take turns and after a torn line, whoever wrote last', async () => {
    const first = new StreamHeadAnchorLog(path, key);
    const second = new StreamHeadAnchorLog(path, key);
    await first.append([head('a', 1)]);
    await second.append([head('a', 2)]);
    await first.append([head('a', 3)]);
    const torn = '{"seq":4,"at":"2026-';
    appendFileSync(path, torn);
    await first.append([head('a', 4)]);
    await first.append([head('a', 5)]);
    await second.append([head('a', 6)]);
    const records = lines().flatMap((line) => (line === torn ? [] : [JSON.parse(line) as { seq: number }]));
    expect(records.map((record) => record.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await new StreamHeadAnchorIndex(path, key).latest('t1', 'a')).toMatchObject({ ok: true, head: { version: 6 } });
  });

  it('skips a torn last line and chains the next record to the last whole one', async () => {
    const writer = new StreamHeadAnchorLog(path, key);
    await writer.append([head('a', 1)]);
    appendFileSync(path, '{"seq":2,"at":"2026-');
    await new StreamHeadAnchorLog(path, key).append([head('a', 3)]);
    expect(lines()).toHaveLength(3);
    expect(await new StreamHeadAnchorIndex(path, key).latest('t1', 'a')).toMatchObject({ ok: true, head: { version: 3 } });
  });

  it('reports a record removed from the middle, an edited record and a shrunk log', async () => {
    const writer = new StreamHeadAnchorLog(path, key);
    for (const version of [1, 2, 3]) await writer.append([head('a', version)]);
    const original = readFileSync(path, 'utf8');
    const [one, , three] = original.trimEnd().split('\n');

    writeFileSync(path, `${one}\n${three}\n`);
    expect(await new StreamHeadAnchorIndex(path, key).latest('t1', 'a')).toEqual({
      ok: false,
      problem: 'line 2 (record 3) does not follow record 1: records were removed or reordered',
    });

    writeFileSync(path, original.replace('"version":3', '"version":2'));
    expect(await new StreamHeadAnchorIndex(path, key).latest('t1', 'a')).toMatchObject({ ok: false, problem: 'line 3 was altered: its signature does not match' });

    writeFileSync(path, original);
    const reader = new StreamHeadAnchorIndex(path, key);
    expect(await reader.latest('t1', 'a')).toMatchObject({ ok: true, head: { version: 3 } });
    writeFileSync(path, `${one}\n`);
    expect(await reader.latest('t1', 'a')).toMatchObject({ ok: false, problem: expect.stringContaining('records were removed') });
  });
});
