import ExcelJS from 'exceljs';
import type { ConsultantInfo, ContentSummary, ImportJob, InvestorAuthenticationInfo, LawFirmCensus, OfficeNode, OrganChange, OrganDetail, OrganMember, OrganRoot, OrganSummary, Page } from '@bk/contracts';
import { exampleCreditCode, lawFirmImportSheet, sampleLawFirmRows } from '@bk/domain';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { binaryRequest, sheetRows } from '../testing/binary-request';

/** Member organisations (csj organisations, law firms) and the investor authentication info, through the running test API. */
const home = demoTenants.find((tenant) => tenant.channel === 'csjrc')!;
const other = demoTenants.find((tenant) => tenant.channel === 'szpca')!;
const CSJ = '/api/v1/org/csj';
const LAW = '/api/v1/lawfirm';

let admin: ApiClient;
let elsewhere: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  admin = await ApiClient.forTestServer(home.channel).login('admin');
  elsewhere = await ApiClient.forTestServer(other.channel).login('admin');
  auditor = await ApiClient.forTestServer(home.channel).login('auditor');
});

const profile = (seed: string, overrides: Record<string, unknown> = {}) => ({
  name: `杭州${seed}企业重整服务中心`,
  unifiedNo: exampleCreditCode(`MI${seed}`),
  contactPerson: '郑浩',
  contactPhone: '0571-87001234',
  address: '杭州市上城区解放东路18号',
  ...overrides,
});


describe('restructuring-centre organisations (real services)', () => {
  it('adds, finds, edits an organisation and refuses a taken name or credit code, also between two concurrent adds', async () => {
    const added = await admin.post<OrganChange>(`${CSJ}/add`, profile('A01'));
    expect(added.status).toBe(200);
    const { orgId } = added.body.data;
    expect((await admin.get<boolean>(`${CSJ}/existsOrganByName`, { name: '杭州A01企业重整服务中心' })).body.data).toBe(true);
    expect((await admin.get<boolean>(`${CSJ}/existsOrganByName`, { name: '杭州A01企业重整服务中心', orgId })).body.data).toBe(false);
    expect((await admin.get<boolean>(`${CSJ}/existsOrganByUnifiedNo`, { unifiedNo: exampleCreditCode('MIA01').toLowerCase() })).body.data).toBe(true);
    expect((await admin.get<boolean>(`${CSJ}/existsOrganByUnifiedNo`, { unifiedNo: exampleCreditCode('MIZ99') })).body.data).toBe(false);

    expect((await admin.post(`${CSJ}/add`, profile('A02', { name: '杭州A01企业重整服务中心' }))).body).toMatchObject({ code: 400, msg: '已有同名的机构，机构名称不能重复' });
    expect((await admin.post(`${CSJ}/add`, profile('A02', { unifiedNo: exampleCreditCode('MIA01') }))).body).toMatchObject({ code: 400, msg: '已有使用该统一社会信用代码的机构，不能重复添加' });
    expect((await admin.post(`${CSJ}/add`, profile('A02', { unifiedNo: '91330100MA2XXXXXX0', contactPhone: '123' }))).body).toMatchObject({ code: 400, msg: '统一社会信用代码不正确' });

    // Two adds of one name at once (different codes): exactly one lands; the database index decides.
    const racing = await Promise.all([admin.post(`${CSJ}/add`, profile('A03', { name: '杭州并发测试重整中心' })), admin.post(`${CSJ}/add`, profile('A04', { name: '杭州并发测试重整中心' }))]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
    const loser = racing.find((answer) => answer.status !== 200)!;
    expect([400, 409]).toContain(loser.status);
    expect(loser.body.msg).toBe('已有同名的机构，机构名称不能重复');
    expect((await admin.post<Page<OrganSummary>>(`${CSJ}/page`, { keyword: '并发测试' })).body.data.total).toBe(1);

    const detail = (await admin.get<OrganDetail>(`${CSJ}/detail`, { orgId })).body.data;
    expect(detail).toMatchObject({ name: '杭州A01企业重整服务中心', unifiedNo: exampleCreditCode('MIA01'), kind: 'csj', version: 1, officeCount: 0 });
    const edited = await admin.post<OrganChange>(`${CSJ}/editOrgan`, { ...profile('A01'), orgId, version: 1, contactPerson: '郑涛' });
    expect(edited.body.data.version).toBe(2);
    expect((await admin.post(`${CSJ}/editOrgan`, { ...profile('A01'), orgId, version: 1, contactPerson: '郑明' })).body).toMatchObject({ code: 409, msg: '该机构刚被他人修改，请刷新后重试' });
    expect((await admin.post(`${CSJ}/editOrgan`, { ...profile('A01', { name: '杭州并发测试重整中心' }), orgId, version: 2 })).body.msg).toBe('已有同名的机构，机构名称不能重复');
    const listed = (await admin.post<Page<OrganSummary>>(`${CSJ}/page`, { keyword: 'A01' })).body.data;
    expect(listed.list.map((item) => [item.name, item.contactPerson])).toEqual([['杭州A01企业重整服务中心', '郑涛']]);
    // The demo centre's two organisations are there too.
    expect((await admin.post<Page<OrganSummary>>(`${CSJ}/page`, { keyword: '上海市企业重整' })).body.data.list[0]).toMatchObject({ officeCount: 3, userCount: 4, consultantCount: 2 });
  });

  it('keeps an office tree: add, list, rename, reorder, refuse deleting a non-empty office, users and member lookups', async () => {
    const { orgId } = (await admin.post<OrganChange>(`${CSJ}/add`, profile('B01'))).body.data;
    const add = async (name: string, deptPid?: string) => (await admin.post<{ officeId: string }>(`${CSJ}/office/addChild`, { orgId, name, ...(deptPid ? { deptPid } : {}) })).body.data.officeId;
    const consult = await add('咨询部');
    const finance = await add('财务部');
    const tax = await add('税务组', finance);
    expect((await admin.post(`${CSJ}/office/addChild`, { orgId, name: '咨询部' })).body).toMatchObject({ code: 400, msg: '同级已有名为“咨询部”的部门' });

    const root = (await admin.get<OrganRoot>(`${CSJ}/office/first`, { orgId })).body.data;
    expect(root).toMatchObject({ orgId, name: '杭州B01企业重整服务中心', nodeType: 1 });
    expect(root.children.map((office) => [office.name, office.childCount])).toEqual([['咨询部', 0], ['财务部', 1]]);
    expect((await admin.get<OfficeNode[]>(`${CSJ}/office/child`, { orgId, deptPid: finance })).body.data.map((office) => office.name)).toEqual(['税务组']);

    expect((await admin.post(`${CSJ}/office/oder`, { orgId, orderedIds: [finance, consult] })).status).toBe(200);
    expect((await admin.post(`${CSJ}/office/oder`, { orgId, orderedIds: [finance] })).body.msg).toBe('排序须包含且仅包含当前同级的全部部门，请刷新后重试');
    expect((await admin.post(`${CSJ}/office/reName`, { orgId, officeId: consult, name: '重组咨询部' })).status).toBe(200);
    expect((await admin.get<OfficeNode[]>(`${CSJ}/office/child`, { orgId })).body.data.map((office) => office.name)).toEqual(['财务部', '重组咨询部']);

    const user = await admin.post<{ userId: string }>(`${CSJ}/office/user/add`, { orgId, officeId: tax, userName: '冯晓雨', mobileNo: '13700001111', position: '税务师' });
    expect(user.status).toBe(200);
    expect((await admin.post(`${CSJ}/office/user/add`, { orgId, officeId: consult, userName: '韩梅', mobileNo: '13700001111' })).body.msg).toBe('手机号码 13700001111 已是本机构人员“冯晓雨”的号码');
    expect((await admin.post(`${CSJ}/office/user/add`, { orgId, officeId: consult, userName: '韩梅', mobileNo: '1370000' })).body.msg).toBe('请输入正确的手机号码');
    expect((await admin.post(`${CSJ}/office/delChild`, { orgId, officeId: finance })).body).toMatchObject({ code: 400, msg: '“财务部”下还有1 个下级部门，请先移走后再删除' });
    expect((await admin.post(`${CSJ}/office/delChild`, { orgId, officeId: tax })).body.msg).toBe('“税务组”下还有1 名人员，请先移走后再删除');

    const { userId } = user.body.data;
    expect((await admin.post(`${CSJ}/office/user/edit`, { orgId, userId, officeId: consult, userName: '冯晓雨', mobileNo: '13700001111', position: '咨询师' })).status).toBe(200);
    const found = (await admin.post<Page<OrganMember>>(`${CSJ}/searchMembersPageByCond`, { orgId, keyword: '冯晓' })).body.data;
    expect(found.list).toEqual([expect.objectContaining({ userId, officeName: '重组咨询部', position: '咨询师', nodeType: 3, orgName: '杭州B01企业重整服务中心' })]);
    expect((await admin.get<OrganMember[]>(`${CSJ}/organ/queryMemberUserInfosByMobileNo`, { mobileNo: '13700001111' })).body.data.map((m) => m.userName)).toEqual(['冯晓雨']);
    expect((await admin.get<OrganMember[]>(`${CSJ}/organ/queryMemberUserInfosByName`, { userName: '冯晓雨', orgId })).body.data).toHaveLength(1);

    expect((await admin.post(`${CSJ}/office/delChild`, { orgId, officeId: tax })).status).toBe(200);
    expect((await admin.post(`${CSJ}/office/user/del`, { orgId, userId })).status).toBe(200);
    expect((await admin.post<Page<OrganMember>>(`${CSJ}/searchMembersPageByCond`, { orgId })).body.data.total).toBe(0);
    expect((await admin.get<OrganDetail>(`${CSJ}/detail`, { orgId })).body.data).toMatchObject({ officeCount: 2, userCount: 0 });
  });

  it('keeps consultants with their organisation', async () => {
    const { orgId } = (await admin.post<OrganChange>(`${CSJ}/add`, profile('C01'))).body.data;
    const consultant = { orgId, name: '钟南', mobileNo: '13600002222', speciality: '企业重组', title: '高级律师' };
    const added = await admin.post<{ consultantId: string }>(`${CSJ}/addConsultant`, consultant);
    expect(added.status).toBe(200);
    const { consultantId } = added.body.data;
    expect((await admin.post(`${CSJ}/addConsultant`, { ...consultant, speciality: '' })).body.msg).toBe('请填写专业领域');
    expect((await admin.post(`${CSJ}/editConsultant`, { ...consultant, consultantId, intro: '二十年重整经验' })).status).toBe(200);
    expect((await admin.get<ConsultantInfo>(`${CSJ}/consultantDetail`, { consultantId })).body.data).toMatchObject({ name: '钟南', intro: '二十年重整经验', orgName: '杭州C01企业重整服务中心' });
    expect((await admin.post<Page<ConsultantInfo>>(`${CSJ}/consultantPage`, { orgId })).body.data.list.map((c) => c.consultantId)).toEqual([consultantId]);
    const { orgId: another } = (await admin.post<OrganChange>(`${CSJ}/add`, profile('C02'))).body.data;
    expect((await admin.post(`${CSJ}/editConsultant`, { ...consultant, orgId: another, consultantId })).body.msg).toBe('该顾问不属于所选机构');
  });

  it("keeps another association's organisations out of sight, and each call to its key", async () => {
    const { orgId } = (await admin.post<OrganChange>(`${CSJ}/add`, profile('D01'))).body.data;
    expect((await elsewhere.post<Page<OrganSummary>>(`${CSJ}/page`, { keyword: 'D01' })).body.data.total).toBe(0);
    expect((await elsewhere.get(`${CSJ}/detail`, { orgId })).status).toBe(404);
    expect((await elsewhere.get(`${CSJ}/office/child`, { orgId })).status).toBe(404);
    expect((await elsewhere.post(`${CSJ}/office/addChild`, { orgId, name: '渗透部' })).status).toBe(404);
    expect((await elsewhere.post(`${CSJ}/editOrgan`, { ...profile('D01'), orgId, version: 1 })).status).toBe(404);
    // The same name is free in another association.
    expect((await elsewhere.post(`${CSJ}/add`, profile('D01'))).status).toBe(200);
    expect((await auditor.post(`${CSJ}/page`, {})).status).toBe(403);
    expect((await auditor.post(`${CSJ}/add`, profile('D02'))).status).toBe(403);
    expect((await auditor.post(`${CSJ}/addConsultant`, { orgId, name: '钟南', mobileNo: '13600002222', speciality: '重组' })).status).toBe(403);
  });
});

describe('law firms (real services)', () => {
  const firm = (seed: string, overrides: Record<string, unknown> = {}) => profile(seed, { name: `浙江${seed}律师事务所`, ...overrides });

  it('selects the firm by the lawFirmId header, refusing a firm of another association', async () => {
    const { orgId } = (await admin.post<OrganChange>(`${LAW}/add`, firm('L01'))).body.data;
    expect((await admin.post(`${LAW}/add`, firm('L02', { name: '浙江L01律师事务所' }))).body.msg).toBe('已有同名的律所，律所名称不能重复');
    // A csj organisation's name is no law firm's: the kinds are apart.
    expect((await admin.post(`${CSJ}/add`, firm('L01'))).status).toBe(200);

    const asFirm = admin.withHeaders({ lawFirmId: orgId });
    const office = await asFirm.post<{ officeId: string }>(`${LAW}/office/addChild`, { name: '破产业务部' });
    expect(office.status).toBe(200);
    expect((await asFirm.post(`${LAW}/office/user/add`, { officeId: office.body.data.officeId, userName: '屠律师', mobileNo: '13500003333' })).status).toBe(200);
    expect((await asFirm.get<OfficeNode[]>(`${LAW}/office/child`)).body.data.map((o) => [o.name, o.userCount])).toEqual([['破产业务部', 1]]);
    expect((await asFirm.post<Page<OrganMember>>(`${LAW}/searchMembersPageByCond`, {})).body.data.list.map((m) => m.userName)).toEqual(['屠律师']);
    expect((await asFirm.get<OrganMember[]>(`${LAW}/organ/queryMemberUserInfosByMobileNo`, { mobileNo: '13500003333' })).body.data).toHaveLength(1);
    expect((await admin.get<OrganDetail>(`${LAW}/detail`, { orgId })).body.data).toMatchObject({ officeCount: 1, userCount: 1, kind: 'lawfirm' });

    const theirs = (await elsewhere.post<Page<OrganSummary>>(`${LAW}/page`, {})).body.data.list[0]!;
    const wrongFirm = admin.withHeaders({ lawFirmId: theirs.orgId });
    for (const answer of [
      await wrongFirm.get(`${LAW}/office/child`),
      await wrongFirm.post(`${LAW}/office/addChild`, { name: '渗透部' }),
      await wrongFirm.post(`${LAW}/searchMembersPageByCond`, {}),
      await admin.withHeaders({ lawFirmId: 'not-a-firm' }).get(`${LAW}/office/child`),
    ]) {
      expect(answer.body).toMatchObject({ code: 403, msg: '无权访问该律所：它不属于当前协会' });
    }
    expect((await asFirm.post(`${LAW}/office/addChild`, { orgId: theirs.orgId, name: '渗透部' })).body.msg).toBe('请求头 lawFirmId 与 orgId 指向不同的律所');
    expect((await elsewhere.post<Page<OrganMember>>(`${LAW}/searchMembersPageByCond`, { keyword: '屠律师' })).body.data.total).toBe(0);
  });

  it('counts the firms, and refuses each call to a caller without its key', async () => {
    const census = (await admin.post<LawFirmCensus>(`${LAW}/census`, {})).body.data;
    expect(census.firms).toBeGreaterThanOrEqual(2);
    expect(census.users).toBeGreaterThanOrEqual(6);
    const { orgId } = (await admin.post<OrganChange>(`${LAW}/add`, firm('L03'))).body.data;
    expect((await admin.post<LawFirmCensus>(`${LAW}/census`, {})).body.data).toMatchObject({ firms: census.firms + 1, addedThisMonth: census.addedThisMonth + 1 });
    for (const answer of [
      await auditor.post(`${LAW}/census`, {}),
      await auditor.post(`${LAW}/page`, {}),
      await auditor.withHeaders({ lawFirmId: orgId }).get(`${LAW}/office/child`),
      await auditor.post(`${LAW}/recordPage`, {}),
    ]) {
      expect(answer.status).toBe(403);
    }
    expect((await binaryRequest(auditor, 'POST', '/api/v1/func/excel/getTemplates', { templateType: 'lawfirm' })).response.status).toBe(403);
  });

  it('imports firms from a multipart upload with progress, returns the bad rows as an error file, and adds nothing the second time', async () => {
    const template = await binaryRequest(admin, 'POST', '/api/v1/func/excel/getTemplates', { templateType: 'lawfirm' });
    expect(template.response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(lawFirmImportSheet.columns.map((column) => (column.required ? `*${column.header}` : column.header)));
    const { rows, badRowNumbers } = sampleLawFirmRows(120, 7, 'LFI');
    rows.forEach((cells, index) => {
      sheet.getRow(index + 3).values = cells;
    });
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), '律所导入.xlsx');
      return binaryRequest(admin, 'POST', `${LAW}/batchAdd`, form);
    };
    const importToEnd = async (): Promise<ImportJob> => {
      const started = await upload();
      expect(started.response.status).toBe(200);
      const { jobId } = (JSON.parse(started.bytes.toString()) as { data: ImportJob }).data;
      for (;;) {
        const job = (await admin.get<ImportJob>(`${LAW}/batchAdd/job`, { jobId })).body.data;
        if (job.state !== 'queued' && job.state !== 'running') return job;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const first = await importToEnd();
    expect(first).toMatchObject({ state: 'done', rowsTotal: 120, rowsRead: 120, imported: 113, skipped: 0, refused: 7, hasErrorFile: true, fileName: '律所导入.xlsx' });
    expect((await admin.post<Page<OrganSummary>>(`${LAW}/page`, { keyword: 'LFI律师事务所' })).body.data.total).toBe(113);
    const errors = await binaryRequest(admin, 'GET', `${LAW}/downloadErrFile?jobId=${first.jobId}`);
    expect(errors.response.status).toBe(200);
    const errorRows = await sheetRows(errors.bytes);
    expect(errorRows[0]).toEqual(['行号', '律所名称', '统一社会信用代码', '失败原因']);
    expect(errorRows.slice(1).map((row) => Number(row[0]))).toEqual(badRowNumbers);
    expect(new Set(errorRows.slice(1).map((row) => row[3]))).toEqual(new Set(['统一社会信用代码不正确', '联系电话须为手机号码或带区号的固定电话', '请填写律所名称']));

    const second = await importToEnd();
    expect(second).toMatchObject({ state: 'done', imported: 0, skipped: 113, refused: 7 });
    expect((await admin.post<Page<OrganSummary>>(`${LAW}/page`, { keyword: 'LFI律师事务所' })).body.data.total).toBe(113);
    const records = (await admin.post<Page<ImportJob>>(`${LAW}/recordPage`, { pageSize: 2 })).body.data;
    expect(records.list.map((job) => job.jobId)).toEqual([second.jobId, first.jobId]);

    expect((await elsewhere.get(`${LAW}/batchAdd/job`, { jobId: first.jobId })).status).toBe(404);
    expect((await binaryRequest(elsewhere, 'GET', `${LAW}/downloadErrFile?jobId=${first.jobId}`)).response.status).toBe(404);
    // The roster's error-file call does not serve a law-firm import's file.
    expect((await binaryRequest(admin, 'GET', `/api/v1/func/excel/downloadErrFile?jobId=${first.jobId}`)).response.status).toBe(404);
    expect((await admin.post(`${LAW}/batchAdd`, { file: 'x' })).body.msg).toBe('请以 multipart/form-data 上传由导入模板填写的 .xlsx 文件（字段 file）');
  });
});

describe('investor authentication info (real services)', () => {
  it("reads an investor's authentication fields as its content kind declares them", async () => {
    const investors = (await admin.post<Page<ContentSummary>>('/api/v1/menu/queryInvestorPage', { pageSize: 10 })).body.data.list;
    const verified = investors.find((item) => item.fields.authenticationInfo)!;
    const info = (await admin.get<InvestorAuthenticationInfo>('/api/v1/investor/getAuthenticationInfo', { contentId: verified.contentId })).body.data;
    expect(info).toMatchObject({ contentId: verified.contentId, name: verified.title, authenticated: true });
    expect(info.fields.map((field) => [field.key, field.label.zh])).toEqual([
      ['creditCode', '统一社会信用代码'],
      ['investorType', '投资人类型'],
      ['authenticationInfo', '认证信息'],
    ]);
    expect(info.fields[1]!.display).not.toBe(info.fields[1]!.value);
    const unverified = investors.find((item) => !item.fields.authenticationInfo)!;
    expect((await admin.get<InvestorAuthenticationInfo>('/api/v1/investor/getAuthenticationInfo', { contentId: unverified.contentId })).body.data.authenticated).toBe(false);
    expect((await elsewhere.get('/api/v1/investor/getAuthenticationInfo', { contentId: verified.contentId })).status).toBe(404);
    expect((await auditor.get('/api/v1/investor/getAuthenticationInfo', { contentId: verified.contentId })).status).toBe(403);
  });
});
