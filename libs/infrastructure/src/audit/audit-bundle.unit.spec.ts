import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { eventHash, GENESIS_HASH, type ChainedContent, type ChainedEvent } from '../event-store/hash-chain';
import { buildAuditBundle, BundleFiles, keyFingerprint, verifyAuditBundle, type BundleRequest } from './audit-bundle';
import { packTar, unpackTar } from './tar-archive';

const keyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey, fingerprint: keyFingerprint(publicKey), local: true };
};
const key = keyPair();

const stream = (count: number, tamper?: (content: ChainedContent) => ChainedContent): ChainedEvent[] => {
  let prevHash = GENESIS_HASH;
  return Array.from({ length: count }, (_, index) => {
    const content: ChainedContent = {
      eventId: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      tenantId: 't1',
      streamId: 'court-reform-c1',
      streamType: 'court-reform',
      version: index + 1,
      type: index === 0 ? 'CourtReformApplicationSubmitted' : 'CourtReformProgressNoted',
      data: { note: `第${index + 1}次进展`, actor: { kind: 'staff', id: 'h1', name: '承办人' } },
      metadata: {},
      recordedAt: `2026-11-22T08:00:0${index}.000Z`,
    };
    const hash = eventHash(prevHash, content);
    const stored = { ...(tamper ? tamper(content) : content), prevHash, hash };
    prevHash = hash;
    return stored;
  });
};

const request = (events: ChainedEvent[], anchor: BundleRequest['anchor'] = null): BundleRequest => ({
  tenantId: 't1',
  streamId: 'court-reform-c1',
  streamType: 'court-reform',
  subject: { kind: 'court-reform', id: 'c1', number: 'TWCZ2026000001' },
  events,
  anchor,
  exportedAt: new Date('2026-11-23T10:00:00.000Z'),
  exporter: { uid: 'u1', loginId: 'auditor', name: '审计员' },
});

const rangeOf = (archive: Buffer, name: string): [number, number] => {
  const content = unpackTar(archive).find((file) => file.name === name)!.content;
  const start = archive.indexOf(content);
  return [start, start + content.length];
};

const flipByte = (archive: Buffer, offset: number): Buffer => {
  const altered = Buffer.from(archive);
  altered[offset] = altered[offset]! ^ 0x01;
  return altered;
};

describe('audit bundle', () => {
  it('verifies a freshly exported bundle with the public key alone', () => {
    const events = stream(4);
    const bundle = buildAuditBundle(request(events, { version: 4, hash: events[3]!.hash, anchoredAt: '2026-11-22T08:00:04.000Z' }), key);
    expect(bundle.fileName).toBe('audit-TWCZ2026000001-v4.tar');
    expect(bundle.manifest).toMatchObject({ eventCount: 4, headVersion: 4, headHash: events[3]!.hash });
    const verdict = verifyAuditBundle(bundle.archive, key.publicKey);
    expect(verdict).toMatchObject({ ok: true });
    expect(verdict.passed).toEqual([
      'archive readable',
      `signature valid (key ${key.fingerprint})`,
      'events.jsonl matches the signed sha256',
      'hash chain intact over 4 events',
      'head version 4 and hash match the manifest',
      'anchored head (version 4, 2026-11-22T08:00:04.000Z) is in the bundle',
    ]);
  });

  it('keeps the events exactly as stored, one per line', () => {
    const events = stream(2);
    const files = unpackTar(buildAuditBundle(request(events), key).archive);
    const lines = files.find((file) => file.name === BundleFiles.events)!.content.toString('utf8').trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(events);
  });

  it('names the altered part when one byte of the events, the manifest or the signature changes', () => {
    const { archive } = buildAuditBundle(request(stream(3)), key);
    const [eventsStart] = rangeOf(archive, BundleFiles.events);
    const [manifestStart] = rangeOf(archive, BundleFiles.manifest);
    const [signatureStart] = rangeOf(archive, BundleFiles.signature);
    expect(verifyAuditBundle(flipByte(archive, eventsStart + 10), key.publicKey)).toMatchObject({ ok: false, problem: 'events-checksum' });
    expect(verifyAuditBundle(flipByte(archive, manifestStart + 10), key.publicKey)).toMatchObject({ ok: false, problem: 'signature-invalid' });
    expect(verifyAuditBundle(flipByte(archive, signatureStart), key.publicKey)).toMatchObject({ ok: false, problem: 'signature-invalid' });
    expect(verifyAuditBundle(flipByte(archive, 0), key.publicKey)).toMatchObject({ ok: false, problem: 'archive-damaged' });
  });

  it('never accepts a bundle with any byte of a header, the manifest, its signature or the events flipped', () => {
    const { archive } = buildAuditBundle(request(stream(3)), key);
    const signed = [BundleFiles.manifest, BundleFiles.signature, BundleFiles.events].map((name) => rangeOf(archive, name));
    // Each file's header, except the checksum field's terminator (bytes 154-155), which carries nothing.
    const headers = signed.flatMap(([start]) => [
      [start - 512, start - 512 + 154],
      [start - 512 + 156, start],
    ] as [number, number][]);
    const offsets = fc.oneof(...[...signed, ...headers].map(([start, end]) => fc.integer({ min: start, max: end - 1 })));
    fc.assert(fc.property(offsets, (offset) => !verifyAuditBundle(flipByte(archive, offset), key.publicKey).ok));
  });

  it('refuses a bundle checked with another key, naming both keys', () => {
    const { archive } = buildAuditBundle(request(stream(2)), key);
    const other = keyPair();
    const verdict = verifyAuditBundle(archive, other.publicKey);
    expect(verdict).toMatchObject({ ok: false, problem: 'signature-invalid' });
    expect(!verdict.ok && verdict.message).toContain(other.fingerprint);
  });

  it('finds a store tampered with before the export: the signature is valid, the chain is not', () => {
    const tampered = stream(4, (content) => (content.version === 2 ? { ...content, data: { note: '改过的进展' } } : content));
    const verdict = verifyAuditBundle(buildAuditBundle(request(tampered), key).archive, key.publicKey);
    expect(verdict).toMatchObject({ ok: false, problem: 'chain-changed', version: 2 });
    expect(!verdict.ok && verdict.message).toBe('event 2 was changed: its content no longer matches its hash');
  });

  it('finds events removed from the tail against the anchor recorded in the manifest', () => {
    const events = stream(5);
    const anchor = { version: 5, hash: events[4]!.hash, anchoredAt: '2026-11-22T08:00:05.000Z' };
    const verdict = verifyAuditBundle(buildAuditBundle(request(events.slice(0, 3), anchor), key).archive, key.publicKey);
    expect(verdict).toMatchObject({ ok: false, problem: 'tail-removed', version: 4 });
    expect(!verdict.ok && verdict.message).toBe('events removed from the tail (anchored version 5, bundle has 3)');
  });

  it('finds a chain recomputed after the anchor', () => {
    const events = stream(3);
    const anchor = { version: 2, hash: 'f'.repeat(64), anchoredAt: '2026-11-22T08:00:02.000Z' };
    expect(verifyAuditBundle(buildAuditBundle(request(events, anchor), key).archive, key.publicKey)).toMatchObject({
      ok: false,
      problem: 'anchor-mismatch',
      version: 2,
    });
  });

  it('reports a missing file and a cut-off archive', () => {
    const { archive } = buildAuditBundle(request(stream(1)), key);
    const withoutEvents = packTar(
      unpackTar(archive).filter((file) => file.name !== BundleFiles.events),
      new Date(0),
    );
    expect(verifyAuditBundle(withoutEvents, key.publicKey)).toMatchObject({ ok: false, problem: 'file-missing' });
    expect(verifyAuditBundle(archive.subarray(0, 700), key.publicKey)).toMatchObject({ ok: false, problem: 'archive-damaged' });
  });
});

describe('tar archive', () => {
  it('reads back what it wrote, in order, byte for byte', () => {
    const files = [
      { name: 'a.json', content: Buffer.from('{"a":1}\n') },
      { name: 'empty', content: Buffer.alloc(0) },
      { name: 'block.bin', content: Buffer.alloc(512, 7) },
    ];
    const archive = packTar(files, new Date('2026-01-01T00:00:00Z'));
    expect(archive.length % 512).toBe(0);
    expect(unpackTar(archive)).toEqual(files);
  });
});
