import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { defaultPayloadConverter } from '@temporalio/common';
import {
  caseDeadlinesSchema,
  DEFAULT_CASE_DEADLINES,
  type CaseDeadlines,
  type CaseDeadlinesSettings,
  type Personnel,
  type RestructuringApplyResponse,
  type SubmitApplyResponse,
} from '@bk/contracts';
import { exampleCreditCode } from '@bk/domain';
import type { DataSource } from 'typeorm';
import { createDataSource, inTenantTransaction, loadPlatformConfig } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import {
  courtReformWorkflowId,
  restructuringTaskWorkflowId,
  type CourtReformWorkflowInput,
  type RestructuringTaskWorkflowInput,
} from '@bk/workflows';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';
import { DEADLINES_CHANGED_MEANWHILE } from './commands/update-case-deadlines.handler';

/**
 * The basicConfig deadlines through the running test API: who may read and change them, what is
 * refused (with the schema's own messages, and a stale write with 409), and that a saved value is
 * what the next application's workflow runs with, while a case filed earlier keeps its own.
 * Uses an association the other suites leave alone, and puts the defaults back afterwards.
 */
const config = loadPlatformConfig();
const association = demoTenants.find((tenant) => tenant.channel === 'jlpca')!;
const PATH = '/api/v1/cms/associatio/deadlines';
const HOUR_MS = 3_600_000;

let admin: ApiClient;
let allocator: ApiClient;
let connection: Connection;
let temporal: Client;
let appRole: DataSource;

const current = async (): Promise<CaseDeadlinesSettings> => {
  const response = await admin.get<CaseDeadlinesSettings>(PATH);
  expect(response.status).toBe(200);
  return response.body.data;
};

const save = (body: Record<string, unknown>) => admin.post<CaseDeadlinesSettings>(PATH, body);

const saveOver = async (deadlines: CaseDeadlines): Promise<CaseDeadlinesSettings> => {
  const saved = await save({ ...deadlines, version: (await current()).version });
  expect(saved.status).toBe(200);
  return saved.body.data;
};

/** The message the contract's schema gives for these values: the API must say exactly that. */
const schemaMessage = (body: Record<string, unknown>): string => {
  const parsed = caseDeadlinesSchema.safeParse(body);
  if (parsed.success) throw new Error('expected the schema to refuse these values');
  return parsed.error.issues[0]!.message;
};

const application = () => ({
  enterpriseName: `时限测试${randomUUID().slice(0, 6)}有限公司`,
  creditCode: exampleCreditCode(randomUUID()),
  contactName: '周九',
  contactPhone: '13512345678',
  description: '时限配置测试用的申请。',
});

const submitCase = async (): Promise<string> => {
  const submitted = await ApiClient.forTestServer(association.channel).post<SubmitApplyResponse>('/api/v1/applicant/submitApply', application());
  expect(submitted.status).toBe(200);
  return submitted.body.data.caseId;
};

const assignCase = async (caseId: string): Promise<void> => {
  const people = (await allocator.post<Personnel[]>('/api/v1/manager/getAssignPersonnel', { caseId })).body.data;
  const assigned = await allocator.post('/api/v1/manager/assignTask', { caseId, assigneeId: people[0]!.uid });
  expect(assigned.status).toBe(200);
};

/** The input the workflow was started with, from its first history event. */
const workflowInput = async <Input>(workflowId: string): Promise<Input> => {
  const history = await temporal.workflow.getHandle(workflowId).fetchHistory();
  const payload = history.events?.[0]?.workflowExecutionStartedEventAttributes?.input?.payloads?.[0];
  return defaultPayloadConverter.fromPayload(payload!) as Input;
};

/** Every timer the workflow has started, in milliseconds. */
const timersOf = async (workflowId: string): Promise<number[]> => {
  const history = await temporal.workflow.getHandle(workflowId).fetchHistory();
  return (history.events ?? []).flatMap((event) => {
    const timeout = event.timerStartedEventAttributes?.startToFireTimeout;
    return timeout ? [Number(String(timeout.seconds ?? 0)) * 1000 + Math.round((timeout.nanos ?? 0) / 1e6)] : [];
  });
};

beforeAll(async () => {
  admin = await ApiClient.forTestServer(association.channel).login('admin');
  allocator = await ApiClient.forTestServer(association.channel).login('allocator');
  connection = await Connection.connect({ address: config.temporal.address });
  temporal = new Client({ connection, namespace: config.temporal.namespace });
  appRole = await createDataSource(config, 'app', 1).initialize();
  await saveOver(DEFAULT_CASE_DEADLINES);
});

afterAll(async () => {
  await saveOver(DEFAULT_CASE_DEADLINES);
  await connection.close();
  await appRole.destroy();
});

/**
 * Restructuring tasks are filed only at a restructuring centre: this sets the centre's accept
 * deadline, files a task there and reads the deadline its workflow started with, then puts the
 * centre's previous deadlines back for the other suites.
 */
const restructuringTaskFiledWithAcceptDeadline = async (hours: number): Promise<RestructuringTaskWorkflowInput> => {
  const centre = demoTenants.find((tenant) => tenant.channel === 'csjrc')!;
  const centreAdmin = await ApiClient.forTestServer(centre.channel).login('admin');
  const before = (await centreAdmin.get<CaseDeadlinesSettings>(PATH)).body.data;
  const changed = await centreAdmin.post<CaseDeadlinesSettings>(PATH, { ...DEFAULT_CASE_DEADLINES, acceptWithinHours: hours, version: before.version });
  expect(changed.status).toBe(200);
  try {
    const applicant = await ApiClient.forTestServer(centre.channel).login('applicant');
    const task = await applicant.post<RestructuringApplyResponse>('/api/v1/reform/createOcrFlowInstance', application());
    expect(task.status).toBe(200);
    return await workflowInput<RestructuringTaskWorkflowInput>(restructuringTaskWorkflowId(centre.tenantId, task.body.data.taskId));
  } finally {
    const { signWithinHours, acceptWithinHours } = before;
    await centreAdmin.post(PATH, { signWithinHours, acceptWithinHours, version: changed.body.data.version });
  }
};

describe('case deadlines configuration (real services)', () => {
  it('is for signed-in staff holding the basic-configuration key', async () => {
    const anonymous = ApiClient.forTestServer(association.channel);
    expect(await anonymous.get(PATH)).toMatchObject({ status: 403, body: { code: 401 } });
    expect(await allocator.get(PATH)).toMatchObject({ status: 403, body: { code: 403 } });
    const version = (await current()).version;
    expect(await allocator.post(PATH, { signWithinHours: 1, acceptWithinHours: 1, version })).toMatchObject({ status: 403 });
    expect((await current()).version).toBe(version);
  });

  it('reads the deadlines the next case gets, with the version to base a change on', async () => {
    const settings = await current();
    expect(settings).toMatchObject({ ...DEFAULT_CASE_DEADLINES, version: expect.any(Number), updatedAt: expect.any(String) });
  });

  it('lets the API’s database role change only configuration columns, and only of the tenant its transaction is for', async () => {
    const other = demoTenants.find((tenant) => tenant.channel !== association.channel)!;
    const asTenant = <T>(sql: string, params: unknown[]): Promise<T> =>
      inTenantTransaction(appRole, association.tenantId, (manager) => manager.query(sql, params));

    // Another association's row is invisible to UPDATE under this tenant: nothing matches.
    const [, touched] = await asTenant<[unknown[], number]>('UPDATE tenants SET config_version = config_version WHERE tenant_id = $1', [other.tenantId]);
    expect(touched).toBe(0);
    // Its name and channel are not the app role's to change, even on its own row.
    await expect(asTenant('UPDATE tenants SET name = name WHERE tenant_id = $1', [association.tenantId])).rejects.toThrow(/permission denied/);
    await expect(asTenant('INSERT INTO tenants (tenant_id, channel, name, config) VALUES ($1, $2, $2, $3)', [randomUUID(), 'rogue', '{}'])).rejects.toThrow(
      /permission denied/,
    );
  });

  it.each([
    [{ signWithinHours: 0, acceptWithinHours: 72 }, 'signWithinHours', '签收时限不能少于1小时'],
    [{ signWithinHours: 1.5, acceptWithinHours: 72 }, 'signWithinHours', '签收时限须为整数小时'],
    [{ signWithinHours: 72, acceptWithinHours: 721 }, 'acceptWithinHours', '受理时限不能超过720小时'],
    [{ signWithinHours: 'abc', acceptWithinHours: 72 }, 'signWithinHours', '请输入签收时限'],
  ])('refuses %j with the schema’s message on the field, changing nothing', async (values, field, message) => {
    const before = await current();
    const refused = await save({ ...values, version: before.version });
    expect(message).toBe(schemaMessage(values));
    expect(refused).toMatchObject({ status: 400, body: { code: 400, msg: message, data: [{ field, message }] } });
    expect(await current()).toEqual(before);
  });

  it('refuses a change based on a version someone else already changed, with 409, and keeps their value', async () => {
    const read = await current();
    const first = await save({ signWithinHours: 48, acceptWithinHours: 24, version: read.version });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ signWithinHours: 48, acceptWithinHours: 24, version: read.version + 1, updatedBy: '管理员 周婷' });

    // A second editor who read the same version: refused, told why, shown what is current now.
    const stale = await save({ signWithinHours: 96, acceptWithinHours: 96, version: read.version });
    expect(stale).toMatchObject({
      status: 409,
      body: { code: 409, msg: DEADLINES_CHANGED_MEANWHILE, data: { reason: 'CONCURRENCY_CONFLICT', current: first.body.data } },
    });
    expect(await current()).toEqual(first.body.data);
  });

  it('gives the next application the saved deadlines; a case filed before keeps the deadline it started with', async () => {
    await saveOver(DEFAULT_CASE_DEADLINES);
    const filedBefore = await submitCase();

    await saveOver({ signWithinHours: 5, acceptWithinHours: 7 });
    const filedAfter = await submitCase();
    const taskInput = await restructuringTaskFiledWithAcceptDeadline(7);

    // The workflows' inputs: the deadline is fixed when a case's workflow starts.
    const before = await workflowInput<CourtReformWorkflowInput>(courtReformWorkflowId(association.tenantId, filedBefore));
    const after = await workflowInput<CourtReformWorkflowInput>(courtReformWorkflowId(association.tenantId, filedAfter));
    expect(before.signDeadlineMs).toBe(DEFAULT_CASE_DEADLINES.signWithinHours * HOUR_MS);
    expect(after.signDeadlineMs).toBe(5 * HOUR_MS);
    expect(taskInput.acceptDeadlineMs).toBe(7 * HOUR_MS);

    // Allocated now, both cases wait for their handler on their own timer.
    await assignCase(filedBefore);
    await assignCase(filedAfter);
    await eventually(async () => expect(await timersOf(courtReformWorkflowId(association.tenantId, filedAfter))).toContain(5 * HOUR_MS));
    await eventually(async () =>
      expect(await timersOf(courtReformWorkflowId(association.tenantId, filedBefore))).toContain(DEFAULT_CASE_DEADLINES.signWithinHours * HOUR_MS),
    );
    expect(await timersOf(courtReformWorkflowId(association.tenantId, filedBefore))).not.toContain(5 * HOUR_MS);
  });
});
