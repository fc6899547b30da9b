import { randomUUID } from 'node:crypto';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import type { ApplicationFailure } from '@temporalio/common';
import type { RestructuringTaskCommand } from '@bk/domain';
import { recordHistory, startWorkflowTestEnvironment, type WorkflowTestEnvironment } from '../testing/workflow-test-environment';
import {
  restructuringTaskCommandUpdate,
  restructuringTaskStreamId,
  restructuringTaskViewQuery,
  type CaseCommandEnvelope,
} from './messages';
import { restructuringTaskWorkflow } from './restructuring-task.workflow';

/** The restructuring-centre task workflow on the time-skipping server, with real activities. */
const ACCEPT_DEADLINE_MS = 5 * 24 * 3_600_000;
const allocator = { kind: 'staff' as const, id: 'allocator-1', name: '分配员' };
const assignee = { id: 'consultant-1', name: '重组顾问', organisation: { id: 'org-1', name: '某律师事务所' } };
const assigneeActor = { kind: 'staff' as const, id: assignee.id, name: assignee.name };
let t: WorkflowTestEnvironment;

const envelope = (command: RestructuringTaskCommand): CaseCommandEnvelope<RestructuringTaskCommand> => ({
  commandId: randomUUID(),
  command,
});

const startTask = async () => {
  const taskId = randomUUID();
  const handle = await t.env.client.workflow.start(restructuringTaskWorkflow, {
    taskQueue: t.taskQueue,
    workflowId: `restructuring-task-test/${taskId}`,
    args: [{ tenantId: t.tenantId, taskId, acceptDeadlineMs: ACCEPT_DEADLINE_MS }],
  });
  await handle.executeUpdate(restructuringTaskCommandUpdate, {
    args: [
      envelope({
        type: 'SubmitRestructuringApplication',
        taskId,
        tenantId: t.tenantId,
        taskNumber: `CZ-T-${taskId.slice(0, 6)}`,
        application: {
          enterpriseName: '测试重整企业有限公司',
          creditCode: '91350100M000100Y43',
          contactName: '李四',
          contactPhone: '13812345678',
          description: '申请重组咨询',
        },
        actor: { kind: 'applicant', id: '13812345678', name: '李四' },
        at: '2026-11-22T08:00:00.000Z',
      }),
    ],
  });
  const run = (command: RestructuringTaskCommand) => handle.executeUpdate(restructuringTaskCommandUpdate, { args: [envelope(command)] });
  return { streamId: restructuringTaskStreamId(taskId), handle, run };
};

const assign = { type: 'AssignRestructuringTask', assignee, allocation: { mode: 'manual' }, actor: allocator, at: '2026-11-22T09:00:00.000Z' } as const;

beforeAll(async () => {
  t = await startWorkflowTestEnvironment();
});

afterAll(() => t?.teardown());

describe('restructuring task workflow (time-skipping server, real event store)', () => {
  it('runs allocation, acceptance and handling to completion, then closes', async () => {
    const { streamId, handle, run } = await startTask();

    await run(assign);
    await run({ type: 'AcceptRestructuringTask', actor: assigneeActor, at: '2026-11-22T10:00:00.000Z' });
    await run({ type: 'NoteRestructuringProgress', note: '已与主要债权人沟通', actor: assigneeActor, at: '2026-11-23T10:00:00.000Z' });
    const completed = await run({ type: 'CompleteRestructuringTask', result: '达成重组协议', actor: assigneeActor, at: '2026-11-24T10:00:00.000Z' });

    expect(completed).toMatchObject({ status: 'completed', stateCode: 4, version: 5 });
    expect(await handle.result()).toMatchObject({ status: 'completed' });
    expect(await t.storedTypes(streamId)).toEqual([
      'RestructuringApplicationSubmitted',
      'RestructuringTaskAssigned',
      'RestructuringTaskAccepted',
      'RestructuringProgressNoted',
      'RestructuringTaskCompleted',
    ]);
    await recordHistory(handle, 'restructuring-task-completed');
  });

  it('returns a task that was not accepted in time to allocation', async () => {
    const { streamId, handle, run } = await startTask();
    await run(assign);

    await t.env.sleep(ACCEPT_DEADLINE_MS + 60_000);

    expect((await handle.query(restructuringTaskViewQuery)).state).toMatchObject({ status: 'assign', reallocations: 1 });
    expect(await t.storedTypes(streamId)).toEqual([
      'RestructuringApplicationSubmitted',
      'RestructuringTaskAssigned',
      'RestructuringTaskReturnedToPool',
    ]);
  });

  it('refuses acceptance by someone other than the assignee and writes nothing', async () => {
    const { streamId, run } = await startTask();
    await run(assign);

    const refusal = await run({ type: 'AcceptRestructuringTask', actor: allocator, at: '2026-11-22T10:00:00.000Z' }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(WorkflowUpdateFailedError);
    expect(((refusal as WorkflowUpdateFailedError).cause as ApplicationFailure).details?.[0]).toMatchObject({ code: 'NOT_ASSIGNEE' });
    expect(await t.storedTypes(streamId)).toEqual(['RestructuringApplicationSubmitted', 'RestructuringTaskAssigned']);
  });
});
