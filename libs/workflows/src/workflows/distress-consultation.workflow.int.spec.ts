import { randomUUID } from 'node:crypto';
import type { DistressConsultationCommand } from '@bk/domain';
import { recordHistory, startWorkflowTestEnvironment, type WorkflowTestEnvironment } from '../testing/workflow-test-environment';
import { distressConsultationWorkflow } from './distress-consultation.workflow';
import {
  distressConsultationCommandUpdate,
  distressConsultationStreamId,
  distressConsultationViewQuery,
  type CaseCommandEnvelope,
} from './messages';

/** The consultation workflow on the time-skipping server, with real activities: the handling deadline lapses in virtual time. */
const HANDLE_DEADLINE_MS = 168 * 3_600_000;
const allocator = { kind: 'staff' as const, id: 'allocator-1', name: '分配员' };
const handler = { id: 'handler-1', name: '处理人' };
const applicant = { kind: 'applicant' as const, id: '6f1d2c3b-0a4e-4b8f-9c7d-1e2f3a4b5c6d', name: '王秀英' };
let t: WorkflowTestEnvironment;

const envelope = (command: DistressConsultationCommand): CaseCommandEnvelope<DistressConsultationCommand> => ({ commandId: randomUUID(), command });

const startConsultation = async () => {
  const consultationId = randomUUID();
  const handle = await t.env.client.workflow.start(distressConsultationWorkflow, {
    taskQueue: t.taskQueue,
    workflowId: `distress-consultation-test/${consultationId}`,
    args: [{ tenantId: t.tenantId, consultationId, handleDeadlineMs: HANDLE_DEADLINE_MS }],
  });
  await handle.executeUpdate(distressConsultationCommandUpdate, {
    args: [
      envelope({
        type: 'SubmitDistressConsultation',
        consultationId,
        tenantId: t.tenantId,
        consultationNumber: `KJZX-T-${consultationId.slice(0, 6)}`,
        consultant: { kind: 'personal', name: '王秀英', citizenId: '11010519491231002X', phone: '13912345678' },
        particulars: { debtAmount: '380000.00', creditorCount: 5 },
        description: '信用卡与网贷逾期。',
        materialFileIds: [],
        actor: applicant,
        at: '2026-11-22T08:00:00.000Z',
      }),
    ],
  });
  await handle.executeUpdate(distressConsultationCommandUpdate, {
    args: [envelope({ type: 'AllocateDistressConsultation', handler, allocation: { mode: 'manual' }, actor: allocator, at: '2026-11-22T09:00:00.000Z' })],
  });
  return { streamId: distressConsultationStreamId(consultationId), handle };
};

beforeAll(async () => {
  t = await startWorkflowTestEnvironment();
});

afterAll(() => t?.teardown());

describe('distress consultation workflow (time-skipping server, real event store)', () => {
  it('returns an allocated consultation to the pool when the handling deadline lapses', async () => {
    const { streamId, handle } = await startConsultation();
    await t.env.sleep(HANDLE_DEADLINE_MS + 60_000);

    const view = await handle.query(distressConsultationViewQuery);
    expect(view.state).toMatchObject({ status: 'submitted', reallocations: 1 });
    expect(await t.storedTypes(streamId)).toEqual([
      'DistressConsultationSubmitted',
      'DistressConsultationAllocated',
      'DistressConsultationReturnedToPool',
    ]);
    await recordHistory(handle, 'distress-consultation-returned-to-pool');
  });

  it('stops the handler’s clock while the applicant supplies materials, and starts it again after', async () => {
    const { streamId, handle } = await startConsultation();
    await handle.executeUpdate(distressConsultationCommandUpdate, {
      args: [envelope({ type: 'RequestDistressMaterials', note: '请补充流水', actor: { kind: 'staff', ...handler }, at: '2026-11-23T09:00:00.000Z' })],
    });
    // Waiting on the applicant longer than the deadline returns nothing to the pool.
    await t.env.sleep(HANDLE_DEADLINE_MS * 2);
    expect((await handle.query(distressConsultationViewQuery)).state.status).toBe('awaitingMaterials');

    await handle.executeUpdate(distressConsultationCommandUpdate, {
      args: [envelope({ type: 'SupplyDistressMaterials', materialFileIds: [randomUUID()], note: '', actor: applicant, at: '2026-12-10T09:00:00.000Z' })],
    });
    await t.env.sleep(HANDLE_DEADLINE_MS - 60_000);
    expect((await handle.query(distressConsultationViewQuery)).state.status).toBe('allocated');
    await t.env.sleep(120_000);
    expect((await handle.query(distressConsultationViewQuery)).state).toMatchObject({ status: 'submitted', reallocations: 1 });
    expect(await t.storedTypes(streamId)).toHaveLength(5);
  });
});
