/**
 * Runtime configuration, read once from the environment. scripts/stack/env.sh exports the values
 * of config/stack.env, so there are no second copies of the defaults here: a missing variable is
 * a start-up error that names it.
 */
import { join, resolve } from 'node:path';

export type DatabaseRole = 'owner' | 'app' | 'system';

export type PlatformConfig = {
  env: 'development' | 'test' | 'production';
  database: { host: string; port: number; name: string; credentials: Record<DatabaseRole, { user: string; password: string }> };
  temporal: { address: string; namespace: string; uiUrl: string; taskQueue: string };
  kafka: { brokers: string[]; clientId: string; eventsTopic: string };
  http: {
    port: number;
    /** Origins besides the platform's own allowed to make state-changing calls (PUBLIC_ORIGINS, comma-separated). */
    trustedOrigins: string[];
    /**
     * Which peers may say, in X-Forwarded-For/-Proto/-Host, who the client is (TRUST_PROXY:
     * addresses, subnets or proxy-addr names such as loopback). Only the platform's own reverse
     * proxy: anyone else could otherwise pose as any address and escape per-address limits.
     */
    trustProxy: string;
  };
  audit: AuditConfig;
  storage: StorageConfig;
};

/** The S3-compatible object store uploads go to (S3Proxy locally; MinIO, OSS, COS or S3 in production). */
export type StorageConfig = {
  /** Where the API and workers reach the store. */
  endpoint: string;
  /** The store's origin as browsers reach it: presigned URLs are signed for this host. */
  publicEndpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  /** http://host/bucket/key instead of http://bucket.host/key (S3Proxy and MinIO need it). */
  forcePathStyle: boolean;
};

export type AuditConfig = {
  /** Ed25519 private key (PKCS#8 PEM) that signs exported audit bundles and stream-head anchors. */
  signingKeyPath: string;
  /** No key was configured: a key for local use only is generated at signingKeyPath on first use. */
  generateLocalKey: boolean;
  /** The workers' append-only, signed log of stream heads (JSONL), kept outside PostgreSQL. */
  anchorLogPath: string;
};

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name} (see config/stack.env)`);
  return value;
};

export const loadPlatformConfig = (env: NodeJS.ProcessEnv = process.env): PlatformConfig => {
  const mode = env.BK_ENV === 'test' ? 'test' : env.NODE_ENV === 'production' ? 'production' : 'development';
  const isTest = mode === 'test';
  const temporalUiPort = required(env, 'TEMPORAL_UI_PORT');
  const temporalHost = required(env, 'TEMPORAL_HOST');
  return {
    env: mode,
    database: {
      host: required(env, 'PG_HOST'),
      port: Number(required(env, 'PG_PORT')),
      name: isTest ? required(env, 'PG_TEST_DATABASE') : required(env, 'PG_DATABASE'),
      credentials: {
        owner: { user: required(env, 'PG_OWNER_USER'), password: required(env, 'PG_OWNER_PASSWORD') },
        app: { user: required(env, 'PG_APP_USER'), password: required(env, 'PG_APP_PASSWORD') },
        system: { user: required(env, 'PG_SYSTEM_USER'), password: required(env, 'PG_SYSTEM_PASSWORD') },
      },
    },
    temporal: {
      address: `${temporalHost}:${required(env, 'TEMPORAL_PORT')}`,
      namespace: isTest ? required(env, 'TEMPORAL_TEST_NAMESPACE') : required(env, 'TEMPORAL_NAMESPACE'),
      uiUrl: env.TEMPORAL_UI_URL ?? `http://${temporalHost}:${temporalUiPort}`,
      taskQueue: isTest ? 'bk-cases-test' : 'bk-cases',
    },
    kafka: {
      brokers: [`${required(env, 'KAFKA_HOST')}:${required(env, 'KAFKA_PORT')}`],
      clientId: env.KAFKA_CLIENT_ID ?? 'bk-platform',
      eventsTopic: isTest ? 'bk.test.domain-events' : 'bk.domain-events',
    },
    http: {
      port: Number(isTest ? required(env, 'TEST_PORT') : required(env, 'PORT')),
      trustedOrigins: (env.PUBLIC_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
      trustProxy: env.TRUST_PROXY ?? 'loopback',
    },
    audit: auditConfig(env, isTest),
    storage: storageConfig(env, isTest),
  };
};

/** S3_ENDPOINT overrides http://S3_HOST:S3_PORT; S3_PUBLIC_ENDPOINT defaults to the endpoint. */
const storageConfig = (env: NodeJS.ProcessEnv, isTest: boolean): StorageConfig => {
  const endpoint = env.S3_ENDPOINT || `http://${required(env, 'S3_HOST')}:${required(env, 'S3_PORT')}`;
  return {
    endpoint,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT || endpoint,
    region: required(env, 'S3_REGION'),
    accessKeyId: required(env, 'S3_ACCESS_KEY'),
    secretAccessKey: required(env, 'S3_SECRET_KEY'),
    bucket: isTest ? required(env, 'S3_TEST_BUCKET') : required(env, 'S3_BUCKET'),
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? 'true') !== 'false',
  };
};

/**
 * AUDIT_SIGNING_KEY_PATH and AUDIT_ANCHOR_LOG_PATH override the locations under the data dir
 * (scripts/stack/env.sh: BK_DATA_DIR, else DATA_DIR; a process started from the checkout root
 * without either uses ./.data like the scripts). The test tier anchors into its own log, which
 * its reset clears together with the test database.
 */
const auditConfig = (env: NodeJS.ProcessEnv, isTest: boolean): AuditConfig => {
  const auditDir = join(resolve(env.BK_DATA_DIR || env.DATA_DIR || '.data'), 'audit');
  const configuredKey = env.AUDIT_SIGNING_KEY_PATH;
  return {
    signingKeyPath: configuredKey || join(auditDir, 'local-audit-signing-key.ed25519.pem'),
    generateLocalKey: !configuredKey,
    anchorLogPath: env.AUDIT_ANCHOR_LOG_PATH || join(auditDir, isTest ? 'test' : '', 'stream-head-anchors.jsonl'),
  };
};
