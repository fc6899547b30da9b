import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

type Rgb = readonly [number, number, number];

/**
 * A small real PNG: a banner in two colours with a diagonal band, so covers and inline images of
 * the demo content are actual images of the store (the upload check reads their magic bytes).
 */
export const demoPng = (width: number, height: number, base: Rgb, accent: Rgb): Buffer => {
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y * 2 - width / 4) < width / 8;
      row.set(band ? accent : base, 1 + x * 3);
    }
    return row;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The demo images of the content kit: covers, inline pictures and link icons. */
export const DEMO_IMAGES = {
  cover: '协会活动封面.png',
  meeting: '年度工作会议现场.png',
  training: '业务培训现场.png',
  icon: '链接图标.png',
} as const;

export const DEMO_PDF = (tenant: DemoTenant): string => `${tenant.name}债权申报须知.pdf`;

/** Files every demo association has on the store, verified, as if staff had uploaded them. */
const demoFiles = (tenant: DemoTenant) => [
  { name: DEMO_IMAGES.cover, contentType: 'image/png', bytes: demoPng(240, 135, [28, 78, 140], [232, 178, 48]) },
  { name: DEMO_IMAGES.meeting, contentType: 'image/png', bytes: demoPng(320, 180, [196, 40, 40], [250, 226, 180]) },
  { name: DEMO_IMAGES.training, contentType: 'image/png', bytes: demoPng(320, 180, [30, 120, 90], [240, 240, 240]) },
  { name: DEMO_IMAGES.icon, contentType: 'image/png', bytes: demoPng(64, 64, [40, 90, 170], [255, 255, 255]) },
  {
    name: DEMO_PDF(tenant),
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
export const demoFileId = (tenantId: string, name: string): string => {
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
        // Put by the platform itself: no upload URL ever named the key, and the seeded content names the file.
        `INSERT INTO stored_files (file_id, tenant_id, object_key, upload_key, upload_key_cleared_at, referenced_at, file_name, extension, content_type, declared_size, status, uploaded_by, decided_at)
         VALUES ($1, $2, $3, $3, now(), now(), $4, $5, $6, $7, 'verified', $8, now())
         ON CONFLICT (file_id) DO NOTHING`,
        [fileId, tenant.tenantId, objectKey, file.name, extension, file.contentType, file.bytes.length, uploadedBy],
      ),
    );
  }
};
