import { randomUUID } from 'node:crypto';
import type {
  ActionableTaskSummary,
  CaseCommandResponse,
  Page,
  Personnel,
  ProgressView,
  RandomDraw,
  RestructuringApplyResponse,
  SubmitApplyResponse,
  TaskDetail,
  TaskSummary,
  TodoCounts,
} from '@bk/contracts';
import { exampleCreditCode, restructuringTaskStateCode as code } from '@bk/domain';
import { eventually } from '@bk/infrastructure/testing';
import { demoTenants } from '../cli/demo-data';
import { ApiClient, type ApiResponse } from '../testing/api-client';

/**
 * Restructuring-centre tasks against the running test API and workers: each step goes HTTP →
 * workflow update (decider) → event store → Kafka → projection and is read back from the queues
 * the console shows.
 */
const centre = demoTenants.find((tenant) => tenant.config.cmsMode === 'csj')!;

const application = () => ({
  enterpriseName: `重整任务${randomUUID().slice(0, 6)}有限公司`,
  creditCode: exampleCreditCode(randomUUID()),
  contactName: '孙八',
  contactPhone: '13712345678',
  description: '主营业务萎缩，债务逾期，申请重整咨询。',
});

type People = { applicant: ApiClient; allocator: ApiClient; handler: ApiClient; handler2: ApiClient; admin: ApiClient };
let people: People;

const court = (path: string) => `/api/v1/out/court/${path}`;

const detailOf = async (client: ApiClient, taskId: string): Promise<TaskDetail> =>
  (await client.get<TaskDetail>(court('getOneConsultInfo'), { taskId })).body.data;

/** The read model has caught up with the task's state. */
const projected = (client: ApiClient, taskId: string, stateCode: number): Promise<TaskDetail> =>
  eventually(async () => {
    const detail = await detailOf(client, taskId);
    expect(detail?.stateCode).toBe(stateCode);
    return detail;
  });

const countsOf = async (client: ApiClient): Promise<TodoCounts> =>
  (await client.get<TodoCounts>('/api/v1/manager/getOcsettlementCount')).body.data;

const post = <T = CaseCommandResponse>(client: ApiClient, path: string, body: Record<string, unknown>): Promise<ApiResponse<T>> =>
  client.post<T>(court(path), body);

/** A task the signed-in applicant filed through the console's three-step form (state assign 1). */
const filed = async () => {
  const form = application();
  const created = await people.applicant.post<RestructuringApplyResponse>('/api/v1/reform/createOcrFlowInstance', form);
  expect(created.status).toBe(200);
  await projected(people.allocator, created.body.data.taskId, code.assign);
  return { ...created.body.data, form };
};

const handlerUid = async (name: string): Promise<string> => {
  const personnel = (await people.allocator.get<Personnel[]>(court('getConsultUserList'))).body.data;
  return personnel.find((person) => person.name.includes(name))!.uid;
};

beforeAll(async () => {
  const login = (loginId: string) => ApiClient.forTestServer(centre.channel).login(loginId);
  people = {
    applicant: await login('applicant'),
    allocator: await login('allocator'),
    handler: await login('handler'),
    handler2: await login('handler2'),
    admin: await login('admin'),
  };
});

describe('restructuring-centre tasks (real services)', () => {
  it('takes a filed task through allocation, a declined offer, acceptance and handling to completion', async () => {
    const countsBefore = await countsOf(people.allocator);
    const { taskId, taskNumber, form } = await filed();
    expect(taskNumber).toMatch(/^CZRW\d{4}\d{6}$/);

    // The applicant sees it under "my applications"; the allocator in the allocation queue, with the count moved.
    const mine = (await post<Page<TaskSummary>>(people.applicant, 'applicantPage', { keyword: taskNumber })).body.data;
    expect(mine.list).toEqual([expect.objectContaining({ taskId, taskNumber, enterpriseName: form.enterpriseName, stateCode: code.assign })]);
    const othersApplications = (await post<Page<TaskSummary>>(people.handler2, 'applicantPage', { keyword: taskNumber })).body.data;
    expect(othersApplications.total).toBe(0);
    const queue = (await post<Page<TaskSummary>>(people.allocator, 'assignPage', { keyword: taskNumber })).body.data;
    expect(queue.list.map((task) => task.taskId)).toEqual([taskId]);
    await eventually(async () =>
      expect((await countsOf(people.allocator)).taskAssignmentCount).toBeGreaterThanOrEqual(countsBefore.taskAssignmentCount + 1),
    );

    // A random draw, confirmed: the task waits for the drawn person's acceptance.
    const draw = (await post<RandomDraw>(people.allocator, 'getAssignPersonnelRandom', { taskId })).body.data;
    const assigned = await post(people.allocator, 'assignTask', { taskId, assigneeId: draw.personnel.uid, draw: { seed: draw.seed, candidates: draw.candidates } });
    expect(assigned.body.data).toMatchObject({ status: 'accept', stateCode: code.accept });
    // Anyone holding the accept key may be drawn: the two demo handlers, or the admin (every key).
    const byName = [
      { name: '李强', client: people.handler },
      { name: '陈静', client: people.handler2 },
      { name: '周婷', client: people.admin },
    ];
    const drawn = byName.find((person) => draw.personnel.name.includes(person.name))!.client;
    const other = drawn === people.handler ? people.handler2 : people.handler;
    const offered = await projected(drawn, taskId, code.accept);
    expect(offered.availableActions).toEqual(['accept', 'decline']);
    expect((await countsOf(drawn)).myTaskAcceptanceCount).toBeGreaterThanOrEqual(1);

    // Only the assignee answers the offer; declining needs a reason and returns the task to allocation.
    const foreign = await post(other, 'acceptTask', { taskId, decision: 'accept' });
    expect(foreign).toMatchObject({ status: 403, body: { code: 403, data: { reason: 'NOT_ASSIGNEE' } } });
    const reasonless = await post(drawn, 'acceptTask', { taskId, decision: 'decline', reason: ' ' });
    expect(reasonless).toMatchObject({ status: 400, body: { code: 400, msg: '请填写拒绝理由' } });
    expect((await post(drawn, 'acceptTask', { taskId, decision: 'decline', reason: '存在利益冲突' })).status).toBe(200);
    const returned = await projected(people.allocator, taskId, code.assign);
    expect(returned).toMatchObject({ reallocations: 1, assigneeId: null });

    // Manual allocation to 李强, who accepts and handles it.
    expect((await post(people.allocator, 'assignTask', { taskId, assigneeId: await handlerUid('李强') })).status).toBe(200);
    await projected(people.handler, taskId, code.accept);
    const accepted = await post(people.handler, 'acceptTask', { taskId, decision: 'accept' });
    expect(accepted.body.data).toMatchObject({ status: 'processing', stateCode: code.processing });
    await projected(people.handler, taskId, code.processing);
    const handling = (await post<Page<ActionableTaskSummary>>(people.handler, 'processPage', { keyword: taskNumber })).body.data;
    expect(handling.list).toEqual([expect.objectContaining({ taskId, availableActions: ['note', 'complete', 'reject'] })]);
    expect((await post(people.handler, 'processTask', { taskId, action: 'note', text: '已约谈企业负责人' })).status).toBe(200);
    expect((await post(people.handler, 'processTask', { taskId, action: 'complete', text: '已出具重整可行性意见' })).status).toBe(200);

    // The applicant follows it to the end, with every step on the timeline.
    const done = await projected(people.applicant, taskId, code.completed);
    expect(done).toMatchObject({ result: '已出具重整可行性意见', availableActions: [] });
    expect(done.timeline.map((entry) => entry.type)).toEqual([
      'RestructuringApplicationSubmitted',
      'RestructuringTaskAssigned',
      'RestructuringTaskDeclined',
      'RestructuringTaskAssigned',
      'RestructuringTaskAccepted',
      'RestructuringProgressNoted',
      'RestructuringTaskCompleted',
    ]);
    expect(done.temporalUrl).toBeNull();
    expect((await detailOf(people.handler, taskId)).temporalUrl).toContain(encodeURIComponent(`restructuring-task/${centre.tenantId}/${taskId}`));

    // A completed task takes no more steps: refused with the decider's reason.
    const late = await post(people.handler, 'processTask', { taskId, action: 'reject', text: '重复申请' });
    expect(late).toMatchObject({ status: 409, body: { code: 409, data: { reason: 'ILLEGAL_STATE' } } });
  });

  it('keeps each queue behind its own key, and tasks visible to their staff and their applicant only', async () => {
    const { taskId } = await filed();
    for (const path of ['assignPage', 'acceptPage', 'processPage']) {
      expect((await post(people.applicant, path, {})).status).toBe(403);
    }
    const forbiddenAssign = await post(people.handler, 'assignTask', { taskId, assigneeId: await handlerUid('陈静') });
    expect(forbiddenAssign.status).toBe(403);
    expect((await people.applicant.get<TaskDetail>(court('getOneConsultInfo'), { taskId })).status).toBe(200);

    // Allocating to someone who may not accept tasks is refused before the workflow is asked.
    const allocatorSelf = await post(people.allocator, 'assignTask', { taskId, assigneeId: randomUUID() });
    expect(allocatorSelf).toMatchObject({ status: 400, body: { msg: '所选人员不能受理该任务' } });
  });

  it('files the restructuring-centre portal application as a task and answers its progress query', async () => {
    const portal = ApiClient.forTestServer(centre.channel);
    const form = application();
    const submitted = await portal.post<SubmitApplyResponse>('/api/v1/applicant/submitApply', form);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.caseNumber).toMatch(/^CZRW/);
    const progress = await eventually(async () => {
      const response = await portal.get<ProgressView>('/api/v1/applicant/progress', {
        caseNumber: submitted.body.data.caseNumber,
        contactPhone: form.contactPhone,
      });
      expect(response.status).toBe(200);
      return response.body.data;
    });
    expect(progress).toMatchObject({ kind: 'restructuring-task', stateCode: code.assign, enterpriseName: form.enterpriseName });

    // A portal applicant has no account, so the task is in nobody's "my applications".
    const anyone = (await post<Page<TaskSummary>>(people.applicant, 'applicantPage', { keyword: submitted.body.data.caseNumber })).body.data;
    expect(anyone.total).toBe(0);
  });
});
