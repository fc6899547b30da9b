import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type {
  ActionableCaseSummary,
  CaseCommandResponse,
  CaseDetail,
  CaseSummary,
  FormRegion,
  Page,
  Personnel,
  ProgressView,
  SubmitApplyResponse,
  TodoCounts,
} from '@bk/contracts';
import { exampleCreditCode, courtReformStateCode as code } from '@bk/domain';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { courtReformStreamId } from '@bk/workflows';
import { demoTenants } from '../cli/demo-data';
import { ApiClient, type ApiResponse } from '../testing/api-client';

/**
 * Handling, statement and query, against the running test API and workers: every step goes
 * HTTP → workflow update (decider) → event store → Kafka → projection, and is read back from the
 * read models the console uses.
 */
const config = loadPlatformConfig();
const [home] = demoTenants as [(typeof demoTenants)[number]];
let system: DataSource;

const validCreditCode = (): string => exampleCreditCode(randomUUID());

const application = () => ({
  enterpriseName: `办理测试${randomUUID().slice(0, 6)}有限公司`,
  creditCode: validCreditCode(),
  contactName: '赵六',
  contactPhone: '13612345678',
  description: '债务集中到期，申请庭外重组。',
});

type Staff = { allocator: ApiClient; handler: ApiClient; handler2: ApiClient; admin: ApiClient };
let staff: Staff;
const applicant = () => ApiClient.forTestServer(home.channel);

const countsOf = async (client: ApiClient): Promise<TodoCounts> =>
  (await client.get<TodoCounts>('/api/v1/manager/getOcsettlementCount')).body.data;

const detailOf = async (client: ApiClient, caseId: string): Promise<CaseDetail> =>
  (await client.get<CaseDetail>('/api/v1/manager/caseDetail', { caseId })).body.data;

/** The read model has caught up with the case's state. */
const projected = (client: ApiClient, caseId: string, stateCode: number): Promise<CaseDetail> =>
  eventually(async () => {
    const response = await client.get<CaseDetail>('/api/v1/manager/caseDetail', { caseId });
    expect(response.body.data?.stateCode).toBe(stateCode);
    return response.body.data;
  });

const command = (client: ApiClient, path: string, body: Record<string, unknown>): Promise<ApiResponse<CaseCommandResponse>> =>
  client.post<CaseCommandResponse>(`/api/v1/manager/${path}`, body);

const submit = async (): Promise<SubmitApplyResponse & { form: ReturnType<typeof application> }> => {
  const form = application();
  const submitted = await applicant().post<SubmitApplyResponse>('/api/v1/applicant/submitApply', form);
  expect(submitted.status).toBe(200);
  await projected(staff.allocator, submitted.body.data.caseId, code.apply);
  return { ...submitted.body.data, form };
};

/** A case allocated to the demo handler 李强 (state unsigned 1). */
const allocated = async () => {
  const submitted = await submit();
  const handlers = (await staff.allocator.post<Personnel[]>('/api/v1/manager/getAssignPersonnel', { caseId: submitted.caseId })).body.data;
  const handler = handlers.find((person) => person.name.includes('李强'))!;
  const assigned = await command(staff.allocator, 'assignTask', { caseId: submitted.caseId, assigneeId: handler.uid });
  expect(assigned.status).toBe(200);
  await projected(staff.allocator, submitted.caseId, code.unsigned);
  return submitted;
};

/** A case the handler has signed (state processing 2). */
const inProcessing = async () => {
  const submitted = await allocated();
  expect((await command(staff.handler, 'signCase', { caseId: submitted.caseId })).status).toBe(200);
  await projected(staff.handler, submitted.caseId, code.processing);
  return submitted;
};

const rejectForm = (client: ApiClient, caseId: string) =>
  client.post<FormRegion>('/api/v1/reform/getCurrentDetailInfo', { businessId: caseId, taskKey: 'reject' });

const storedEvents = (caseId: string): Promise<{ version: number; type: string; event_id: string }[]> =>
  system.query('SELECT version, type, event_id FROM events WHERE stream_id = $1 ORDER BY version', [courtReformStreamId(caseId)]);

/** One writer per stream: versions run 1..n without gaps or repeats, and no event is stored twice. */
const expectCleanStream = (events: { version: number; event_id: string }[]) => {
  expect(events.map((event) => event.version)).toEqual(events.map((_event, index) => index + 1));
  expect(new Set(events.map((event) => event.event_id)).size).toBe(events.length);
};

/**
 * The loser of a race is refused in one of two ways, both 409 with a sentence to show: decided after
 * the winner, the decider refuses it for the state the winner left ("案件当前为“已登记”，不能登记");
 * decided against the same version as the winner, the event store refuses its append.
 */
const expectRefusal = (response: ApiResponse<unknown>) => {
  expect(response.body.code).toBe(409);
  const { reason } = response.body.data as { reason: string };
  expect(['ILLEGAL_STATE', 'CONCURRENCY_CONFLICT']).toContain(reason);
  expect(response.body.msg).toMatch(reason === 'ILLEGAL_STATE' ? /^案件当前为“.+”，不能.+$/ : /^该案件刚被他人处理/);
};

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
  staff = {
    allocator: await ApiClient.forTestServer(home.channel).login('allocator'),
    handler: await ApiClient.forTestServer(home.channel).login('handler'),
    handler2: await ApiClient.forTestServer(home.channel).login('handler2'),
    admin: await ApiClient.forTestServer(home.channel).login('admin'),
  };
});

afterAll(async () => {
  await system.destroy();
});

describe('court-reform handling, statement and query (real services)', () => {
  it('takes a case from allocation through signing, progress, registration and statement to completion', async () => {
    const { caseId, caseNumber, form } = await allocated();
    const issuanceBefore = (await countsOf(staff.allocator)).issuanceCount;

    // Signing belongs to the assignee: another handler is refused with the decider's reason.
    expect((await detailOf(staff.handler, caseId)).availableActions).toEqual(['sign']);
    expect((await detailOf(staff.handler2, caseId)).availableActions).toEqual([]);
    const foreignSign = await command(staff.handler2, 'signCase', { caseId });
    expect(foreignSign).toMatchObject({ status: 403, body: { code: 403, data: { reason: 'NOT_ASSIGNEE' } } });
    const signed = await command(staff.handler, 'signCase', { caseId });
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ status: 'processing', stateCode: code.processing });
    const processing = await projected(staff.handler, caseId, code.processing);
    expect(processing.availableActions).toEqual(['note', 'reject', 'register']);

    // The handler's queue offers the same actions on the row.
    const queue = (await staff.handler.post<Page<ActionableCaseSummary>>('/api/v1/manager/getHandlingList', { keyword: caseNumber })).body.data;
    expect(queue.list).toEqual([expect.objectContaining({ caseId, availableActions: ['note', 'reject', 'register'] })]);
    expect(queue.list[0]).not.toHaveProperty('state');

    // Progress note; an empty rejection reason is refused at the edge with the schema's message.
    const noted = await command(staff.handler, 'submitProgress', { caseId, note: '已约谈三家主要债权人，初步同意展期。' });
    expect(noted.status).toBe(200);
    const emptyReason = await command(staff.handler, 'rejectCase', { caseId, reason: '   ' });
    expect(emptyReason).toMatchObject({ status: 400, body: { code: 400, msg: '请填写驳回理由', data: [{ field: 'reason', message: '请填写驳回理由' }] } });

    // Registration: the case enters the issuance queue and its count goes up.
    const registered = await command(staff.handler, 'registerCase', { caseId, registrationNo: 'DJ-2026-0107' });
    expect(registered.body.data).toMatchObject({ status: 'register', stateCode: code.register });
    await eventually(async () => expect((await countsOf(staff.allocator)).issuanceCount).toBe(issuanceBefore + 1));
    const issuance = (await staff.allocator.post<Page<ActionableCaseSummary>>('/api/v1/manager/getIssuanceList', { keyword: caseNumber })).body.data;
    expect(issuance.list).toEqual([
      expect.objectContaining({ caseId, registrationNo: 'DJ-2026-0107', statementNo: null, availableActions: ['issueStatement'] }),
    ]);

    // Completing before the statement is refused with the qualified state; the handler lacks the statement key.
    const early = await command(staff.allocator, 'completeCase', { caseId });
    expect(early).toMatchObject({ status: 409, body: { code: 409, data: { reason: 'ILLEGAL_STATE', currentState: 'register (no statement)' } } });
    expect(early.body.msg).toContain('不能办结');
    expect(await command(staff.handler, 'issueStatement', { caseId, statementNo: 'SM-1' })).toMatchObject({ status: 403, body: { code: 403 } });
    expect(await command(staff.handler, 'getIssuanceList', {})).toMatchObject({ status: 403 });

    const issued = await command(staff.allocator, 'issueStatement', { caseId, statementNo: 'QKSM-2026-0031' });
    expect(issued.status).toBe(200);
    const withStatement = await eventually(async () => {
      const detail = await detailOf(staff.allocator, caseId);
      expect(detail.statementNo).toBe('QKSM-2026-0031');
      return detail;
    });
    expect(withStatement.availableActions).toEqual(['complete']);
    const completed = await command(staff.allocator, 'completeCase', { caseId });
    expect(completed.body.data).toMatchObject({ status: 'complete', stateCode: code.complete });
    await eventually(async () => expect((await countsOf(staff.allocator)).issuanceCount).toBe(issuanceBefore));

    // A closed case answers a further step with the domain's refusal, not "no such case".
    const afterClose = await command(staff.allocator, 'issueStatement', { caseId, statementNo: 'QKSM-2026-0032' });
    expect(afterClose).toMatchObject({ status: 409, body: { data: { reason: 'ILLEGAL_STATE', currentState: 'complete' } } });

    // The back office's progress query finds it by state, with the whole history.
    const final = await projected(staff.handler2, caseId, code.complete);
    expect(final.availableActions).toEqual([]);
    expect(final.timeline.map((entry) => [entry.type, entry.stateCode, entry.detail])).toEqual([
      ['CourtReformApplicationSubmitted', code.apply, null],
      ['CourtReformHandlerAssigned', code.unsigned, '承办人 李强'],
      ['CourtReformCaseSigned', code.processing, null],
      ['CourtReformProgressNoted', code.processing, '已约谈三家主要债权人，初步同意展期。'],
      ['CourtReformCaseRegistered', code.register, 'DJ-2026-0107'],
      ['CourtReformStatementIssued', code.register, 'QKSM-2026-0031'],
      ['CourtReformCaseCompleted', code.complete, null],
    ]);
    const queried = (await staff.handler2.post<Page<CaseSummary>>('/api/v1/manager/getCasePage', { keyword: caseNumber, stateCode: code.complete })).body.data;
    expect(queried.list.map((row) => row.caseId)).toEqual([caseId]);
    expect(queried.list[0]).not.toHaveProperty('state');
    const otherState = await staff.handler2.post<Page<CaseSummary>>('/api/v1/manager/getCasePage', { keyword: caseNumber, stateCode: code.register });
    expect(otherState.body.data.total).toBe(0);
    const badState = await staff.handler2.post('/api/v1/manager/getCasePage', { stateCode: 9 });
    expect(badState).toMatchObject({ status: 400, body: { msg: '案件状态无效' } });

    // The applicant sees it completed, with the same history.
    const progress = (await applicant().get<ProgressView>('/api/v1/applicant/progress', { caseNumber, contactPhone: form.contactPhone })).body.data;
    expect(progress.stateCode).toBe(code.complete);
    expect(progress.timeline.map((entry) => entry.stateCode)).toEqual([0, 1, 2, 2, 4, 4, 5]);
    expectCleanStream(await storedEvents(caseId));
  });

  it('lets the allocator, not a handler, turn an application away; after signing only the assignee may', async () => {
    const application1 = await submit();
    expect((await detailOf(staff.allocator, application1.caseId)).availableActions).toEqual(['reject']);
    // The rejection's declared form follows the same rule: open to the allocator now, not to a handler.
    expect((await rejectForm(staff.allocator, application1.caseId)).body.data).toMatchObject({
      elements: [{ key: 'reason', type: 'textarea', label: { zh: '驳回理由' } }],
      processLinkConfig: { actionable: true, submitPath: '/api/v1/manager/rejectCase' },
    });
    expect((await rejectForm(staff.handler, application1.caseId)).body.data.processLinkConfig.actionable).toBe(false);
    const byHandler = await command(staff.handler, 'rejectCase', { caseId: application1.caseId, reason: '不属于受理范围' });
    expect(byHandler).toMatchObject({ status: 403, body: { code: 403 } });
    const byAuditor = await command(await ApiClient.forTestServer(home.channel).login('auditor'), 'rejectCase', {
      caseId: application1.caseId,
      reason: '不属于受理范围',
    });
    expect(byAuditor).toMatchObject({ status: 403, body: { code: 403 } });
    const byAllocator = await command(staff.allocator, 'rejectCase', { caseId: application1.caseId, reason: '不属于受理范围' });
    expect(byAllocator.body.data).toMatchObject({ status: 'reject', stateCode: code.reject });
    const rejected = await projected(staff.allocator, application1.caseId, code.reject);
    expect(rejected.timeline.at(-1)).toMatchObject({ type: 'CourtReformCaseRejected', detail: '不属于受理范围' });

    const signedCase = await inProcessing();
    expect((await rejectForm(staff.allocator, signedCase.caseId)).body.data.processLinkConfig.actionable).toBe(false);
    expect((await rejectForm(staff.handler, signedCase.caseId)).body.data.processLinkConfig.actionable).toBe(true);
    expect(await command(staff.allocator, 'rejectCase', { caseId: signedCase.caseId, reason: '材料不全' })).toMatchObject({ status: 403 });
    expect(await command(staff.handler2, 'rejectCase', { caseId: signedCase.caseId, reason: '材料不全' })).toMatchObject({
      status: 403,
      body: { data: { reason: 'NOT_ASSIGNEE' } },
    });
    expect((await command(staff.handler, 'rejectCase', { caseId: signedCase.caseId, reason: '材料不全' })).status).toBe(200);

    // Anonymous calls and unknown cases.
    expect(await command(applicant(), 'signCase', { caseId: signedCase.caseId })).toMatchObject({ status: 403, body: { code: 401 } });
    expect(await command(staff.handler, 'signCase', { caseId: randomUUID() })).toMatchObject({ status: 404 });
    expect(await command(staff.handler, 'signCase', { caseId: 'not-a-case' })).toMatchObject({ status: 400, body: { msg: '案件编号无效' } });
  });

  it('decides two staff acting on one case at once one after the other: one succeeds, the other is refused', async () => {
    // Two registrations of the same case (two tabs, or a double click that slipped through).
    const twice = await inProcessing();
    const registrations = await Promise.all([
      command(staff.handler, 'registerCase', { caseId: twice.caseId, registrationNo: 'DJ-A' }),
      command(staff.handler, 'registerCase', { caseId: twice.caseId, registrationNo: 'DJ-B' }),
    ]);
    expect(registrations.map((response) => response.status).sort()).toEqual([200, 409]);
    expectRefusal(registrations.find((response) => response.status === 409)!);
    const twiceEvents = await storedEvents(twice.caseId);
    expectCleanStream(twiceEvents);
    expect(twiceEvents.filter((event) => event.type === 'CourtReformCaseRegistered')).toHaveLength(1);

    // The allocator turns an application away while an admin allocates it.
    const contested = await submit();
    const handlers = (await staff.admin.post<Personnel[]>('/api/v1/manager/getAssignPersonnel', { caseId: contested.caseId })).body.data;
    const outcomes = await Promise.all([
      command(staff.allocator, 'rejectCase', { caseId: contested.caseId, reason: '不属于受理范围' }),
      command(staff.admin, 'assignTask', { caseId: contested.caseId, assigneeId: handlers[0]!.uid }),
    ]);
    expect(outcomes.map((response) => response.status).sort()).toEqual([200, 409]);
    expectRefusal(outcomes.find((response) => response.status === 409)!);
    const contestedEvents = await storedEvents(contested.caseId);
    expectCleanStream(contestedEvents);
    expect(contestedEvents.map((event) => event.type)).toHaveLength(2);

    // The handler registers while also rejecting (two tabs): whichever lands first wins.
    const raced = await inProcessing();
    const steps = await Promise.all([
      command(staff.handler, 'rejectCase', { caseId: raced.caseId, reason: '企业撤回申请' }),
      command(staff.handler, 'registerCase', { caseId: raced.caseId, registrationNo: 'DJ-C' }),
    ]);
    expect(steps.map((response) => response.status).sort()).toEqual([200, 409]);
    expectRefusal(steps.find((response) => response.status === 409)!);
    const racedEvents = await storedEvents(raced.caseId);
    expectCleanStream(racedEvents);
    expect(racedEvents.filter((event) => ['CourtReformCaseRejected', 'CourtReformCaseRegistered'].includes(event.type))).toHaveLength(1);
  });

  it("answers the spec's remaining manager calls: a handler's unprocessed and processed pages, whether one may handle a case, and a lookup by case number", async () => {
    const mine = await inProcessing();
    const idsOf = (page: Page<CaseSummary>) => page.list.map((summary) => summary.caseId);
    const byKeyword = (client: ApiClient, path: string) =>
      client.post<Page<CaseSummary>>(`/api/v1/manager/${path}`, { pageNum: 1, pageSize: 10, keyword: mine.caseNumber });

    expect(idsOf((await byKeyword(staff.handler, 'unprocessedPage')).body.data)).toEqual([mine.caseId]);
    expect(idsOf((await byKeyword(staff.handler, 'processedPage')).body.data)).toEqual([]);
    expect((await staff.handler.get('/api/v1/manager/checkHandleCase', { caseId: mine.caseId })).body.data).toEqual({ caseId: mine.caseId, canHandle: true, reason: null });
    expect((await staff.handler2.get('/api/v1/manager/checkHandleCase', { caseId: mine.caseId })).body.data).toMatchObject({ canHandle: false, reason: '该案件未分配给您办理' });

    expect((await command(staff.handler, 'registerCase', { caseId: mine.caseId, registrationNo: 'DJ-P' })).status).toBe(200);
    await projected(staff.handler, mine.caseId, code.register);
    expect(idsOf((await byKeyword(staff.handler, 'unprocessedPage')).body.data)).toEqual([]);
    expect(idsOf((await byKeyword(staff.handler, 'processedPage')).body.data)).toEqual([mine.caseId]);
    expect(idsOf((await byKeyword(staff.handler2, 'processedPage')).body.data)).toEqual([]);
    expect((await staff.handler.get('/api/v1/manager/checkHandleCase', { caseId: mine.caseId })).body.data).toMatchObject({ canHandle: false, reason: '案件当前状态不可办理' });
    expect(idsOf((await byKeyword(staff.admin, 'getOcSetlementPage')).body.data)).toEqual([mine.caseId]);

    const found = await staff.admin.get<CaseSummary>('/api/v1/manager/caseNumber', { caseNumber: mine.caseNumber.toLowerCase() });
    expect(found.body.data).toMatchObject({ caseId: mine.caseId, caseNumber: mine.caseNumber, stateCode: code.register });
    expect((await staff.admin.get('/api/v1/manager/caseNumber', { caseNumber: 'TWCZ9999000001' })).body).toMatchObject({ code: 404, msg: '未找到该案件编号' });
    expect((await staff.admin.get('/api/v1/manager/caseNumber', { caseNumber: '12' })).body).toMatchObject({ code: 400, msg: '案件编号格式不正确' });
    // Another association's staff never find it.
    const [, other] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];
    const stranger = await ApiClient.forTestServer(other.channel).login('admin');
    expect((await stranger.get('/api/v1/manager/caseNumber', { caseNumber: mine.caseNumber })).body.code).toBe(404);
  });
});
