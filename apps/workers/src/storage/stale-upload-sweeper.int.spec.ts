import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, loadPlatformConfig, ObjectStore } from '@bk/infrastructure';
import { clearExpiredUploadKeys, expireUnreferencedFiles, STALE_UPLOAD_REASON, sweepStaleUploads, UNREFERENCED_REASON } from './stale-upload-sweeper';

/**
 * The sweep against the real database and S3Proxy: a pending upload older than an hour loses its
 * object and is marked refused; a fresh pending one and a verified old one are left alone.
 */
const config = loadPlatformConfig();
const store = new ObjectStore(config.storage);
let system: DataSource;
let tenantId: string;

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
  [{ tenant_id: tenantId }] = (await system.query(`SELECT tenant_id FROM tenants WHERE channel = 'jlpca'`)) as [{ tenant_id: string }];
});

afterAll(async () => {
  store.destroy();
  await system.destroy();
});

type Stored = { status: 'pending' | 'verified'; age: string; referenced?: boolean; verifiedCopy?: boolean };

/** A file row with its object; a verified one may sit at a copy of its own, beside what its upload key holds. */
const storedFile = async ({ status, age, referenced = false, verifiedCopy = false }: Stored) => {
  const fileId = randomUUID();
  const uploadKey = `${tenantId}/incoming/2026/11/${fileId}.txt`;
  const key = verifiedCopy ? `${tenantId}/verified/2026/11/${fileId}-test.txt` : uploadKey;
  await store.put(uploadKey, Buffer.from('吉林省破产管理人协会 会议纪要'), 'text/plain');
  if (verifiedCopy) await store.put(key, Buffer.from('吉林省破产管理人协会 会议纪要'), 'text/plain');
  await system.query(
    `INSERT INTO stored_files (file_id, tenant_id, object_key, upload_key, file_name, extension, content_type, declared_size, status, uploaded_by, created_at, decided_at, referenced_at)
     VALUES ($1, $2, $3, $4, '会议纪要.txt', 'txt', 'text/plain', 40, $5, 'sweep-test', now() - $6::interval,
       CASE WHEN $5 = 'verified' THEN now() - $6::interval END, CASE WHEN $7 THEN now() END)`,
    [fileId, tenantId, key, uploadKey, status, age, referenced],
  );
  return { fileId, key, uploadKey };
};

const rowOf = async (fileId: string) =>
  ((await system.query(`SELECT status, refusal_reason FROM stored_files WHERE file_id = $1`, [fileId])) as { status: string; refusal_reason: string | null }[])[0];

it('removes stale pending uploads from the store and marks them refused, leaving fresh and verified files', async () => {
  const stale = await storedFile({ status: 'pending', age: '2 hours' });
  const fresh = await storedFile({ status: 'pending', age: '5 minutes' });
  const verifiedOld = await storedFile({ status: 'verified', age: '3 days', referenced: true });

  expect(await sweepStaleUploads(system, store)).toBeGreaterThanOrEqual(1);

  expect(await store.head(stale.key)).toBeUndefined();
  expect(await rowOf(stale.fileId)).toEqual({ status: 'refused', refusal_reason: STALE_UPLOAD_REASON });
  expect(await store.head(fresh.key)).toBeDefined();
  expect((await rowOf(fresh.fileId))?.status).toBe('pending');
  expect(await store.head(verifiedOld.key)).toBeDefined();
  expect((await rowOf(verifiedOld.fileId))?.status).toBe('verified');
});

it('deletes what an upload key holds once its URL has expired, never the verified copy', async () => {
  const replayed = await storedFile({ status: 'verified', age: '20 minutes', referenced: true, verifiedCopy: true });
  const recent = await storedFile({ status: 'verified', age: '2 minutes', referenced: true, verifiedCopy: true });

  expect(await clearExpiredUploadKeys(system, store)).toBeGreaterThanOrEqual(1);

  expect(await store.head(replayed.uploadKey)).toBeUndefined();
  expect(await store.head(replayed.key)).toBeDefined();
  // Its URL may still be used: the key is cleared on a later sweep, after the URL expired.
  expect(await store.head(recent.uploadKey)).toBeDefined();
});

it('expires verified files that nothing named within a week, keeping named ones however old', async () => {
  const abandoned = await storedFile({ status: 'verified', age: '8 days', verifiedCopy: true });
  const named = await storedFile({ status: 'verified', age: '30 days', referenced: true, verifiedCopy: true });
  const young = await storedFile({ status: 'verified', age: '2 days', verifiedCopy: true });

  expect(await expireUnreferencedFiles(system, store)).toBeGreaterThanOrEqual(1);

  expect(await store.head(abandoned.key)).toBeUndefined();
  expect(await rowOf(abandoned.fileId)).toEqual({ status: 'expired', refusal_reason: UNREFERENCED_REASON });
  expect(await store.head(named.key)).toBeDefined();
  expect((await rowOf(named.fileId))?.status).toBe('verified');
  expect((await rowOf(young.fileId))?.status).toBe('verified');
});
