import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, loadPlatformConfig, ObjectStore } from '@bk/infrastructure';
import { STALE_UPLOAD_REASON, sweepStaleUploads } from './stale-upload-sweeper';

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

const storedFile = async (status: 'pending' | 'verified', age: string) => {
  const fileId = randomUUID();
  const key = `${tenantId}/2026/11/${fileId}.txt`;
  await store.put(key, Buffer.from('吉林省破产管理人协会 会议纪要'), 'text/plain');
  await system.query(
    `INSERT INTO stored_files (file_id, tenant_id, object_key, file_name, extension, content_type, declared_size, status, uploaded_by, created_at)
     VALUES ($1, $2, $3, '会议纪要.txt', 'txt', 'text/plain', 40, $4, 'sweep-test', now() - $5::interval)`,
    [fileId, tenantId, key, status, age],
  );
  return { fileId, key };
};

const rowOf = async (fileId: string) =>
  ((await system.query(`SELECT status, refusal_reason FROM stored_files WHERE file_id = $1`, [fileId])) as { status: string; refusal_reason: string | null }[])[0];

it('removes stale pending uploads from the store and marks them refused, leaving fresh and verified files', async () => {
  const stale = await storedFile('pending', '2 hours');
  const fresh = await storedFile('pending', '5 minutes');
  const verifiedOld = await storedFile('verified', '3 days');

  expect(await sweepStaleUploads(system, store)).toBeGreaterThanOrEqual(1);

  expect(await store.head(stale.key)).toBeUndefined();
  expect(await rowOf(stale.fileId)).toEqual({ status: 'refused', refusal_reason: STALE_UPLOAD_REASON });
  expect(await store.head(fresh.key)).toBeDefined();
  expect((await rowOf(fresh.fileId))?.status).toBe('pending');
  expect(await store.head(verifiedOld.key)).toBeDefined();
  expect((await rowOf(verifiedOld.fileId))?.status).toBe('verified');
});
