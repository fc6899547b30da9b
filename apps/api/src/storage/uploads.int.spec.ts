import { loadPlatformConfig, ObjectStore } from '@bk/infrastructure';
import type { FileDownloadUrl, PresignedUpload, StoredFileInfo } from '@bk/contracts';
import { demoTenants } from '../cli/demo-data';
import { DEMO_PDF, demoFileId } from '../cli/demo-files';
import { ApiClient } from '../testing/api-client';

/**
 * The upload flow through the running test API and the real S3Proxy: presign, PUT straight to the
 * store as a browser would, verify, download through the short-lived URL. The store is checked
 * directly (its own client) for what must not be left in it.
 */
const config = loadPlatformConfig();
const store = new ObjectStore(config.storage);
const home = demoTenants.find((tenant) => tenant.channel === 'szpca')!;
const centre = demoTenants.find((tenant) => tenant.channel === 'csjrc')!;

let admin: ApiClient;
let otherAssociation: ApiClient;

beforeAll(async () => {
  admin = await ApiClient.forTestServer(home.channel).login('admin');
  otherAssociation = await ApiClient.forTestServer(centre.channel).login('admin');
});

afterAll(() => store.destroy());

/** A one-page PDF, as small as a valid one gets. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/MediaBox[0 0 595 842]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A Windows program's first bytes (the MZ header and the DOS stub's message). */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(50), Buffer.from('This program cannot be run in DOS mode.')]);

const presign = (client: ApiClient, fileName: string, size: number) =>
  client.post<PresignedUpload>('/api/storage/v1/generatePresignedInfo', { fileName, size, contentType: 'application/octet-stream' });

const put = (upload: PresignedUpload, body: Uint8Array) =>
  fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body });

const verify = (client: ApiClient, fileId: string) => client.post<StoredFileInfo>('/api/storage/v1/verifyFile', { fileId });

const objectsOf = async (fileId: string) => (await store.list(`${home.tenantId}/`)).filter((key) => key.includes(fileId));

const uploaded = async (fileName: string, bytes: Buffer) => {
  const presigned = await presign(admin, fileName, bytes.length);
  expect(presigned.status).toBe(200);
  const upload = presigned.body.data;
  expect((await put(upload, bytes)).status).toBe(200);
  return upload;
};

describe('uploads through presigned URLs on the object store', () => {
  it.each([
    ['破产申请书.pdf', PDF, 'application/pdf'],
    ['营业执照扫描件.png', PNG, 'image/png'],
  ])('takes %s through presign, PUT and verify, then serves it through a short-lived link under its name', async (fileName, bytes, type) => {
    const upload = await uploaded(fileName, bytes);
    expect(upload.headers['Content-Type']).toBe(type);
    // The upload URL writes under incoming/; verification moves the file to a key of its own.
    expect(await objectsOf(upload.fileId)).toEqual([expect.stringMatching(new RegExp(`^${home.tenantId}/incoming/\\d{4}/\\d{2}/${upload.fileId}\\.(pdf|png)$`))]);

    // Not served before it is verified.
    expect((await admin.get('/api/v1/upload/url', { fileId: upload.fileId })).status).toBe(404);

    const verified = await verify(admin, upload.fileId);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ fileId: upload.fileId, fileName, size: bytes.length, contentType: type, status: 'verified' });
    expect(await objectsOf(upload.fileId)).toEqual([expect.stringMatching(new RegExp(`^${home.tenantId}/verified/\\d{4}/\\d{2}/${upload.fileId}-[0-9a-f]{8}\\.(pdf|png)$`))]);

    for (const path of ['/api/v1/upload/url', '/api/v1/func/file/getFileUrl']) {
      const link = await admin.get<FileDownloadUrl>(path, { fileId: upload.fileId });
      expect(link.status).toBe(200);
      expect(link.body.data.fileName).toBe(fileName);
      expect(new URL(link.body.data.url).searchParams.get('X-Amz-Expires')).toBe('300');
      const download = await fetch(link.body.data.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('refuses at presign an upload declaring more than 50 MB with the spec message, and takes exactly 50 MB', async () => {
    const response = await presign(admin, '审计报告.pdf', 52_428_801);
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('单个文件大小不能超过50MB');
    expect((await presign(admin, '审计报告.pdf', 52_428_800)).status).toBe(200);
  });

  it('has the store refuse a PUT whose body is longer or shorter than the signed length', async () => {
    const presigned = await presign(admin, '债权申报材料.pdf', PDF.length);
    const upload = presigned.body.data;
    expect((await put(upload, Buffer.concat([PDF, Buffer.from('extra bytes')]))).status).toBeGreaterThanOrEqual(400);
    expect((await put(upload, PDF.subarray(0, PDF.length - 10))).status).toBeGreaterThanOrEqual(400);
    expect(await objectsOf(upload.fileId)).toEqual([]);
    const verified = await verify(admin, upload.fileId);
    expect(verified.status).toBe(400);
    expect(verified.body.msg).toBe('文件尚未上传完成，请重新上传');
  });

  it('refuses at verify a program renamed .pdf, deletes it from the store and never serves it', async () => {
    const upload = await uploaded('重整计划草案.pdf', EXE);
    expect(await objectsOf(upload.fileId)).toHaveLength(1);

    const verified = await verify(admin, upload.fileId);
    expect(verified.status).toBe(400);
    expect(verified.body.msg).toContain('文件内容与扩展名 .pdf 不符');
    expect(await objectsOf(upload.fileId)).toEqual([]);
    expect((await admin.get('/api/v1/upload/url', { fileId: upload.fileId })).status).toBe(404);
    // Asking again gives the same reason; the file stays refused.
    expect((await verify(admin, upload.fileId)).body.msg).toContain('文件内容与扩展名 .pdf 不符');
  });

  it('refuses a plain-text file that is not UTF-8 text, and takes one that is', async () => {
    const text = Buffer.from('管理人工作报告\n第一部分 债务人基本情况\n');
    const good = await uploaded('工作报告.txt', text);
    expect((await verify(admin, good.fileId)).status).toBe(200);
    const binary = await uploaded('工作报告.txt', Buffer.from([0x41, 0x00, 0x42, 0xff]));
    expect((await verify(admin, binary.fileId)).body.msg).toContain('文件内容与扩展名 .txt 不符');
  });

  it.each([':', '?', '"', '/', '\\', '*', '<', '>', '|'])('refuses a name containing %s with the spec message', async (character) => {
    const response = await presign(admin, `债权人会议${character}纪要.pdf`, PDF.length);
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('文件名不能包含下列任何字符：: ? " / \\ * < > |');
  });

  it('refuses a name starting with a space', async () => {
    const response = await presign(admin, ' 债权人会议纪要.pdf', PDF.length);
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('文件名不能为空或以空格开头');
  });

  it('refuses a type outside the accepted list', async () => {
    const response = await presign(admin, '安装程序.exe', EXE.length);
    expect(response.status).toBe(400);
    expect(response.body.msg).toContain('不支持该文件类型');
  });

  it("does not find another association's file, for verification or download", async () => {
    const upload = await uploaded('资产清单.pdf', PDF);
    expect((await verify(otherAssociation, upload.fileId)).status).toBe(404);
    expect((await verify(admin, upload.fileId)).status).toBe(200);
    for (const path of ['/api/v1/upload/url', '/api/v1/func/file/getFileUrl']) {
      const response = await otherAssociation.get(path, { fileId: upload.fileId });
      expect(response.status).toBe(404);
      expect(response.body.msg).toBe('文件不存在或尚未通过校验');
    }
  });

  it('refuses a caller without a session', async () => {
    const visitor = ApiClient.forTestServer(home.channel);
    const response = await presign(visitor, '破产申请书.pdf', PDF.length);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(401);
    expect((await visitor.post('/api/storage/v1/verifyFile', { fileId: crypto.randomUUID() })).body.code).toBe(401);
    expect((await visitor.get('/api/v1/upload/url', { fileId: crypto.randomUUID() })).body.code).toBe(401);
  });

  it('lets a signed-in applicant of the association upload too', async () => {
    const applicant = await ApiClient.forTestServer(centre.channel).login('applicant');
    const presigned = await presign(applicant, '企业营业执照.png', PNG.length);
    expect(presigned.status).toBe(200);
    expect((await put(presigned.body.data, PNG)).status).toBe(200);
    expect((await verify(applicant, presigned.body.data.fileId)).status).toBe(200);
  });
});

describe("the store's CORS for the platform's pages", () => {
  it.each([`http://127.0.0.1:${process.env.TEST_PORT}`, `http://localhost:${process.env.TEST_PORT}`])('lets %s PUT from the browser', async (origin) => {
    const upload = (await presign(admin, '破产申请书.pdf', PDF.length)).body.data;
    const preflight = await fetch(upload.uploadUrl, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it("is an origin the platform's pages may connect to (Content-Security-Policy connect-src)", async () => {
    const page = await fetch(`http://127.0.0.1:${process.env.TEST_PORT}/portal/${home.channel}`);
    const connectSrc = (page.headers.get('content-security-policy') ?? '').split(';').find((directive) => directive.trim().startsWith('connect-src'));
    expect(connectSrc).toContain(new URL(config.storage.publicEndpoint).origin);
  });

  it('does not let another site PUT', async () => {
    const upload = (await presign(admin, '破产申请书.pdf', PDF.length)).body.data;
    const preflight = await fetch(upload.uploadUrl, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the object store in the health report', () => {
  it('is checked with the other dependencies', async () => {
    const response = await fetch(`http://127.0.0.1:${process.env.TEST_PORT}/api/health`);
    const report = (await response.json()) as { data: { checks: Record<string, { status: string }> } };
    expect(report.data.checks.objectStore?.status).toBe('up');
  });
});

describe('demo files', () => {
  it("that published content names are served to each association's staff, and only to them", async () => {
    const staff = await ApiClient.forTestServer(home.channel).login('handler');
    const fileId = demoFileId(home.tenantId, DEMO_PDF(home));
    const link = await staff.get<FileDownloadUrl>('/api/v1/func/file/getFileUrl', { fileId });
    expect(link.status).toBe(200);
    expect(link.body.data.fileName).toBe(DEMO_PDF(home));
    expect((await fetch(link.body.data.url)).status).toBe(200);
    expect((await otherAssociation.get('/api/v1/func/file/getFileUrl', { fileId })).status).toBe(404);
  });
});
