import type { Actor } from '../shared/actor';
import { drawCandidate } from '../shared/draw';
import { IllegalStateError } from '../shared/errors';
import { specify } from '../testing/given-when-then';
import { checkStateMachine, pick, type Variant } from '../testing/state-machine-properties';
import { describeTransitionTable } from '../testing/table-specs';
import type { RestructuringTaskCommand, RestructuringTaskCommandType } from './commands';
import { restructuringTaskDecider } from './decider';
import type { RestructuringApplication, RestructuringAssignee, RestructuringTaskEvent } from './events';
import type { RestructuringTaskState } from './state';
import { restructuringTaskStatusFromCode, restructuringTaskStateCode } from './task-state';
import { restructuringTaskTransitions, restructuringTaskVocabulary } from './transitions';

const at = (minute: number): string => `2024-06-03T10:${String(minute).padStart(2, '0')}:00+08:00`;

const applicantActor: Actor = { kind: 'staff', id: 'csj-user-1', name: '重整中心申请人' };
const allocator: Actor = { kind: 'staff', id: 'allocator-1', name: '分配员' };
const assignee: RestructuringAssignee = { id: 'lawyer-4', name: '赵律师', organisation: { id: 'org-2', name: '某某律师事务所' } };
const assigneeActor: Actor = { kind: 'staff', id: assignee.id, name: assignee.name };
const otherStaff: Actor = { kind: 'staff', id: 'lawyer-9', name: '钱律师' };
const timer: Actor = { kind: 'system', id: 'system', name: 'acceptance deadline lapsed' };

const application: RestructuringApplication = {
  enterpriseName: '北京示例制造有限公司',
  creditCode: '91110000802100433B',
  contactName: '孙经理',
  contactPhone: '13912345678',
  description: '债务逾期，希望在重整中心协调下与债权人庭外重组。',
};

const ev = {
  submitted: (): RestructuringTaskEvent => ({
    type: 'RestructuringApplicationSubmitted',
    data: { taskId: 'task-1', tenantId: 'tenant-1', taskNumber: 'CZRW-2024-0001', application, actor: applicantActor, at: at(0) },
  }),
  assigned: (who: RestructuringAssignee = assignee): RestructuringTaskEvent => ({
    type: 'RestructuringTaskAssigned',
    data: { assignee: who, allocation: { mode: 'manual' }, actor: allocator, at: at(1) },
  }),
  accepted: (): RestructuringTaskEvent => ({ type: 'RestructuringTaskAccepted', data: { assignee, actor: assigneeActor, at: at(2) } }),
  declined: (): RestructuringTaskEvent => ({
    type: 'RestructuringTaskDeclined',
    data: { previousAssignee: assignee, reason: '存在利益冲突', actor: assigneeActor, at: at(2) },
  }),
  returned: (): RestructuringTaskEvent => ({
    type: 'RestructuringTaskReturnedToPool',
    data: { previousAssignee: assignee, reason: '受理期限已过', actor: timer, at: at(2) },
  }),
  noted: (): RestructuringTaskEvent => ({ type: 'RestructuringProgressNoted', data: { note: '已召开债权人协调会', actor: assigneeActor, at: at(3) } }),
  completed: (): RestructuringTaskEvent => ({
    type: 'RestructuringTaskCompleted',
    data: { result: '各方签署重组协议', actor: assigneeActor, at: at(4) },
  }),
  rejected: (): RestructuringTaskEvent => ({
    type: 'RestructuringTaskRejected',
    data: { reason: '申请人不配合提供材料', actor: assigneeActor, at: at(4) },
  }),
};

const histories: Record<RestructuringTaskState['status'], RestructuringTaskEvent[]> = {
  empty: [],
  assign: [ev.submitted()],
  accept: [ev.submitted(), ev.assigned()],
  processing: [ev.submitted(), ev.assigned(), ev.accepted()],
  completed: [ev.submitted(), ev.assigned(), ev.accepted(), ev.completed()],
  rejected: [ev.submitted(), ev.assigned(), ev.accepted(), ev.rejected()],
};

const commands: { [T in RestructuringTaskCommandType]: Extract<RestructuringTaskCommand, { type: T }> } = {
  SubmitRestructuringApplication: {
    type: 'SubmitRestructuringApplication',
    taskId: 'task-1',
    tenantId: 'tenant-1',
    taskNumber: 'CZRW-2024-0001',
    application,
    actor: applicantActor,
    at: at(0),
  },
  AssignRestructuringTask: { type: 'AssignRestructuringTask', assignee, allocation: { mode: 'manual' }, actor: allocator, at: at(1) },
  AcceptRestructuringTask: { type: 'AcceptRestructuringTask', actor: assigneeActor, at: at(2) },
  DeclineRestructuringTask: { type: 'DeclineRestructuringTask', reason: '存在利益冲突', actor: assigneeActor, at: at(2) },
  ReturnRestructuringTaskToPool: { type: 'ReturnRestructuringTaskToPool', reason: '受理期限已过', actor: timer, at: at(2) },
  NoteRestructuringProgress: { type: 'NoteRestructuringProgress', note: '已召开债权人协调会', actor: assigneeActor, at: at(3) },
  CompleteRestructuringTask: { type: 'CompleteRestructuringTask', result: '各方签署重组协议', actor: assigneeActor, at: at(4) },
  RejectRestructuringTask: { type: 'RejectRestructuringTask', reason: '申请人不配合提供材料', actor: assigneeActor, at: at(4) },
};

const spec = specify(restructuringTaskDecider);

describe('restructuring task: transition table', () => {
  describeTransitionTable({
    decider: restructuringTaskDecider,
    transitions: restructuringTaskTransitions,
    vocabulary: restructuringTaskVocabulary,
    creation: ['SubmitRestructuringApplication'],
    histories,
    commands,
  });
});

describe('restructuring task: transitions', () => {
  it('an application becomes a task awaiting allocation (assign 1)', () => {
    spec.given().when(commands.SubmitRestructuringApplication).then(ev.submitted());
    const state = spec.given().when(commands.SubmitRestructuringApplication).thenState();
    expect(state.status === 'assign' && restructuringTaskStateCode[state.status]).toBe(1);
  });

  it('assign hands the task to an organisation member (accept 2)', () => {
    spec.given(...histories.assign).when(commands.AssignRestructuringTask).then(ev.assigned());
  });

  it('assign by random draw carries the auditable seed and candidates', () => {
    const candidates = ['lawyer-1', 'lawyer-4', 'lawyer-6'];
    const seed = [...Array(50).keys()].map((n) => `s${n}`).find((candidate) => drawCandidate(candidate, candidates) === assignee.id)!;
    spec
      .given(...histories.assign)
      .when({ ...commands.AssignRestructuringTask, allocation: { mode: 'random', seed, candidates } })
      .then({
        type: 'RestructuringTaskAssigned',
        data: { assignee, allocation: { mode: 'random', seed, candidates }, actor: allocator, at: at(1) },
      });
  });

  it('the assignee accepts (processing 3)', () => {
    spec.given(...histories.accept).when(commands.AcceptRestructuringTask).then(ev.accepted());
  });

  it('the assignee declines with a reason, back to assign', () => {
    spec.given(...histories.accept).when(commands.DeclineRestructuringTask).then(ev.declined());
    expect(spec.given(...histories.accept).when(commands.DeclineRestructuringTask).thenState()).toMatchObject({
      status: 'assign',
      reallocations: 1,
    });
  });

  it('an acceptance deadline that lapses returns the task to the pool', () => {
    spec.given(...histories.accept).when(commands.ReturnRestructuringTaskToPool).then(ev.returned());
  });

  it('handling progress, then complete (4) or reject (5)', () => {
    spec.given(...histories.processing).when(commands.NoteRestructuringProgress).then(ev.noted());
    spec.given(...histories.processing, ev.noted()).when(commands.CompleteRestructuringTask).then(ev.completed());
    spec.given(...histories.processing).when(commands.RejectRestructuringTask).then(ev.rejected());
    expect(spec.given(...histories.processing, ev.noted()).when(commands.CompleteRestructuringTask).thenState()).toMatchObject({
      status: 'completed',
      progressNotes: 1,
      result: '各方签署重组协议',
      assignee,
    });
  });

  it('a re-allocated task can be assigned again, and then only the new assignee may accept it', () => {
    const next: RestructuringAssignee = { id: 'lawyer-6', name: '周律师' };
    spec
      .given(...histories.accept, ev.declined())
      .when({ ...commands.AssignRestructuringTask, assignee: next })
      .then(ev.assigned(next));
    spec
      .given(...histories.accept, ev.declined(), ev.assigned(next))
      .when(commands.AcceptRestructuringTask)
      .thenRefuses({ code: 'NOT_ASSIGNEE', details: { assigneeId: 'lawyer-6' } });
    spec
      .given(...histories.accept, ev.declined(), ev.assigned(next))
      .when({ ...commands.AcceptRestructuringTask, actor: { kind: 'staff', ...next } })
      .then({ type: 'RestructuringTaskAccepted', data: { assignee: next, actor: { kind: 'staff', ...next }, at: at(2) } });
  });
});

describe('restructuring task: guards', () => {
  it.each([
    ['creditCode', { creditCode: '91110000802100433C' }],
    ['contactPhone', { contactPhone: '1391234567' }],
    ['contactName', { contactName: ' ' }],
  ])('submit refuses an invalid %s', (field, change) => {
    spec
      .given()
      .when({ ...commands.SubmitRestructuringApplication, application: { ...application, ...change } })
      .thenRefuses({ code: 'VALIDATION_FAILED', details: { field } });
  });

  it('assign refuses a random allocation that the draw does not confirm', () => {
    spec
      .given(...histories.assign)
      .when({ ...commands.AssignRestructuringTask, allocation: { mode: 'random', seed: 'abc', candidates: ['lawyer-1'] } })
      .thenRefuses({ code: 'INVALID_DRAW', details: { drawn: 'lawyer-1' } });
  });

  it('only the assignee accepts, declines, notes, completes or rejects', () => {
    for (const [history, command] of [
      [histories.accept, commands.AcceptRestructuringTask],
      [histories.accept, commands.DeclineRestructuringTask],
      [histories.processing, commands.NoteRestructuringProgress],
      [histories.processing, commands.CompleteRestructuringTask],
      [histories.processing, commands.RejectRestructuringTask],
    ] as const) {
      for (const actor of [otherStaff, { ...applicantActor, kind: 'applicant' as const }])
        spec.given(...history).when({ ...command, actor }).thenRefuses({ code: 'NOT_ASSIGNEE' });
    }
  });

  it.each([
    ['decline', histories.accept, { ...commands.DeclineRestructuringTask, reason: '' }, 'reason'],
    ['complete', histories.processing, { ...commands.CompleteRestructuringTask, result: '  ' }, 'result'],
    ['reject', histories.processing, { ...commands.RejectRestructuringTask, reason: '' }, 'reason'],
  ] as const)('%s needs its text', (_, history, command, field) => {
    spec.given(...history).when(command).thenRefuses({ code: 'VALIDATION_FAILED', details: { field } });
  });

  it('says in Chinese what was refused', () => {
    spec
      .given(...histories.completed)
      .when(commands.AcceptRestructuringTask)
      .thenRefuses({ kind: IllegalStateError, messageZh: '重整任务当前为“已办结”，不能受理任务' });
  });
});

describe('restructuring task: codes', () => {
  it('maps codes 1–5 both ways', () => {
    expect([1, 2, 3, 4, 5].map(restructuringTaskStatusFromCode)).toEqual(['assign', 'accept', 'processing', 'completed', 'rejected']);
    expect(restructuringTaskStatusFromCode(0)).toBeUndefined();
  });
});

const LAWYERS = ['lawyer-1', 'lawyer-4', 'lawyer-6'];

const actorFor = (state: RestructuringTaskState, variant: Variant): Actor => {
  const role = pick(variant, 0, ['assignee', 'assignee', 'assignee', 'allocator', 'system', 'other'] as const);
  const current = 'assignee' in state ? state.assignee : undefined;
  if (role === 'assignee' && current) return { kind: 'staff', id: current.id, name: current.name };
  if (role === 'system') return timer;
  if (role === 'other') return otherStaff;
  return allocator;
};

const text = (variant: Variant, value: string): string => pick(variant, 4, [value, value, value, value, '']);

const randomCommand = (
  type: RestructuringTaskCommandType,
  state: RestructuringTaskState,
  variant: Variant,
  step: number,
): RestructuringTaskCommand => {
  const base = { actor: actorFor(state, variant), at: at(step % 60) };
  switch (type) {
    case 'SubmitRestructuringApplication':
      return { ...commands.SubmitRestructuringApplication, ...base, application: { ...application, contactPhone: pick(variant, 1, ['13912345678', '13912345678', '123']) } };
    case 'AssignRestructuringTask': {
      const seed = `seed-${variant[2]}`;
      const drawn = drawCandidate(seed, LAWYERS)!;
      const id = pick(variant, 3, [drawn, drawn, drawn, 'lawyer-1']);
      const allocation = pick(variant, 1, [{ mode: 'manual' as const }, { mode: 'random' as const, seed, candidates: LAWYERS }]);
      return { ...base, type, assignee: { id, name: `律师${id}` }, allocation };
    }
    case 'AcceptRestructuringTask':
      return { ...base, type };
    case 'DeclineRestructuringTask':
    case 'ReturnRestructuringTaskToPool':
    case 'RejectRestructuringTask':
      return { ...base, type, reason: text(variant, '理由') };
    case 'NoteRestructuringProgress':
      return { ...base, type, note: text(variant, '进展') };
    case 'CompleteRestructuringTask':
      return { ...base, type, result: text(variant, '结果') };
  }
};

describe('restructuring task: properties', () => {
  it('random command sequences stay inside the table; refusals change nothing; replay reproduces state', () => {
    checkStateMachine({
      decider: restructuringTaskDecider,
      transitions: restructuringTaskTransitions,
      vocabulary: restructuringTaskVocabulary,
      commandTypes: Object.keys(commands) as RestructuringTaskCommandType[],
      commandFor: randomCommand,
      creation: ['SubmitRestructuringApplication'],
    });
  });
});
