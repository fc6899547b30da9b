import { createHash } from 'node:crypto';
import { inTenantTransaction, type ObjectStore } from '@bk/infrastructure';
import type { DataSource } from 'typeorm';
import type { demoTenants } from './demo-data';

type DemoTenant = (typeof demoTenants)[number];

/** A one-page PDF with its title in the document information (a real, if tiny, PDF). */
const pdf = (title: string): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      `3 0 obj<</Type/Page/MediaBox[0 0 595 842]/Parent 2 0 R>>endobj\n4 0 obj<</Title <FEFF${Buffer.from(title, 'utf16le').swap16().toString('hex').toUpperCase()}>>>endobj\n` +
      'trailer<</Root 1 0 R/Info 4 0 R>>\n%%EOF\n',
  );

/** Files every demo association has on the store, verified, as if staff had uploaded them. */
const demoFiles = (tenant: DemoTenant) => [
  {
    name: `${tenant.name}债权申报须知.pdf`,
    contentType: 'application/pdf',
    bytes: pdf(`${tenant.name}债权申报须知`),
  },
  {
    name: '庭外重组办理指南.txt',
    contentType: 'text/plain',
    bytes: Buffer.from(
      `${tenant.name} 庭外重组办理指南\n\n一、提交申请：企业填写申请表并上传营业执照、财务报表等材料。\n` +
        '二、分配承办：协会在三个工作日内指派承办人员。\n三、签约推进：承办人员与企业签订服务协议后开展重组辅导。\n',
    ),
  },
];

/** A stable id per association and file, so re-seeding finds the same rows and objects. */
const demoFileId = (tenantId: string, name: string): string => {
  const hex = createHash('sha256').update(`${tenantId}/${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Puts the demo files on the store and records them as verified (idempotent). */
export const seedDemoFiles = async (app: DataSource, store: ObjectStore, tenant: DemoTenant, uploadedBy: string): Promise<void> => {
  for (const file of demoFiles(tenant)) {
    const fileId = demoFileId(tenant.tenantId, file.name);
    const extension = file.name.slice(file.name.lastIndexOf('.') + 1);
    const objectKey = `${tenant.tenantId}/2026/01/${fileId}.${extension}`;
    await store.put(objectKey, file.bytes, file.contentType);
    await inTenantTransaction(app, tenant.tenantId, (manager) =>
      manager.query(
        `INSERT INTO stored_files (file_id, tenant_id, object_key, file_name, extension, content_type, declared_size, status, uploaded_by, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'verified', $8, now())
         ON CONFLICT (file_id) DO NOTHING`,
        [fileId, tenant.tenantId, objectKey, file.name, extension, file.contentType, file.bytes.length, uploadedBy],
      ),
    );
  }
};
