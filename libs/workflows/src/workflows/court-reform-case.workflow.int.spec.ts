import { randomUUID } from 'node:crypto';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { CourtReformCommand } from '@bk/domain';
import { recordHistory, startWorkflowTestEnvironment, type WorkflowTestEnvironment } from '../testing/workflow-test-environment';
import { courtReformCaseWorkflow } from './court-reform-case.workflow';
import { courtReformCommandUpdate, courtReformStreamId, courtReformViewQuery, type CaseCommandEnvelope } from './messages';

/** The court-reform workflow on the time-skipping server, with real activities: deadlines lapse in virtual time. */
const SIGN_DEADLINE_MS = 72 * 3_600_000;
const staff = { kind: 'staff' as const, id: 'allocator-1', name: '分配员' };
const handler = { id: 'handler-1', name: '承办人' };
let t: WorkflowTestEnvironment;

const envelope = (command: CourtReformCommand): CaseCommandEnvelope<CourtReformCommand> => ({ commandId: randomUUID(), command });

const startCase = async () => {
  const caseId = randomUUID();
  const handle = await t.env.client.workflow.start(courtReformCaseWorkflow, {
    taskQueue: t.taskQueue,
    workflowId: `court-reform-test/${caseId}`,
    args: [{ tenantId: t.tenantId, caseId, signDeadlineMs: SIGN_DEADLINE_MS }],
  });
  await handle.executeUpdate(courtReformCommandUpdate, {
    args: [
      envelope({
        type: 'SubmitCourtReformApplication',
        caseId,
        tenantId: t.tenantId,
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
  return { streamId: courtReformStreamId(caseId), handle };
};

const assign = (at: string) =>
  envelope({ type: 'AssignCourtReformHandler', assignee: handler, allocation: { mode: 'manual' }, actor: staff, at });

beforeAll(async () => {
  t = await startWorkflowTestEnvironment();
});

afterAll(() => t?.teardown());

describe('court-reform case workflow (time-skipping server, real event store)', () => {
  it('returns an assigned case to the allocation pool when the sign deadline lapses', async () => {
    const { streamId, handle } = await startCase();
    await handle.executeUpdate(courtReformCommandUpdate, { args: [assign('2026-11-22T09:00:00.000Z')] });

    await t.env.sleep(SIGN_DEADLINE_MS + 60_000);

    const view = await handle.query(courtReformViewQuery);
    expect(view.state).toMatchObject({ status: 'apply', returnedToPool: 1 });
    expect(view.version).toBe(3);
    expect(await t.storedTypes(streamId)).toEqual([
      'CourtReformApplicationSubmitted',
      'CourtReformHandlerAssigned',
      'CourtReformReturnedToPool',
    ]);
    await recordHistory(handle, 'court-reform-returned-to-pool');
  });

  it('keeps a case that was signed in time with its handler', async () => {
    const { streamId, handle } = await startCase();
    await handle.executeUpdate(courtReformCommandUpdate, { args: [assign('2026-11-22T09:00:00.000Z')] });
    await t.env.sleep(SIGN_DEADLINE_MS / 2);
    await handle.executeUpdate(courtReformCommandUpdate, {
      args: [envelope({ type: 'SignCourtReformCase', actor: { kind: 'staff', ...handler }, at: '2026-11-23T09:00:00.000Z' })],
    });

    await t.env.sleep(SIGN_DEADLINE_MS);

    expect((await handle.query(courtReformViewQuery)).state.status).toBe('processing');
    expect(await t.storedTypes(streamId)).toEqual([
      'CourtReformApplicationSubmitted',
      'CourtReformHandlerAssigned',
      'CourtReformCaseSigned',
    ]);
  });

  it('refuses an illegal action with the decider\u2019s reason and writes nothing', async () => {
    const { streamId, handle } = await startCase();

    const refusal = await handle
      .executeUpdate(courtReformCommandUpdate, {
        args: [envelope({ type: 'SignCourtReformCase', actor: { kind: 'staff', ...handler }, at: '2026-11-22T09:00:00.000Z' })],
      })
      .catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(WorkflowUpdateFailedError);
    const failure = (refusal as WorkflowUpdateFailedError).cause as ApplicationFailure;
    expect(failure.type).toBe('DomainError');
    expect(failure.details?.[0]).toMatchObject({ code: 'ILLEGAL_STATE', details: { currentState: 'apply', attemptedAction: 'sign' } });
    expect(await t.storedTypes(streamId)).toEqual(['CourtReformApplicationSubmitted']);
    expect((await handle.query(courtReformViewQuery)).version).toBe(1);
  });

  it('decides concurrent staff actions one after the other: one wins, the other is refused', async () => {
    const { streamId, handle } = await startCase();

    const results = await Promise.allSettled([
      handle.executeUpdate(courtReformCommandUpdate, { args: [assign('2026-11-22T09:00:00.000Z')] }),
      handle.executeUpdate(courtReformCommandUpdate, { args: [assign('2026-11-22T09:00:00.001Z')] }),
    ]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    // The loser is decided against the winner's state (the domain refuses it), not caught later
    // by the event store's version check.
    const loser = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(((loser.reason as WorkflowUpdateFailedError).cause as ApplicationFailure).details?.[0]).toMatchObject({
      code: 'ILLEGAL_STATE',
      details: { currentState: 'unsigned', attemptedAction: 'assign' },
    });
    expect(await t.storedTypes(streamId)).toEqual(['CourtReformApplicationSubmitted', 'CourtReformHandlerAssigned']);
  });

  it('fails a command whose data the database refuses at once, without retrying, and keeps the case usable', async () => {
    // Before: a NUL in the text made the append activity retry forever and the update never answered.
    const { streamId, handle } = await startCase();
    const stored = await handle
      .executeUpdate(courtReformCommandUpdate, {
        args: [envelope({ type: 'AssignCourtReformHandler', assignee: { id: 'handler-1', name: '承办\u0000人' }, allocation: { mode: 'manual' }, actor: staff, at: '2026-11-22T09:00:00.000Z' })],
      })
      .catch((error: unknown) => error);
    expect(stored).toBeInstanceOf(WorkflowUpdateFailedError);
    // The append's failure, however the SDK wraps it (an activity's, a local activity's).
    const causes: unknown[] = [];
    for (let cause = (stored as Error).cause; cause instanceof Error; cause = cause.cause) causes.push(cause);
    expect(causes.filter((cause) => cause instanceof ApplicationFailure).map((cause) => (cause as ApplicationFailure).type)).toContain('EventDataRejected');
    expect(await t.storedTypes(streamId)).toEqual(['CourtReformApplicationSubmitted']);

    // The workflow kept its state: the same command with storable data goes through.
    await handle.executeUpdate(courtReformCommandUpdate, { args: [assign('2026-11-22T09:01:00.000Z')] });
    expect(await t.storedTypes(streamId)).toEqual(['CourtReformApplicationSubmitted', 'CourtReformHandlerAssigned']);
  });
});
