import ExcelJS from 'exceljs';
import type { Page, PresignedUpload, RosterEntryDetail, RosterEntrySummary, RosterImportJob } from '@bk/contracts';
import { exampleCreditCode, ROSTER_IMPORT_COLUMNS, sampleRosterRows } from '@bk/domain';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { binaryRequest, sheetRows } from '../testing/binary-request';

/** The roster through the running test API, with imports read from the real object store. */
const home = demoTenants.find((tenant) => tenant.channel === 'szpca')!;
const other = demoTenants.find((tenant) => tenant.channel === 'csjrc')!;

let admin: ApiClient;
let elsewhere: ApiClient;
beforeAll(async () => {
  admin = await ApiClient.forTestServer(home.channel).login('admin');
  elsewhere = await ApiClient.forTestServer(other.channel).login('admin');
});

const entry = (overrides: Record<string, unknown> = {}) => ({
  orgType: 1,
  name: '广东信达律师事务所',
  creditCode: exampleCreditCode('INT000001'),
  contactPerson: '周伟',
  contactPhone: '0755-88265288',
  address: '深圳市福田区益田路6001号',
  qualificationLevel: '一级',
  ...overrides,
});


/** The template as the API serves it, filled with `rows` from row 3, uploaded and verified. */
const uploadFilled = async (rows: string[][]): Promise<string> => {
  const template = await binaryRequest(admin, 'POST', '/api/v1/func/excel/getTemplates', {});
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  rows.forEach((cells, index) => {
    sheet.getRow(index + 3).values = cells;
  });
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  const presigned = await admin.post<PresignedUpload>('/api/storage/v1/generatePresignedInfo', { fileName: '名录导入.xlsx', size: bytes.length, contentType: 'application/octet-stream' });
  const upload = presigned.body.data;
  expect((await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: bytes })).status).toBe(200);
  expect((await admin.post('/api/storage/v1/verifyFile', { fileId: upload.fileId })).status).toBe(200);
  return upload.fileId;
};

const importToEnd = async (fileId: string): Promise<RosterImportJob> => {
  const started = await admin.post<RosterImportJob>('/api/v1/roster/import', { fileId });
  expect(started.status).toBe(200);
  for (;;) {
    const job = (await admin.get<RosterImportJob>('/api/v1/roster/import/job', { jobId: started.body.data.jobId })).body.data;
    if (job.state !== 'queued' && job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('roster (real services)', () => {
  it('registers, lists, edits, refuses a stale edit and a taken credit code, keeps members, removes', async () => {
    const saved = await admin.post<{ entryId: string; version: number }>('/api/v1/roster/save', entry());
    expect(saved.status).toBe(200);
    const { entryId } = saved.body.data;
    expect((await admin.post('/api/v1/roster/save', entry({ name: '另一家律师事务所' }))).body).toMatchObject({ code: 400, msg: '该类型的名录中已有此统一社会信用代码的机构' });
    // The same code under another type is another roster.
    expect((await admin.post('/api/v1/roster/save', entry({ orgType: 3, name: '信达投资有限公司' }))).status).toBe(200);
    const bad = await admin.post('/api/v1/roster/save', entry({ creditCode: '91440300MA5DXXXXX0', contactPhone: '12345' }));
    expect(bad.body).toMatchObject({ code: 400, msg: '统一社会信用代码不正确' });

    const edited = await admin.post<{ version: number }>('/api/v1/roster/save', entry({ entryId, version: 1, contactPerson: '周明' }));
    expect(edited.body.data.version).toBe(2);
    const stale = await admin.post('/api/v1/roster/save', entry({ entryId, version: 1, contactPerson: '周亮' }));
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该名录机构刚被他人修改，请刷新后重试');

    const member = await admin.post<{ memberId: string; version: number }>('/api/v1/roster/member/save', { entryId, name: '刘洋', citizenId: '11010519491231002x', phone: '13800138000', position: '合伙人' });
    expect(member.status).toBe(200);
    expect((await admin.post('/api/v1/roster/member/save', { entryId, name: '刘洋', citizenId: '110105194912310021' })).body.msg).toBe('身份证号码不正确');
    await admin.post('/api/v1/roster/member/save', { entryId, memberId: member.body.data.memberId, name: '刘洋', citizenId: '11010519491231002X', position: '主任' });
    const detail = (await admin.get<RosterEntryDetail>('/api/v1/roster/detail', { entryId })).body.data;
    expect(detail).toMatchObject({ contactPerson: '周明', memberCount: 1, status: 'active', members: [{ name: '刘洋', citizenId: '11010519491231002X', position: '主任' }] });

    const listed = (await admin.post<Page<RosterEntrySummary>>('/api/v1/roster/page', { orgType: 1, keyword: '信达', status: 'active' })).body.data;
    expect(listed.list.map((item) => item.name)).toEqual(['广东信达律师事务所']);

    expect((await admin.post('/api/v1/roster/remove', { entryId, version: detail.version })).status).toBe(200);
    expect((await admin.post<Page<RosterEntrySummary>>('/api/v1/roster/page', { keyword: '广东信达', status: 'removed' })).body.data.total).toBe(1);
    expect((await admin.post('/api/v1/roster/member/save', { entryId, name: '王强', citizenId: '11010519491231002X' })).body).toMatchObject({ code: 409, msg: '名录机构当前为“已移除”，不能保存成员' });
    // A removed entry frees its code.
    expect((await admin.post('/api/v1/roster/save', entry({ name: '广东信达律师事务所（新）' }))).status).toBe(200);
  });

  it('keeps each association to its own roster, and each call to its key', async () => {
    const saved = await admin.post<{ entryId: string }>('/api/v1/roster/save', entry({ orgType: 2, name: '隔离测试资产评估有限公司', creditCode: exampleCreditCode('INT000002') }));
    const { entryId } = saved.body.data;
    expect((await elsewhere.post<Page<RosterEntrySummary>>('/api/v1/roster/page', { keyword: '隔离测试' })).body.data.total).toBe(0);
    expect((await elsewhere.get('/api/v1/roster/detail', { entryId })).status).toBe(404);
    expect((await elsewhere.post('/api/v1/roster/save', entry({ entryId, version: 1, name: '篡改' }))).status).toBe(404);
    expect((await elsewhere.post('/api/v1/roster/remove', { entryId, version: 1 })).status).toBe(404);

    const auditor = await ApiClient.forTestServer(home.channel).login('auditor');
    expect((await auditor.post('/api/v1/roster/page', {})).status).toBe(403);
    expect((await auditor.post('/api/v1/roster/save', entry({ creditCode: exampleCreditCode('INT000003') }))).status).toBe(403);
    expect((await binaryRequest(auditor, 'POST', '/api/v1/func/excel/getTemplates', {})).response.status).toBe(403);
  });

  it('serves a template with the zh-CN headers, notes and a type drop-down', async () => {
    const { response, bytes } = await binaryRequest(admin, 'POST', '/api/v1/func/excel/getTemplates', { templateType: 'roster' });
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(ROSTER_IMPORT_COLUMNS.map((column) => (column.required ? `*${column.header}` : column.header)));
    expect(sheet.getCell(2, 3).value).toBe('必填，18位，同一类型内不可重复');
    expect(sheet.getCell(3, 1).dataValidation).toMatchObject({ type: 'list', formulae: ['"管理人,评估机构,投资人,境外机构"'] });
  });

  it('imports the good rows of a file, returns the bad ones as an error file, and adds nothing the second time', async () => {
    const { rows, badRowNumbers } = sampleRosterRows(200, 11, 'I01');
    const fileId = await uploadFilled(rows);
    const before = (await admin.post<Page<RosterEntrySummary>>('/api/v1/roster/page', { keyword: 'I01测试机构' })).body.data.total;
    expect(before).toBe(0);

    const first = await importToEnd(fileId);
    expect(first).toMatchObject({ state: 'done', rowsTotal: 200, rowsRead: 200, imported: 189, skipped: 0, refused: 11, hasErrorFile: true });
    expect((await admin.post<Page<RosterEntrySummary>>('/api/v1/roster/page', { keyword: 'I01测试机构', pageSize: 10 })).body.data.total).toBe(189);
    const imported = (await admin.post<Page<RosterEntrySummary>>('/api/v1/roster/page', { keyword: 'I01测试机构2号' })).body.data.list[0]!;
    expect((await admin.get<RosterEntryDetail>('/api/v1/roster/detail', { entryId: imported.entryId })).body.data.members).toMatchObject([{ name: '成员2', position: '合伙人' }]);

    const errors = await binaryRequest(admin, 'GET', `/api/v1/func/excel/downloadErrFile?jobId=${first.jobId}`);
    expect(errors.response.status).toBe(200);
    const errorRows = await sheetRows(errors.bytes);
    expect(errorRows[0]).toEqual(['行号', '机构类型', '机构名称', '统一社会信用代码', '失败原因']);
    expect(errorRows.slice(1).map((row) => Number(row[0]))).toEqual(badRowNumbers);
    const reasons = errorRows.slice(1).map((row) => row[4]);
    expect(reasons).toEqual(expect.arrayContaining(['统一社会信用代码不正确', '联系电话须为手机号码或带区号的固定电话', '身份证号码不正确', '请填写机构名称', '机构类型须为管理人、评估机构、投资人或境外机构', '统一社会信用代码与第3行重复']));

    const second = await importToEnd(fileId);
    expect(second).toMatchObject({ state: 'done', imported: 0, skipped: 189, refused: 11 });
    expect((await admin.post<Page<RosterEntrySummary>>('/api/v1/roster/page', { keyword: 'I01测试机构' })).body.data.total).toBe(189);

    // Another association cannot read this job or its error file.
    expect((await elsewhere.get('/api/v1/roster/import/job', { jobId: first.jobId })).status).toBe(404);
    expect((await binaryRequest(elsewhere, 'GET', `/api/v1/func/excel/downloadErrFile?jobId=${first.jobId}`)).response.status).toBe(404);
  });

  it('refuses to import a file that is not a verified .xlsx', async () => {
    expect((await admin.post('/api/v1/roster/import', { fileId: '0b7d7a7e-5c1a-4c51-9f52-3f0e8f1fffff' })).status).toBe(404);
  });
});
