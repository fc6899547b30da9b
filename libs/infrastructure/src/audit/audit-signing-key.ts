import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AuditConfig } from '../config/platform-config';
import { keyFingerprint } from './audit-bundle';

/** The Ed25519 key that signs audit bundles and stream-head anchors. */
export type AuditSigningKey = {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
  fingerprint: string;
  /** Generated on this machine because none was configured: fine for local use, not evidence for a court. */
  local: boolean;
};

const LOCAL_KEY_BANNER =
  '# LOCAL audit signing key, generated on first use because AUDIT_SIGNING_KEY_PATH was not set.\n' +
  '# Bundles and anchors signed with it prove nothing beyond this machine: configure a managed key.\n';

/**
 * Writes a fresh key where none is. The API and the workers may both get here first: the key is
 * written to a private temporary file and hard-linked into place, which fails if the other won,
 * so each reads the one key that exists and neither ever reads a half-written file.
 */
const createLocalKey = (path: string): void => {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  const temporary = `${path}.${randomUUID()}.tmp`;
  writeFileSync(temporary, LOCAL_KEY_BANNER + privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), { mode: 0o600 });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
};

/**
 * Loads the configured key. A configured key that is missing is an error (a platform that should
 * sign with a managed key must not quietly start signing with a new one); without configuration
 * a clearly named local key is generated under the data dir on first use.
 */
export const loadAuditSigningKey = (config: AuditConfig): AuditSigningKey => {
  if (!existsSync(config.signingKeyPath)) {
    if (!config.generateLocalKey) throw new Error(`Audit signing key ${config.signingKeyPath} (AUDIT_SIGNING_KEY_PATH) does not exist`);
    createLocalKey(config.signingKeyPath);
  }
  const pem = readFileSync(config.signingKeyPath, 'utf8');
  const privateKey = createPrivateKey(pem.slice(pem.indexOf('-----BEGIN')));
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`Audit signing key ${config.signingKeyPath} is not an Ed25519 key`);
  const publicKey = createPublicKey(privateKey);
  return {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: keyFingerprint(publicKey),
    local: config.generateLocalKey,
  };
};
