import { randomUUID } from 'node:crypto';
import * as argon2 from 'argon2';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { DataSource } from 'typeorm';
import type { ContentCommandResponse, CreateFlowInstanceResponse, FileDownloadUrl, PresignedUpload, StoredFileInfo } from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import { createDataSource, loadPlatformConfig, ObjectStore } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { DEMO_PASSWORD, demoTenants } from '../cli/demo-data';
import { DEMO_PDF, demoFileId } from '../cli/demo-files';
import { ApiClient } from '../testing/api-client';
import { enterpriseDistressForm } from '../testing/distress-application';
import { signInPortalUser } from '../testing/portal-user-client';
import { PORTAL_UPLOADS, uploadVerified } from '../testing/upload-verified';
import { UPLOAD_QUOTA } from './upload-quota';

/**
 * Files in custody, against the running test API and the real S3Proxy: the bucket answers only
 * the platform's credentials, a download is issued only to those entitled to the thing that names
 * the file, an upload URL writes nothing that is served once the file is verified, content checks
 * read past the first bytes, and one uploader cannot fill the store.
 */
const config = loadPlatformConfig();
const store = new ObjectStore(config.storage);
const home = demoTenants.find((tenant) => tenant.channel === 'szpca')!;
let system: DataSource;
let admin: ApiClient;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/MediaBox[0 0 595 842]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);

/** A staff account of the home association holding exactly these keys. */
const staffWith = async (rightKeys: string[]): Promise<ApiClient> => {
  const loginId = `files${randomUUID().slice(0, 8)}`;
  await system.query(
    `INSERT INTO staff_users (uid, tenant_id, login_id, name, show_name, password_hash, right_keys) VALUES ($1, $2, $3, '文件测试', '文件测试', $4, $5)`,
    [randomUUID(), home.tenantId, loginId, await argon2.hash(DEMO_PASSWORD), rightKeys],
  );
  return ApiClient.forTestServer(home.channel).login(loginId);
};

const downloadLink = (client: ApiClient, fileId: string) => client.get<FileDownloadUrl>('/api/v1/upload/url', { fileId });

const stableAddress = (fileId: string, cookie?: string) =>
  fetch(`http://127.0.0.1:${process.env.TEST_PORT}/api/noauth/v1/content/file?_channel=${home.channel}&fileId=${fileId}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });

const presign = (client: ApiClient, fileName: string, size: number, calls = '/api/storage/v1/generatePresignedInfo') =>
  client.post<PresignedUpload>(calls, { fileName, size });

const verify = (client: ApiClient, fileId: string) => client.post<StoredFileInfo>('/api/storage/v1/verifyFile', { fileId });

/** Presign and PUT, not yet verified. */
const put = async (client: ApiClient, fileName: string, bytes: Buffer): Promise<PresignedUpload> => {
  const presigned = await presign(client, fileName, bytes.length);
  expect(presigned.status).toBe(200);
  expect((await fetch(presigned.body.data.uploadUrl, { method: 'PUT', headers: presigned.body.data.headers, body: bytes })).status).toBe(200);
  return presigned.body.data;
};

const workbook = async (): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('债权人名册').addRow(['债权人', '申报金额']);
  return Buffer.from(await book.xlsx.writeBuffer());
};

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
  admin = await ApiClient.forTestServer(home.channel).login('admin');
});

afterAll(async () => {
  store.destroy();
  await system.destroy();
});

describe('the bucket', () => {
  it('answers no anonymous listing and no anonymous read: only the platform holds its keys', async () => {
    const fileId = await uploadVerified(admin, '资产清单.pdf', PDF);
    const [key] = (await store.list(`${home.tenantId}/verified/`)).filter((name) => name.includes(fileId));
    expect(key).toBeDefined();
    const bucketUrl = `${config.storage.endpoint}/${config.storage.bucket}`;
    expect((await fetch(`${bucketUrl}?list-type=2`)).status).toBe(403);
    expect((await fetch(`${bucketUrl}/${key}`)).status).toBe(403);
  });
});

describe('who may download', () => {
  it("gives a portal user's consultation materials to the staff who may read the consultation, and to nobody else", async () => {
    const { client: applicant } = await signInPortalUser(home.channel);
    const material = await uploadVerified(applicant, '资产负债表.pdf', PDF, undefined, PORTAL_UPLOADS);
    const filed = await applicant.post<CreateFlowInstanceResponse>('/api/v1/distressManage/createFlowInstance', enterpriseDistressForm([material]));

    expect(filed.status).toBe(200);
    const handler = await staffWith([PermissionKeys.distressHandle]);
    const applyOnly = await staffWith([PermissionKeys.csjApply]);
    const newsEditor = await staffWith([PermissionKeys.newsView, PermissionKeys.newsEdit]);

    await eventually(async () => expect((await downloadLink(handler, material)).status).toBe(200));
    for (const stranger of [applyOnly, newsEditor]) {
      for (const path of ['/api/v1/upload/url', '/api/v1/func/file/getFileUrl']) {
        expect(await stranger.get(path, { fileId: material })).toMatchObject({ status: 404, body: { msg: '文件不存在或尚未通过校验' } });
      }
    }
    // Nor can an editor name it in an item to publish it: a write may only name files its writer may read.
    const laundered = await newsEditor.post('/api/v1/cms/content/saveOrUpdateCmsContent', {
      kind: 'news',
      title: '转载材料',
      body: '<p>转载</p>',
      attachments: [{ fileId: material, name: '资产负债表.pdf' }],
    });
    expect(laundered).toMatchObject({ status: 400, body: { msg: '文件不存在或尚未通过校验，请重新上传' } });
  });

  it("keeps a staff member's upload that nothing names to its uploader", async () => {
    const draft = await uploadVerified(admin, '内部草稿.pdf', PDF);
    expect((await downloadLink(admin, draft)).status).toBe(200);
    expect((await downloadLink(await staffWith([PermissionKeys.courtReformHandle]), draft)).status).toBe(404);
  });

  it('serves the files of published content to everyone, and a draft item only to staff who may view its kind', async () => {
    const handler = await ApiClient.forTestServer(home.channel).login('handler');
    const published = demoFileId(home.tenantId, DEMO_PDF(home));
    expect((await downloadLink(handler, published)).status).toBe(200);
    expect((await stableAddress(published)).status).toBe(302);

    const attachment = await uploadVerified(admin, '征求意见稿.pdf', PDF);
    const saved = await admin.post<ContentCommandResponse>('/api/v1/cms/content/saveOrUpdateCmsContent', {
      kind: 'news',
      title: '关于征求意见的通知',
      body: '<p>现就《破产案件管理人工作指引》征求会员单位意见，请于本月底前反馈。</p>',
      attachments: [{ fileId: attachment, name: '征求意见稿.pdf' }],
    });
    expect(saved.body).toMatchObject({ code: 200 });
    const newsViewer = await staffWith([PermissionKeys.newsView]);
    await eventually(async () => expect((await downloadLink(newsViewer, attachment)).status).toBe(200));
    expect((await stableAddress(attachment)).status).toBe(404);
    expect((await stableAddress(attachment, newsViewer.headers().cookie)).status).toBe(302);
    expect((await downloadLink(handler, attachment)).status).toBe(404);

    const { contentId, version } = saved.body.data;
    expect((await admin.post('/api/v1/cms/content/doOnOffCmsContent', { contentId, version, published: true, requestId: randomUUID() })).status).toBe(200);
    await eventually(async () => expect((await stableAddress(attachment)).status).toBe(302));
  });
});

describe('an upload URL after verification', () => {
  it('writes nothing that is served: a replay cannot replace the verified file', async () => {
    const upload = await put(admin, '债权申报表.pdf', PDF);
    expect((await verify(admin, upload.fileId)).body.data?.status).toBe('verified');

    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(PDF.length - 2, 0x90)]);
    await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: program });
    expect((await verify(admin, upload.fileId)).body.data?.status).toBe('verified');

    const link = await downloadLink(admin, upload.fileId);
    expect(Buffer.from(await (await fetch(link.body.data.url)).arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('is the uploader\'s to verify: another staff member cannot settle it', async () => {
    const upload = await put(admin, '会议纪要.pdf', PDF);
    expect((await verify(await staffWith([PermissionKeys.newsEdit]), upload.fileId)).status).toBe(404);
  });
});

describe('content checks past the first bytes', () => {
  it.each([
    ['a PDF carrying a web page', '破产申请书.pdf', Buffer.concat([PDF, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')])],
    ['a PNG carrying a web page', '营业执照.png', Buffer.concat([PNG, Buffer.from('<HTML><script>alert(1)</script>')])],
    ['a JPEG carrying PHP', '现场照片.jpg', Buffer.concat([JPEG_START, Buffer.alloc(9000, 0x20), Buffer.from('<?php system($_GET["c"]); ?>')])],
  ])('refuses %s and deletes it', async (_case, fileName, bytes) => {
    const upload = await put(admin, fileName, bytes);
    const verified = await verify(admin, upload.fileId);
    expect(verified).toMatchObject({ status: 400, body: { msg: expect.stringContaining('文件中含有网页或脚本内容') } });
    expect((await store.list(`${home.tenantId}/`)).filter((key) => key.includes(upload.fileId))).toEqual([]);
  });

  it('takes a real workbook as .xlsx, and a zip that is no Office package as .zip but not as .docx', async () => {
    expect((await verify(admin, (await put(admin, '债权人名册.xlsx', await workbook())).fileId)).status).toBe(200);
    const archive = new JSZip();
    archive.file('setup.exe', Buffer.from('MZ this program cannot be run in DOS mode'));
    const zip = await archive.generateAsync({ type: 'nodebuffer' });
    expect((await verify(admin, (await put(admin, '申报材料.zip', zip)).fileId)).status).toBe(200);
    const renamed = await verify(admin, (await put(admin, '申报材料.docx', zip)).fileId);
    expect(renamed).toMatchObject({ status: 400, body: { msg: '文件不是有效的 .docx 文档，请用办公软件重新保存后上传' } });
  });

  it('reads an upper-case extension as its type, so a scanner\'s .PDF is served as a PDF and nothing else', async () => {
    const upload = await put(admin, 'SCAN0001.PDF', PDF);
    expect(upload.headers['Content-Type']).toBe('application/pdf');
    expect((await verify(admin, upload.fileId)).status).toBe(200);
    const download = await fetch((await downloadLink(admin, upload.fileId)).body.data.url);
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('the upload quota', () => {
  it('refuses a burst of presigns past the pending limit with 429, and admits the next once one is verified', async () => {
    const { client } = await signInPortalUser(home.channel);
    const pending: PresignedUpload[] = [];
    for (let index = 0; index < UPLOAD_QUOTA.pendingFiles; index += 1) {
      const presigned = await presign(client, `材料${index}.pdf`, PDF.length, PORTAL_UPLOADS.presign);
      expect(presigned.status).toBe(200);
      pending.push(presigned.body.data);
    }
    const refused = await presign(client, '材料多余.pdf', PDF.length, PORTAL_UPLOADS.presign);
    expect(refused).toMatchObject({ status: 429, body: { code: 429, msg: expect.stringContaining('尚未完成的上传过多') } });

    const first = pending[0]!;
    await fetch(first.uploadUrl, { method: 'PUT', headers: first.headers, body: PDF });
    expect((await client.post<StoredFileInfo>(PORTAL_UPLOADS.verify, { fileId: first.fileId })).body.data?.status).toBe('verified');
    expect((await presign(client, '材料补充.pdf', PDF.length, PORTAL_UPLOADS.presign)).status).toBe(200);
  });
});
