import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  IdempotencyHeader,
  type ActionableDistressSummary,
  type CreateFlowInstanceInput,
  type CreateFlowInstanceResponse,
  type DistressDetail,
  type DistressPersonnelResponse,
  type DistressSubmitItemResponse,
  type DistressSummary,
  type FormRegion,
  type SaveOrUpdateDataResponse,
  type Page,
  type PortalMessagePage,
  type TodoCounts,
} from '@bk/contracts';
import { distressConsultationStateCode as code } from '@bk/domain';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { demoTenants } from '../cli/demo-data';
import { ApiClient, type ApiResponse } from '../testing/api-client';
import { signInPortalUser, someMobile } from '../testing/portal-user-client';
import { enterpriseDistressForm } from '../testing/distress-application';
import { PORTAL_UPLOADS, uploadVerified } from '../testing/upload-verified';

/**
 * Debt-distress consultations against the running test API and workers: the applicant files with a
 * portal session, staff allocate and handle with theirs; each step goes HTTP → workflow update
 * (decider) → event store → Kafka → projection, and is read back from the queues and the inbox.
 */
const home = demoTenants.find((tenant) => tenant.config.cmsMode !== 'csj')!;
const other = demoTenants.find((tenant) => tenant.tenantId !== home.tenantId)!;
const manage = (path: string) => `/api/v1/distressManage/${path}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Staff = { allocator: ApiClient; handler: ApiClient; handler2: ApiClient; admin: ApiClient; foreignAllocator: ApiClient };
let staff: Staff;
let system: DataSource;

const enterpriseForm = enterpriseDistressForm;

const personalForm = (): CreateFlowInstanceInput => ({
  type: 'personal',
  phone: '13912345678',
  debtAmount: '380000',
  monthlyIncome: '6500',
  creditorCount: 5,
  description: '经营失败后信用卡与网贷逾期，无力偿还。',
});

const applicant = (idempotencyKey = `distress-${randomUUID()}`) => signInPortalUser(home.channel, someMobile(), { [IdempotencyHeader]: idempotencyKey });

const detailOf = async (client: ApiClient, businessId: string): Promise<DistressDetail> =>
  (await client.post<DistressDetail>(manage('getCurrentDetailInfo'), { businessId })).body.data;

const projected = (client: ApiClient, businessId: string, stateCode: number): Promise<DistressDetail> =>
  eventually(async () => {
    const detail = await detailOf(client, businessId);
    expect(detail?.stateCode).toBe(stateCode);
    return detail;
  });

const step = (client: ApiClient, body: Record<string, unknown>): Promise<ApiResponse<DistressSubmitItemResponse>> =>
  client.post<DistressSubmitItemResponse>(manage('submitItem'), body);

const countsOf = async (client: ApiClient): Promise<TodoCounts> => (await client.get<TodoCounts>('/api/v1/manager/getOcsettlementCount')).body.data;

const inboxOf = async (client: ApiClient): Promise<PortalMessagePage> => (await client.post<PortalMessagePage>('/api/v1/portal/message/page', {})).body.data;

const handlerUid = async (name: string): Promise<string> => {
  const personnel = (await staff.allocator.post<DistressPersonnelResponse>(manage('getAssignPersonnels'), {})).body.data;
  return personnel.list.find((person) => person.name.includes(name))!.uid;
};

/** A consultation an enterprise filed, in the allocation pool. */
const filed = async () => {
  const { client } = await applicant();
  const file = await uploadVerified(client, '资产负债表.pdf', PDF, undefined, PORTAL_UPLOADS);
  const form = enterpriseForm([file]);
  const created = await client.post<CreateFlowInstanceResponse>(manage('createFlowInstance'), form);
  expect(created.status).toBe(200);
  await projected(staff.allocator, created.body.data.businessId, code.submitted);
  return { client, form, ...created.body.data };
};

beforeAll(async () => {
  system = await createDataSource(loadPlatformConfig(), 'system', 2).initialize();
  const login = (loginId: string, channel = home.channel) => ApiClient.forTestServer(channel).login(loginId);
  staff = {
    allocator: await login('allocator'),
    handler: await login('handler'),
    handler2: await login('handler2'),
    admin: await login('admin'),
    foreignAllocator: await login('allocator', other.channel),
  };
});

afterAll(() => system.destroy());

describe('distress consultation (real services)', () => {
  it('goes through every route of the table, telling the applicant of each step once', async () => {
    const before = await countsOf(staff.allocator);
    const { client, form, businessId, consultationNumber } = await filed();
    expect(consultationNumber).toMatch(/^KJZX\d{4}\d{6}$/);

    // A retry of the same submission (same Idempotency-Key) answers the first consultation.
    const retried = await client.post<CreateFlowInstanceResponse>(manage('createFlowInstance'), form);
    expect(retried.body.data).toEqual({ businessId, consultationNumber });

    const pool = (await staff.allocator.post<Page<ActionableDistressSummary>>(manage('getTodoItemList'), { queue: 'allocation', keyword: consultationNumber })).body.data;
    expect(pool.list).toEqual([expect.objectContaining({ businessId, stateCode: code.submitted, type: 'enterprise', availableActions: ['allocate'] })]);
    await eventually(async () => expect((await countsOf(staff.allocator)).distressAssignmentCount).toBe(before.distressAssignmentCount + 1));

    // Allocated, then recalled to the pool by the allocator, then allocated again by a random draw.
    const liQiang = await handlerUid('李强');
    expect((await step(staff.allocator, { businessId, taskKey: 'allocate', assigneeId: liQiang })).status).toBe(200);
    await projected(staff.allocator, businessId, code.allocated);
    expect((await step(staff.allocator, { businessId, taskKey: 'returnToPool', reason: '处理人出差' })).status).toBe(200);
    expect((await projected(staff.allocator, businessId, code.submitted)).reallocations).toBe(1);
    // Other suites may add handlers to this association; draw until it lands on a demo handler this test can sign in as.
    const demoHandlers = new Map([
      [liQiang, staff.handler],
      [await handlerUid('陈静'), staff.handler2],
    ]);
    let draw: DistressPersonnelResponse['draw'] = null;
    for (let attempt = 0; attempt < 50 && !demoHandlers.has(draw?.personnel.uid ?? ''); attempt++) {
      draw = (await staff.allocator.post<DistressPersonnelResponse>(manage('getAssignPersonnels'), { random: true })).body.data.draw;
    }
    const drawn = await step(staff.allocator, {
      businessId,
      taskKey: 'allocate',
      assigneeId: draw!.personnel.uid,
      draw: { seed: draw!.seed, candidates: draw!.candidates },
    });
    expect(drawn.status).toBe(200);
    const handler = demoHandlers.get(draw!.personnel.uid)!;
    const allocated = await projected(handler, businessId, code.allocated);
    expect(allocated.availableActions).toEqual(['requestMaterials', 'handle']);
    expect(allocated.handlingDueAt).not.toBeNull();
    const mine = (await handler.post<Page<ActionableDistressSummary>>(manage('getTodoItemList'), { queue: 'handling', keyword: consultationNumber })).body.data;
    expect(mine.list.map((row) => row.businessId)).toEqual([businessId]);

    // The handler asks for more materials: the consultation waits on the applicant, off the handler's count.
    const handlingCount = (await countsOf(handler)).myDistressHandlingCount;
    expect((await step(handler, { businessId, taskKey: 'requestMaterials', note: '请补充近六个月的银行流水' })).status).toBe(200);
    const waiting = await projected(handler, businessId, code.awaitingMaterials);
    expect(waiting).toMatchObject({ materialRequest: { note: '请补充近六个月的银行流水' }, availableActions: [] });
    await eventually(async () => expect((await countsOf(handler)).myDistressHandlingCount).toBe(handlingCount - 1));

    // The applicant reads it as theirs and supplies a file; the same handler carries on.
    const theirs = (await client.post<DistressDetail>(manage('getUserDetailInfo'), { businessId })).body.data;
    expect(theirs).toMatchObject({ availableActions: ['supplyMaterials'], temporalUrl: null });
    // Only their own uploads: a file someone else uploaded reads as not there.
    const notTheirs = await uploadVerified(staff.admin, '他人文件.pdf', PDF);
    const refusedFile = await client.post(manage('supplyMaterials'), { businessId, taskKey: 'supplyMaterials', materialFileIds: [notTheirs] });
    expect(refusedFile).toMatchObject({ status: 400, body: { msg: '材料文件不存在或尚未上传完成' } });
    const statement = await uploadVerified(client, '银行流水.pdf', PDF, undefined, PORTAL_UPLOADS);
    const supplied = await client.post<DistressSubmitItemResponse>(manage('supplyMaterials'), {
      businessId,
      taskKey: 'supplyMaterials',
      materialFileIds: [statement],
      note: '已上传流水',
    });
    expect(supplied.body).toMatchObject({ code: 200, data: { stateCode: code.allocated } });
    const resumed = await projected(handler, businessId, code.allocated);
    expect(resumed.materials.map((material) => material.round)).toEqual([0, 1]);

    expect((await step(handler, { businessId, taskKey: 'handle', opinion: '建议与主要债权银行协商展期，并申请庭外重组辅导。' })).status).toBe(200);
    expect((await projected(handler, businessId, code.handled)).availableActions).toEqual(['complete']);
    expect((await step(handler, { businessId, taskKey: 'complete' })).status).toBe(200);
    const completed = await projected(staff.allocator, businessId, code.completed);
    expect(completed.timeline.map((entry) => entry.stateCode)).toEqual([0, 1, 0, 1, 4, 1, 2, 3]);

    const done = (await handler.post<Page<DistressSummary>>(manage('getCompletedItemList'), { mine: true, keyword: consultationNumber })).body.data;
    expect(done.list.map((row) => row.businessId)).toEqual([businessId]);
    const progress = (await staff.allocator.post<Page<DistressSummary>>(manage('getDistressPage'), { stateCode: code.completed, keyword: consultationNumber })).body.data;
    expect(progress.total).toBe(1);
    const own = (await client.post<Page<DistressSummary>>(manage('userPage'), {})).body.data;
    expect(own.list).toEqual([expect.objectContaining({ businessId, stateCode: code.completed })]);

    // Allocated twice, asked for materials, completed: four messages, none twice.
    await eventually(async () => {
      const inbox = await inboxOf(client);
      expect(inbox.list.map((message) => message.title).sort()).toEqual(
        ['您的困境咨询已分配处理人', '您的困境咨询已分配处理人', '请补充困境咨询材料', '您的困境咨询已办结'].sort(),
      );
    });
  });

  it('refuses the wrong key, another association, someone not the handler, and an uncertified person', async () => {
    const { client, businessId } = await filed();
    // A handler holds no allocating key; an allocator no handling queue.
    expect((await step(staff.handler, { businessId, taskKey: 'allocate', assigneeId: await handlerUid('李强') })).status).toBe(403);
    expect((await staff.allocator.post(manage('getTodoItemList'), { queue: 'handling' })).status).toBe(403);
    // Another association's staff do not find it.
    expect((await staff.foreignAllocator.post(manage('getCurrentDetailInfo'), { businessId })).status).toBe(404);
    expect((await step(staff.foreignAllocator, { businessId, taskKey: 'returnToPool', reason: '越权' })).status).toBe(404);

    await step(staff.allocator, { businessId, taskKey: 'allocate', assigneeId: await handlerUid('李强') });
    await projected(staff.handler, businessId, code.allocated);
    const foreign = await step(staff.handler2, { businessId, taskKey: 'handle', opinion: '越权处理' });
    expect(foreign).toMatchObject({ status: 403, body: { data: { reason: 'NOT_ASSIGNEE' } } });

    // Only the applicant who filed it supplies materials; staff sessions do not open the applicant's calls.
    await step(staff.handler, { businessId, taskKey: 'requestMaterials', note: '请补充身份证明' });
    await projected(staff.handler, businessId, code.awaitingMaterials);
    const stranger = (await applicant()).client;
    const file = await uploadVerified(stranger, '证明.pdf', PDF, undefined, PORTAL_UPLOADS);
    const strangerSupply = await stranger.post(manage('supplyMaterials'), { businessId, taskKey: 'supplyMaterials', materialFileIds: [file] });
    expect(strangerSupply).toMatchObject({ status: 403, body: { data: { reason: 'NOT_ASSIGNEE' } } });
    expect((await stranger.post(manage('getUserDetailInfo'), { businessId })).status).toBe(404);
    expect((await staff.admin.post(manage('userPage'), {})).body.code).toBe(401);
    expect((await client.post(manage('getDistressPage'), {})).body.code).toBe(401);

    // A person must be certified; once certified they consult under their certified identity.
    const person = await applicant();
    const refused = await person.client.post(manage('createFlowInstance'), personalForm());
    expect(refused).toMatchObject({ status: 403, body: { data: { reason: 'CERTIFICATION_REQUIRED' } } });
    await system.query(
      `UPDATE portal_users SET name = '王秀英', citizen_id = '11010519491231002X', certified_at = now() WHERE user_id = $1`,
      [person.user.userId],
    );
    const accepted = await person.client.post<CreateFlowInstanceResponse>(manage('createFlowInstance'), personalForm());
    expect(accepted.status).toBe(200);
    const personal = await projected(staff.allocator, accepted.body.data.businessId, code.submitted);
    expect(personal).toMatchObject({ type: 'personal', applicantName: '王秀英', creditCode: null });
    const [row] = await system.query('SELECT subject_kind, person_name, citizen_id, enterprise_name FROM case_read WHERE case_id = $1', [
      accepted.body.data.businessId,
    ]);
    expect(row).toEqual({ subject_kind: 'person', person_name: '王秀英', citizen_id: '11010519491231002X', enterprise_name: null });
  });

  it('refuses an application with invalid fields or materials not uploaded, with zh-CN messages', async () => {
    const { client } = await applicant();
    const invalid = await client.post(manage('createFlowInstance'), { ...enterpriseForm(), creditCode: '91440300000000000X', debtAmount: '0' });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('请输入正确的统一社会信用代码');
    const missingFile = await client.post(manage('createFlowInstance'), enterpriseForm([randomUUID()]));
    expect(missingFile).toMatchObject({ status: 400, body: { msg: '材料文件不存在或尚未上传完成' } });
  });

  it("serves each step's declared form with the viewer's own draft, refuses a stale or out-of-turn save, and forgets the draft once the step is over", async () => {
    const { client, businessId } = await filed();
    const region = (client: ApiClient, taskKey: string) => client.post<FormRegion>('/api/v1/reform/getCurrentDetailInfo', { businessId, taskKey });
    const save = (client: ApiClient, taskKey: string, version: number, elementDataList: unknown[]) =>
      client.withHeaders({ [IdempotencyHeader]: `draft-${randomUUID()}` }).post<SaveOrUpdateDataResponse>('/api/v2/data/saveOrUpdateData', { businessId, taskKey, version, elementDataList });
    await step(staff.allocator, { businessId, taskKey: 'allocate', assigneeId: await handlerUid('李强') });
    await projected(staff.handler, businessId, code.allocated);

    // The handler's form is the declaration, open to him, with no draft yet.
    const fresh = (await region(staff.handler, 'requestMaterials')).body.data;
    expect(fresh).toMatchObject({
      elements: [{ key: 'note', type: 'textarea', required: true, label: { zh: '补充材料要求' } }],
      elementDataList: [],
      processLinkConfig: { businessId, taskKey: 'requestMaterials', actionable: true, draftVersion: 0, submitPath: '/api/v1/distressManage/submitItem' },
    });
    // His draft is his: saved, read back, and guarded against a second page saving from the same version.
    const typed = [{ elementKey: 'note', value: '请补充近六个月的银行流水' }];
    expect((await save(staff.handler, 'requestMaterials', 0, typed)).body.data.version).toBe(1);
    expect((await save(staff.handler, 'requestMaterials', 0, typed)).status).toBe(409);
    const second = await save(staff.handler, 'requestMaterials', 1, [{ elementKey: 'note', value: '请补充近六个月的银行流水及纳税证明' }]);
    expect(second.body.data.version).toBe(2);
    expect((await save(staff.handler, 'requestMaterials', 1, typed)).body).toMatchObject({ code: 409, data: { reason: 'DRAFT_VERSION_CONFLICT' } });
    expect((await region(staff.handler, 'requestMaterials')).body.data).toMatchObject({
      elementDataList: [{ elementKey: 'note', value: '请补充近六个月的银行流水及纳税证明' }],
      processLinkConfig: { draftVersion: 2 },
    });
    // A draft keeps the declaration's bounds; a key it does not declare is refused.
    const tooLong = await save(staff.handler, 'requestMaterials', 2, [{ elementKey: 'note', value: '料'.repeat(2001) }]);
    expect(tooLong).toMatchObject({ status: 400, body: { msg: '补充材料要求不能超过2000个字' } });
    expect((await save(staff.handler, 'requestMaterials', 2, [{ elementKey: 'other', value: 'x' }])).status).toBe(400);

    // Another handler: the step is not his, so nothing to save and he never sees the first one's draft.
    const notHis = (await region(staff.handler2, 'requestMaterials')).body.data;
    expect(notHis).toMatchObject({ elementDataList: [], processLinkConfig: { actionable: false, reason: '该环节当前不可办理，或不由您办理' } });
    expect((await save(staff.handler2, 'requestMaterials', 0, typed)).status).toBe(409);
    // Sessions do not cross: the applicant cannot open a staff step, staff cannot open the applicant's, another association finds nothing.
    expect((await region(client, 'requestMaterials')).body.code).toBe(401);
    expect((await region(staff.handler, 'supplyMaterials')).body.code).toBe(401);
    expect((await region(staff.foreignAllocator, 'requestMaterials')).status).toBe(404);

    // Once he asks, the applicant's step opens with his request as its notice, and his draft is over.
    await step(staff.handler, { businessId, taskKey: 'requestMaterials', note: '请补充近六个月的银行流水及纳税证明' });
    const supply = await eventually(async () => {
      const answer = (await region(client, 'supplyMaterials')).body.data;
      expect(answer.processLinkConfig.actionable).toBe(true);
      return answer;
    });
    expect(supply).toMatchObject({ notice: '请补充近六个月的银行流水及纳税证明', elements: [{ key: 'materialFileIds', type: 'files' }, { key: 'note' }] });
    expect((await region(staff.handler, 'requestMaterials')).body.data.processLinkConfig).toMatchObject({ actionable: false, draftVersion: 0 });

    // The applicant's draft holds an uploaded file, named when read back.
    const file = await uploadVerified(client, '银行流水.pdf', PDF, undefined, PORTAL_UPLOADS);
    expect((await save(client, 'supplyMaterials', 0, [{ elementKey: 'materialFileIds', value: [file] }])).status).toBe(200);
    expect((await region(client, 'supplyMaterials')).body.data).toMatchObject({
      elementDataList: [{ elementKey: 'materialFileIds', value: [file] }],
      files: { [file]: { fileName: '银行流水.pdf' } },
    });
  });
});
