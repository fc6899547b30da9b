import { createHash, sign, verify, type KeyObject } from 'node:crypto';
import { GENESIS_HASH, verifyChain, type ChainedEvent } from '../event-store/hash-chain';
import { ArchiveFormatError, packTar, unpackTar, type ArchiveFile } from './tar-archive';

/**
 * A signed audit bundle: one stream's events exactly as stored (with their hashes), a manifest
 * that pins them (count, head, sha256 of the events file, the stream's latest anchor) and a
 * detached Ed25519 signature over the manifest's bytes. Building and checking are pure, so the
 * API, the tests and the offline verifier (verify-bundle-cli.ts) share one implementation, and
 * the chain is re-checked with hash-chain.ts itself: there is no second copy of the hashing rules.
 */
export const AUDIT_BUNDLE_FORMAT = 'bk-audit-bundle/1';

export const BundleFiles = {
  manifest: 'manifest.json',
  signature: 'manifest.json.sig',
  events: 'events.jsonl',
  readme: 'README.txt',
} as const;

/** A stream head recorded outside PostgreSQL (stream-head-anchors.ts). */
export type AnchoredHead = { version: number; hash: string; anchoredAt: string };

export type BundleManifest = {
  format: typeof AUDIT_BUNDLE_FORMAT;
  tenantId: string;
  streamId: string;
  streamType: string;
  /** What the stream is about, in the platform's words (a court-reform case, a restructuring task). */
  subject: { kind: string; id: string; number: string | null };
  eventCount: number;
  headVersion: number;
  headHash: string;
  eventsFile: typeof BundleFiles.events;
  eventsSha256: string;
  /** The stream's latest anchor when exported; null when the relay had not anchored it yet. */
  anchor: AnchoredHead | null;
  exportedAt: string;
  exporter: { uid: string; loginId: string; name: string };
  signingKey: { algorithm: 'Ed25519'; fingerprint: string; local: boolean };
};

export type BundleSigner = { privateKey: KeyObject; fingerprint: string; local: boolean };

export type BundleRequest = {
  tenantId: string;
  streamId: string;
  streamType: string;
  subject: BundleManifest['subject'];
  /** The stream as stored, in version order; each line of events.jsonl is one of them, verbatim. */
  events: readonly ChainedEvent[];
  anchor: AnchoredHead | null;
  exportedAt: Date;
  exporter: BundleManifest['exporter'];
};

export type AuditBundle = { fileName: string; archive: Buffer; manifest: BundleManifest };

/** The key's identity: sha256 over its DER SubjectPublicKeyInfo (`openssl pkey -pubin -outform DER | sha256sum`). */
export const keyFingerprint = (publicKey: KeyObject): string =>
  `sha256:${createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex')}`;

const sha256Hex = (content: Buffer): string => createHash('sha256').update(content).digest('hex');

const readme = (manifest: BundleManifest): string =>
  [
    `Audit bundle of stream ${manifest.streamId} (${manifest.eventCount} events, head version ${manifest.headVersion}).`,
    '',
    `${BundleFiles.events}       the events as stored, one JSON object per line, with prevHash and hash`,
    `${BundleFiles.manifest}      what the bundle pins: head, event count, sha256 of ${BundleFiles.events}, anchor`,
    `${BundleFiles.signature}  Ed25519 signature over the exact bytes of ${BundleFiles.manifest}`,
    '',
    'Full check (signature, checksum, every hash of the chain, the anchor), offline:',
    '  npm run audit:verify-bundle -- <this-file.tar> --public-key <audit-signing-key.pem>',
    'Signature and checksum with OpenSSL alone (after `tar xf`):',
    `  openssl pkeyutl -verify -pubin -inkey <audit-signing-key.pem> -rawin -in ${BundleFiles.manifest} -sigfile ${BundleFiles.signature}`,
    `  sha256sum ${BundleFiles.events}   # equals "eventsSha256" in ${BundleFiles.manifest}`,
    '',
  ].join('\n');

export const buildAuditBundle = (request: BundleRequest, signer: BundleSigner): AuditBundle => {
  const events = Buffer.from(request.events.map((event) => `${JSON.stringify(event)}\n`).join(''), 'utf8');
  const head = request.events[request.events.length - 1];
  const manifest: BundleManifest = {
    format: AUDIT_BUNDLE_FORMAT,
    tenantId: request.tenantId,
    streamId: request.streamId,
    streamType: request.streamType,
    subject: request.subject,
    eventCount: request.events.length,
    headVersion: head?.version ?? 0,
    headHash: head?.hash ?? GENESIS_HASH,
    eventsFile: BundleFiles.events,
    eventsSha256: sha256Hex(events),
    anchor: request.anchor,
    exportedAt: request.exportedAt.toISOString(),
    exporter: request.exporter,
    signingKey: { algorithm: 'Ed25519', fingerprint: signer.fingerprint, local: signer.local },
  };
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  const signature = sign(null, manifestBytes, signer.privateKey);
  const files: ArchiveFile[] = [
    { name: BundleFiles.manifest, content: manifestBytes },
    { name: BundleFiles.signature, content: signature },
    { name: BundleFiles.events, content: events },
    { name: BundleFiles.readme, content: Buffer.from(readme(manifest), 'utf8') },
  ];
  const label = (request.subject.number ?? request.subject.id).replace(/[^\w.-]+/g, '_');
  return {
    fileName: `audit-${label}-v${manifest.headVersion}.tar`,
    archive: packTar(files, request.exportedAt),
    manifest,
  };
};

export type BundleProblem =
  /** The tar itself is damaged (a header's checksum) or cut off. */
  | 'archive-damaged'
  | 'file-missing'
  /** The manifest is not what the key signed (or another key signed it). */
  | 'signature-invalid'
  | 'manifest-invalid'
  /** events.jsonl is not the file the signed manifest pins. */
  | 'events-checksum'
  | 'events-unreadable'
  /** The events contradict the manifest (stream, tenant, count or head). */
  | 'events-mismatch'
  /** The hash chain breaks (as hash-chain.ts reports it). */
  | 'chain-changed'
  | 'chain-broken-link'
  | 'chain-missing'
  /** The bundle ends before the version the stream was anchored at: its last events were removed. */
  | 'tail-removed'
  /** The event at the anchored version is not the anchored one: the chain was recomputed. */
  | 'anchor-mismatch';

export type BundleVerdict =
  | { ok: true; manifest: BundleManifest; passed: string[] }
  | { ok: false; problem: BundleProblem; message: string; version?: number; manifest?: BundleManifest; passed: string[] };

const signatureMatches = (content: Buffer, publicKey: KeyObject, signature: Buffer): boolean => {
  try {
    return verify(null, content, publicKey, signature);
  } catch {
    // A truncated or padded signature file is simply not a valid signature.
    return false;
  }
};

const isChainedEvent = (value: unknown): value is ChainedEvent => {
  const event = value as Partial<ChainedEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.version === 'number' &&
    typeof event.hash === 'string' &&
    typeof event.prevHash === 'string' &&
    typeof event.streamId === 'string' &&
    typeof event.tenantId === 'string'
  );
};

const parseEvents = (content: Buffer): ChainedEvent[] | string => {
  const events: ChainedEvent[] = [];
  const lines = content.toString('utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (const [index, line] of lines.entries()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return `line ${index + 1} is not JSON`;
    }
    if (!isChainedEvent(parsed)) return `line ${index + 1} is not a stored event`;
    events.push(parsed);
  }
  return events;
};

const chainProblems = { changed: 'chain-changed', 'broken-link': 'chain-broken-link', missing: 'chain-missing' } as const;
const chainWording = {
  changed: (version: number) => `event ${version} was changed: its content no longer matches its hash`,
  'broken-link': (version: number) => `an event was inserted or removed before event ${version}`,
  missing: (version: number) => `event ${version} is missing: it was removed`,
} as const;

/**
 * Re-checks a bundle with the public key alone: the tar, the signature over the manifest, the
 * events file's sha256, every hash of the chain, the manifest's head and count, and the anchor.
 * Stops at the first failure and names it.
 */
export const verifyAuditBundle = (archive: Buffer, publicKey: KeyObject): BundleVerdict => {
  const passed: string[] = [];
  const fail = (problem: BundleProblem, message: string, extra: { version?: number; manifest?: BundleManifest } = {}): BundleVerdict => ({
    ok: false,
    problem,
    message,
    ...extra,
    passed,
  });

  let files: ArchiveFile[];
  try {
    files = unpackTar(archive);
  } catch (error) {
    if (error instanceof ArchiveFormatError) return fail('archive-damaged', error.message);
    throw error;
  }
  const file = (name: string) => files.find((candidate) => candidate.name === name)?.content;
  const manifestBytes = file(BundleFiles.manifest);
  const signature = file(BundleFiles.signature);
  const eventsBytes = file(BundleFiles.events);
  for (const [name, content] of [
    [BundleFiles.manifest, manifestBytes],
    [BundleFiles.signature, signature],
    [BundleFiles.events, eventsBytes],
  ] as const) {
    if (!content) return fail('file-missing', `the bundle has no ${name}`);
  }
  passed.push('archive readable');

  const givenFingerprint = keyFingerprint(publicKey);
  if (!signatureMatches(manifestBytes!, publicKey, signature!)) {
    const claimed = /"fingerprint":\s*"([^"]+)"/.exec(manifestBytes!.toString('utf8'))?.[1];
    const otherKey = claimed && claimed !== givenFingerprint ? ` (the manifest names key ${claimed}; the key given is ${givenFingerprint})` : '';
    return fail('signature-invalid', `the signature does not match ${BundleFiles.manifest}: the manifest was altered or signed by another key${otherKey}`);
  }
  passed.push(`signature valid (key ${givenFingerprint})`);

  let manifest: BundleManifest;
  try {
    manifest = JSON.parse(manifestBytes!.toString('utf8')) as BundleManifest;
  } catch {
    return fail('manifest-invalid', `${BundleFiles.manifest} is not JSON`);
  }
  if (manifest.format !== AUDIT_BUNDLE_FORMAT) return fail('manifest-invalid', `unknown bundle format ${String(manifest.format)}`, { manifest });

  const actualSha = sha256Hex(eventsBytes!);
  if (actualSha !== manifest.eventsSha256) {
    return fail('events-checksum', `${BundleFiles.events} was altered: its sha256 is ${actualSha}, the signed manifest says ${manifest.eventsSha256}`, {
      manifest,
    });
  }
  passed.push(`${BundleFiles.events} matches the signed sha256`);

  const events = parseEvents(eventsBytes!);
  if (typeof events === 'string') return fail('events-unreadable', `${BundleFiles.events}: ${events}`, { manifest });
  const stranger = events.find((event) => event.streamId !== manifest.streamId || event.tenantId !== manifest.tenantId);
  if (stranger) return fail('events-mismatch', `event ${stranger.version} belongs to another stream or tenant`, { version: stranger.version, manifest });

  const chain = verifyChain(events);
  if (!chain.intact) {
    return fail(chainProblems[chain.problem], chainWording[chain.problem](chain.firstBadVersion), { version: chain.firstBadVersion, manifest });
  }
  passed.push(`hash chain intact over ${events.length} events`);

  const head = events[events.length - 1];
  if (events.length !== manifest.eventCount || (head?.version ?? 0) !== manifest.headVersion || chain.headHash !== manifest.headHash) {
    return fail('events-mismatch', `the events end at version ${head?.version ?? 0} (${events.length} events), the manifest says ${manifest.headVersion}`, {
      manifest,
    });
  }
  passed.push(`head version ${manifest.headVersion} and hash match the manifest`);

  if (manifest.anchor) {
    const anchored = events.find((event) => event.version === manifest.anchor!.version);
    if (!anchored) {
      return fail('tail-removed', `events removed from the tail (anchored version ${manifest.anchor.version}, bundle has ${manifest.headVersion})`, {
        version: manifest.headVersion + 1,
        manifest,
      });
    }
    if (anchored.hash !== manifest.anchor.hash) {
      return fail('anchor-mismatch', `event ${anchored.version} differs from its anchor: the chain was recomputed from there or earlier`, {
        version: anchored.version,
        manifest,
      });
    }
    passed.push(`anchored head (version ${manifest.anchor.version}, ${manifest.anchor.anchoredAt}) is in the bundle`);
  }
  return { ok: true, manifest, passed };
};
