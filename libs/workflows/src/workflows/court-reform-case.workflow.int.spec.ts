import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WorkflowUpdateFailedError, type WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { temporal } from '@temporalio/proto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import type { DataSource } from 'typeorm';
import type { CourtReformCommand } from '@bk/domain';
import { createDataSource, EventStore, loadPlatformConfig } from '@bk/infrastructure';
import { createCaseEventActivities } from '../activities/case-events.activities';
import { courtReformCaseWorkflow } from './court-reform-case.workflow';
import {
  courtReformCommandUpdate,
  courtReformStreamId,
  courtReformViewQuery,
  SearchAttributes,
  type CaseCommandEnvelope,
} from './messages';

/**
 * The court-reform workflow on Temporal's time-skipping test server, with its real activities
 * appending to the real PostgreSQL event store: deadlines lapse in virtual time.
 */
const config = loadPlatformConfig();
const TASK_QUEUE = `court-reform-test-${randomUUID()}`;
const SIGN_DEADLINE_MS = 72 * 3_600_000;
const staff = { kind: 'staff' as const, id: 'allocator-1', name: '分配员' };
const handler = { id: 'handler-1', name: '承办人' };

let env: TestWorkflowEnvironment;
let worker: Worker;
let running: Promise<void>;
let app: DataSource;
let tenantId: string;

const envelope = (command: CourtReformCommand): CaseCommandEnvelope<CourtReformCommand> => ({ commandId: randomUUID(), command });

const startCase = async () => {
  const caseId = randomUUID();
  const handle = await env.client.workflow.start(courtReformCaseWorkflow, {
    taskQueue: TASK_QUEUE,
    workflowId: `court-reform-test/${caseId}`,
    args: [{ tenantId, caseId, signDeadlineMs: SIGN_DEADLINE_MS }],
  });
  await handle.executeUpdate(courtReformCommandUpdate, {
    args: [
      envelope({
        type: 'SubmitCourtReformApplication',
        caseId,
        tenantId,
        caseNumber: `TWCZ-T-${caseId.slice(0, 6)}`,
        applicant: {
          enterpriseName: '测试企业有限公司',
          creditCode: '91350100M000100Y43',
          contactName: '张三',
          contactPhone: '13912345678',
          description: '申请庭外重组',
        },
        actor: { kind: 'applicant', id: '13912345678', name: '张三' },
        at: '2026-11-22T08:00:00.000Z',
      }),
    ],
  });
  return { caseId, handle };
};

const assign = (at: string) =>
  envelope({ type: 'AssignCourtReformHandler', assignee: handler, allocation: { mode: 'manual' }, actor: staff, at });

/**
 * RECORD_HISTORIES=1 saves this run's history as a replay fixture (see court-reform-case.replay.unit.spec.ts).
 * Record only when the workflow's behaviour changes on purpose, behind patched() for running cases.
 */
const recordHistory = async (handle: WorkflowHandle, name: string): Promise<void> => {
  if (process.env.RECORD_HISTORIES !== '1') return;
  writeFileSync(join(__dirname, 'histories', `${name}.json`), historyToJSON(await handle.fetchHistory()));
};

const storedTypes = async (caseId: string): Promise<string[]> =>
  (await new EventStore(app).readStream(tenantId, courtReformStreamId(caseId))).map((event) => event.type);

beforeAll(async () => {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  app = await createDataSource(config, 'app', 4).initialize();
  const rows: { tenant_id: string }[] = await app.query('SELECT tenant_id FROM tenants ORDER BY channel LIMIT 1');
  tenantId = rows[0]!.tenant_id;
  env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: process.env.TEMPORAL_TEST_SERVER_BIN! } },
  });
  // The test server starts bare: register the search attributes the workflow upserts.
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(
      Object.values(SearchAttributes).map((key) => [key.name, temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD]),
    ),
  });
  worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflowsPath: require.resolve('./index'),
    activities: createCaseEventActivities({ eventStore: new EventStore(app) }),
  });
  running = worker.run();
});

afterAll(async () => {
  worker?.shutdown();
  await running;
  await env?.teardown();
  await app?.destroy();
});

describe('court-reform case workflow (time-skipping server, real event store)', () => {
  it('returns an assigned case to the allocation pool when the sign deadline lapses', async () => {
    const { caseId, handle } = await startCase();
    await handle.executeUpdate(courtReformCommandUpdate, { args: [assign('2026-11-22T09:00:00.000Z')] });

    await env.sleep(SIGN_DEADLINE_MS + 60_000);

    const view = await handle.query(courtReformViewQuery);
    expect(view.state).toMatchObject({ status: 'apply', returnedToPool: 1 });
    expect(view.version).toBe(3);
    expect(await storedTypes(caseId)).toEqual([
      'CourtReformApplicationSubmitted',
      'CourtReformHandlerAssigned',
      'CourtReformReturnedToPool',
    ]);
    await recordHistory(handle, 'court-reform-returned-to-pool');
  });

  it('keeps a case that was signed in time with its handler', async () => {
    const { caseId, handle } = await startCase();
    await handle.executeUpdate(courtReformCommandUpdate, { args: [assign('2026-11-22T09:00:00.000Z')] });
    await env.sleep(SIGN_DEADLINE_MS / 2);
    await handle.executeUpdate(courtReformCommandUpdate, {
      args: [envelope({ type: 'SignCourtReformCase', actor: { kind: 'staff', ...handler }, at: '2026-11-23T09:00:00.000Z' })],
    });

    await env.sleep(SIGN_DEADLINE_MS);

    expect((await handle.query(courtReformViewQuery)).state.status).toBe('processing');
    expect(await storedTypes(caseId)).toEqual([
      'CourtReformApplicationSubmitted',
      'CourtReformHandlerAssigned',
      'CourtReformCaseSigned',
    ]);
  });

  it('refuses an illegal action with the decider\u2019s reason and writes nothing', async () => {
    const { caseId, handle } = await startCase();

    const refusal = await handle
      .executeUpdate(courtReformCommandUpdate, {
        args: [envelope({ type: 'SignCourtReformCase', actor: { kind: 'staff', ...handler }, at: '2026-11-22T09:00:00.000Z' })],
      })
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(WorkflowUpdateFailedError);
    const failure = (refusal as WorkflowUpdateFailedError).cause as ApplicationFailure;
    expect(failure.type).toBe('DomainError');
    expect(failure.details?.[0]).toMatchObject({ code: 'ILLEGAL_STATE', details: { currentState: 'apply', attemptedAction: 'sign' } });
    expect(await storedTypes(caseId)).toEqual(['CourtReformApplicationSubmitted']);
    expect((await handle.query(courtReformViewQuery)).version).toBe(1);
  });

  it('decides concurrent staff actions one after the other: one wins, the other is refused', async () => {
    const { caseId, handle } = await startCase();

    const results = await Promise.allSettled([
      handle.executeUpdate(courtReformCommandUpdate, { args: [assign('2026-11-22T09:00:00.000Z')] }),
      handle.executeUpdate(courtReformCommandUpdate, { args: [assign('2026-11-22T09:00:00.001Z')] }),
    ]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await storedTypes(caseId)).toEqual(['CourtReformApplicationSubmitted', 'CourtReformHandlerAssigned']);
  });
});
