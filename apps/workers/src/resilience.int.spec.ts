import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { exampleCreditCode } from '@bk/domain';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { crashWorkers, restartWorkers, stackService } from './testing/platform-processes';
import { liveAndRebuiltReadModels } from './testing/projection-checks';

/**
 * The platform survives its parts failing: a worker killed mid-case, Kafka down for a while.
 * Drives the running test API and workers over HTTP, as a user would; then checks the event
 * store has no duplicates and the live read models equal a rebuild from the event store.
 */
const config = loadPlatformConfig();
const CHANNEL = 'szpca';
/** The restructuring centre: its portal files tasks, not court-reform cases. */
const CENTRE = 'csjrc';
let system: DataSource;

type Envelope<T> = { code: number; msg: string; data: T };

const api = async <T>(
  path: string,
  body?: unknown,
  cookie = '',
  channel = CHANNEL,
): Promise<{ status: number; body: Envelope<T>; cookie: string }> => {
  const response = await fetch(`http://127.0.0.1:${config.http.port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { channel, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = response.headers.get('set-cookie')?.split(';')[0];
  return { status: response.status, body: (await response.json()) as Envelope<T>, cookie: setCookie ?? cookie };
};

const creditCode = (): string => exampleCreditCode(randomUUID());

const submit = async (channel = CHANNEL): Promise<string> => {
  const response = await api<{ caseId: string }>(
    '/api/v1/applicant/submitApply',
    {
      enterpriseName: `韧性测试${randomUUID().slice(0, 6)}有限公司`,
      creditCode: creditCode(),
      contactName: '赵六',
      contactPhone: '13612345678',
      description: '韧性测试用的申请。',
    },
    '',
    channel,
  );
  expect(response.status).toBe(200);
  return response.body.data.caseId;
};

const login = async (loginId: string, channel = CHANNEL): Promise<string> =>
  (await api('/api/v1/login', { loginId, password: 'Demo@2026' }, '', channel)).cookie;

const handlerId = async (cookie: string, caseId: string): Promise<string> =>
  (await api<{ uid: string; name: string }[]>('/api/v1/manager/getAssignPersonnel', { caseId }, cookie)).body.data.find((p) =>
    p.name.includes('李强'),
  )!.uid;

const readStates = async (caseIds: string[]): Promise<Record<string, number>> => {
  const rows: { case_id: string; state_code: number }[] = await system.query(
    'SELECT case_id, state_code FROM case_read WHERE case_id = ANY($1::uuid[])',
    [caseIds],
  );
  return Object.fromEntries(rows.map((row) => [row.case_id, row.state_code]));
};

const streamsOf = async (caseIds: string[], streamType = 'court-reform') =>
  system.query(
    `SELECT stream_id, count(*)::int AS events, count(DISTINCT event_id)::int AS distinct_ids, max(version) AS version
     FROM events WHERE stream_id = ANY($1::text[]) GROUP BY stream_id ORDER BY stream_id`,
    [caseIds.map((id) => `${streamType}-${id}`)],
  );

const expectLiveEqualsRebuild = async (): Promise<void> => {
  const { live, rebuilt } = await liveAndRebuiltReadModels(system);
  expect(rebuilt).toEqual(live);
};

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
});

afterAll(() => system.destroy());

describe('resilience (real services)', () => {
  it('finishes commands that were in flight when the worker was killed, with no duplicate events', async () => {
    const cookie = await login('allocator');
    const caseIds = await Promise.all(Array.from({ length: 4 }, submit));
    await eventually(async () => expect(Object.keys(await readStates(caseIds))).toHaveLength(4));
    const assignee = await handlerId(cookie, caseIds[0]!);

    // Allocations are on their way to the workflows when the worker dies.
    const allocations = caseIds.map((caseId) => api('/api/v1/manager/assignTask', { caseId, assigneeId: assignee }, cookie));
    await crashWorkers();
    restartWorkers();

    const results = await Promise.all(allocations);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    await eventually(async () => expect(Object.values(await readStates(caseIds))).toEqual([1, 1, 1, 1]), 60_000);
    const streams = await streamsOf(caseIds);
    expect(streams).toHaveLength(4);
    for (const stream of streams) expect(stream).toMatchObject({ events: 2, distinct_ids: 2, version: 2 });
    await expectLiveEqualsRebuild();
  });

  it('finishes task allocations and acceptances that were in flight when the worker was killed', async () => {
    const allocator = await login('allocator', CENTRE);
    const handler = await login('handler', CENTRE);
    const taskIds = await Promise.all(Array.from({ length: 3 }, () => submit(CENTRE)));
    await eventually(async () => expect(Object.values(await readStates(taskIds))).toEqual([1, 1, 1]));
    const people = await api<{ uid: string; name: string }[]>('/api/v1/out/court/getConsultUserList', undefined, allocator, CENTRE);
    const assigneeId = people.body.data.find((person) => person.name.includes('李强'))!.uid;

    const allocations = taskIds.map((taskId) => api('/api/v1/out/court/assignTask', { taskId, assigneeId }, allocator, CENTRE));
    await crashWorkers();
    restartWorkers();
    expect((await Promise.all(allocations)).map((result) => result.status)).toEqual([200, 200, 200]);

    // The assignee accepts while the worker dies again: every acceptance still lands once.
    const acceptances = taskIds.map((taskId) => api('/api/v1/out/court/acceptTask', { taskId, decision: 'accept' }, handler, CENTRE));
    await crashWorkers();
    restartWorkers();
    expect((await Promise.all(acceptances)).map((result) => result.status)).toEqual([200, 200, 200]);

    await eventually(async () => expect(Object.values(await readStates(taskIds))).toEqual([3, 3, 3]), 60_000);
    const streams = await streamsOf(taskIds, 'restructuring-task');
    expect(streams).toHaveLength(3);
    for (const stream of streams) expect(stream).toMatchObject({ events: 3, distinct_ids: 3, version: 3 });
    await expectLiveEqualsRebuild();
  });

  it('loses and duplicates nothing of consultations whose steps were in flight when the worker was killed', async () => {
    // A portal user signed in through the local SMS provider files three consultations.
    const mobile = `13${String(Date.now()).slice(-9)}`;
    await api('/api/v1/portal/auth/sendCode', { mobile });
    const outbox = await api<{ code: string }[]>(`/api/v1/dev/localSms/outbox?mobile=${mobile}`);
    const visitor = (await api('/api/v1/portal/auth/login', { mobile, code: outbox.body.data[0]!.code })).cookie;
    const consultationIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const filed = await api<{ businessId: string }>(
        '/api/v1/distressManage/createFlowInstance',
        {
          type: 'enterprise',
          enterpriseName: `韧性咨询${randomUUID().slice(0, 6)}有限公司`,
          creditCode: creditCode(),
          contactName: '钱七',
          phone: '13612345678',
          debtAmount: '1200000',
          employeeCount: 20,
          creditorCount: 8,
          description: '韧性测试用的咨询。',
        },
        visitor,
      );
      expect(filed.status).toBe(200);
      consultationIds.push(filed.body.data.businessId);
    }
    await eventually(async () => expect(Object.values(await readStates(consultationIds))).toEqual([0, 0, 0]));
    const allocator = await login('allocator');
    const handler = await login('handler');
    const people = await api<{ list: { uid: string; name: string }[] }>('/api/v1/distressManage/getAssignPersonnels', {}, allocator);
    const assigneeId = people.body.data.list.find((person) => person.name.includes('李强'))!.uid;
    const submit = (cookie: string, body: Record<string, unknown>) => api('/api/v1/distressManage/submitItem', body, cookie);

    const allocations = consultationIds.map((businessId) => submit(allocator, { businessId, taskKey: 'allocate', assigneeId }));
    await crashWorkers();
    restartWorkers();
    expect((await Promise.all(allocations)).map((result) => result.status)).toEqual([200, 200, 200]);

    // The handler asks for materials while the worker dies again: each request lands once.
    const requests = consultationIds.map((businessId) => submit(handler, { businessId, taskKey: 'requestMaterials', note: '请补充财务报表' }));
    await crashWorkers();
    restartWorkers();
    expect((await Promise.all(requests)).map((result) => result.status)).toEqual([200, 200, 200]);

    await eventually(async () => expect(Object.values(await readStates(consultationIds))).toEqual([4, 4, 4]), 60_000);
    const streams = await streamsOf(consultationIds, 'distress-consultation');
    expect(streams).toHaveLength(3);
    for (const stream of streams) expect(stream).toMatchObject({ events: 3, distinct_ids: 3, version: 3 });
    // The applicant was told of each allocation and each request exactly once.
    const inbox = await api<{ total: number }>('/api/v1/portal/message/page', { pageSize: 100 }, visitor);
    expect(inbox.body.data.total).toBe(6);
    await expectLiveEqualsRebuild();
  });

  it('keeps taking commands while Kafka is down and converges once it is back', async () => {
    const cookie = await login('allocator');
    stackService('stop', 'kafka');
    let caseIds: string[] = [];
    try {
      // The write path does not need Kafka: commands succeed and land in the event store.
      caseIds = await Promise.all(Array.from({ length: 3 }, submit));
      const stored = await streamsOf(caseIds);
      expect(stored).toHaveLength(3);
      expect(await readStates(caseIds)).toEqual({});
    } finally {
      stackService('start', 'kafka');
    }

    await eventually(async () => expect(Object.values(await readStates(caseIds))).toEqual([0, 0, 0]), 120_000);
    const assignee = await handlerId(cookie, caseIds[0]!);
    const assigned = await api('/api/v1/manager/assignTask', { caseId: caseIds[0], assigneeId: assignee }, cookie);
    expect(assigned.status).toBe(200);
    await eventually(async () => expect((await readStates(caseIds))[caseIds[0]!]).toBe(1), 60_000);
    await expectLiveEqualsRebuild();
  });
});
