import type { StoredEvent } from '@bk/infrastructure';
import { auditedKinds } from './audited-case-kinds';
import { diffStates, historyOf, stateAsOf, withChanges } from './case-history';

const applicant = { kind: 'applicant', id: '13912345678', name: '张三' };
const allocator = { kind: 'staff', id: 'a1', name: '分配员' };

const stored = (version: number, type: string, data: Record<string, unknown>, recordedAt: string): StoredEvent => ({
  globalPosition: String(version),
  eventId: `e${version}`,
  tenantId: 't1',
  streamId: 'court-reform-c1',
  streamType: 'court-reform',
  version,
  type,
  data,
  metadata: {},
  recordedAt,
  prevHash: 'p',
  hash: `h${version}`,
});

const events = [
  stored(
    1,
    'CourtReformApplicationSubmitted',
    {
      caseId: 'c1',
      tenantId: 't1',
      caseNumber: 'TWCZ2026000001',
      applicant: { enterpriseName: '甲公司', creditCode: '91350100M000100Y43', contactName: '张三', contactPhone: '13912345678', description: '说明' },
      actor: applicant,
      at: '2026-11-22T08:00:00.000Z',
    },
    '2026-11-22T08:00:00.100Z',
  ),
  stored(2, 'CourtReformHandlerAssigned', { assignee: { id: 'h1', name: '承办人' }, allocation: { mode: 'manual' }, actor: allocator, at: '2026-11-22T09:00:00.000Z' }, '2026-11-22T09:00:00.100Z'),
  stored(3, 'CourtReformReturnedToPool', { previousAssignee: { id: 'h1', name: '承办人' }, reason: 'sign deadline lapsed', actor: { kind: 'system', id: 'system', name: 'deadline' }, at: '2026-11-25T09:00:00.000Z' }, '2026-11-25T09:00:00.100Z'),
];

describe('case history for auditors', () => {
  it('gives each event its actor, time, reason and the state after it', () => {
    const history = historyOf(events);
    expect(history.map((step) => [step.version, step.actor?.name, step.reason, step.stateCodeAfter])).toEqual([
      [1, '张三', null, 0],
      [2, '分配员', null, 1],
      [3, 'deadline', 'sign deadline lapsed', 0],
    ]);
  });

  it('folds the state as of an event number or a moment', () => {
    const history = historyOf(events);
    expect(stateAsOf(history, { version: 2 })?.stateAfter).toMatchObject({ status: 'unsigned', assignee: { id: 'h1' } });
    expect(stateAsOf(history, { at: '2026-11-24T00:00:00.000Z' })?.version).toBe(2);
    expect(stateAsOf(history, { at: '2026-11-21T00:00:00.000Z' })).toBeUndefined();
  });

  it('lists what changed between two points', () => {
    const history = historyOf(events);
    const changes = diffStates(history[0]!.stateAfter, history[1]!.stateAfter);
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: 'status', before: 'apply', after: 'unsigned' },
        { path: 'assignee', before: undefined, after: { id: 'h1', name: '承办人' } },
      ]),
    );
    expect(diffStates(history[1]!.stateAfter, history[1]!.stateAfter)).toEqual([]);
  });
});

describe('history of a restructuring task', () => {
  const taskEvents = [
    stored(
      1,
      'RestructuringApplicationSubmitted',
      {
        taskId: 'k1',
        tenantId: 't1',
        taskNumber: 'CSJ2026000001',
        application: { enterpriseName: '乙公司', creditCode: '91350100M000100Y43', contactName: '李四', contactPhone: '13912345678', description: '说明' },
        actor: applicant,
        at: '2026-11-22T08:00:00.000Z',
      },
      '2026-11-22T08:00:00.100Z',
    ),
    stored(2, 'RestructuringTaskAssigned', { assignee: { id: 'h1', name: '承办人' }, allocation: { mode: 'manual' }, actor: allocator, at: '2026-11-22T09:00:00.000Z' }, '2026-11-22T09:00:00.100Z'),
  ];

  it('folds with the task decider and numbers states in the task codes', () => {
    const history = historyOf(taskEvents, auditedKinds['restructuring-task']);
    expect(history.map((step) => [step.version, step.actor?.name, step.stateCodeAfter])).toEqual([
      [1, '张三', 1],
      [2, '分配员', 2],
    ]);
    expect(history[1]!.stateAfter).toMatchObject({ status: 'accept', taskNumber: 'CSJ2026000001', assignee: { id: 'h1' } });
  });

  it('gives each step what it changed since the one before', () => {
    const kind = auditedKinds['restructuring-task'];
    const steps = withChanges(historyOf(taskEvents, kind), kind.initialState());
    expect(steps[0]!.changes).toEqual(expect.arrayContaining([{ path: 'status', before: 'empty', after: 'assign' }]));
    expect(steps[1]!.changes).toEqual(
      expect.arrayContaining([
        { path: 'status', before: 'assign', after: 'accept' },
        { path: 'assignee', before: undefined, after: { id: 'h1', name: '承办人' } },
      ]),
    );
  });
});
