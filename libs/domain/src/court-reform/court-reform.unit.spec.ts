import type { Actor } from '../shared/actor';
import { drawCandidate } from '../shared/draw';
import { DomainError, IllegalStateError } from '../shared/errors';
import { specify } from '../testing/given-when-then';
import { checkStateMachine, pick, type Variant } from '../testing/state-machine-properties';
import { describeTransitionTable } from '../testing/table-specs';
import type { CourtReformCommand, CourtReformCommandType } from './commands';
import { courtReformDecider } from './decider';
import type { Assignee, CourtReformApplicant, CourtReformEvent } from './events';
import type { CourtReformState } from './state';
import { courtReformTransitions, courtReformVocabulary } from './transitions';

const at = (minute: number): string => `2024-05-06T09:${String(minute).padStart(2, '0')}:00.000Z`;

const applicantActor: Actor = { kind: 'applicant', id: 'applicant-1', name: '张三' };
const allocator: Actor = { kind: 'staff', id: 'allocator-1', name: '分配员' };
const handler: Assignee = { id: 'staff-7', name: '李承办' };
const handlerActor: Actor = { kind: 'staff', ...handler };
const otherStaff: Actor = { kind: 'staff', id: 'staff-9', name: '王其他' };
const timer: Actor = { kind: 'system', id: 'system', name: 'deadline lapsed' };

const applicant: CourtReformApplicant = {
  enterpriseName: '福州示例科技有限公司',
  creditCode: '91350100M000100Y43',
  contactName: '张三',
  contactPhone: '13800138000',
  description: '受疫情影响资金链断裂，拟申请庭外重组。',
};

const ev = {
  submitted: (): CourtReformEvent => ({
    type: 'CourtReformApplicationSubmitted',
    data: { caseId: 'case-1', tenantId: 'tenant-1', caseNumber: 'TWCZ-2024-0001', applicant, actor: applicantActor, at: at(0) },
  }),
  assigned: (): CourtReformEvent => ({
    type: 'CourtReformHandlerAssigned',
    data: { assignee: handler, allocation: { mode: 'manual' }, actor: allocator, at: at(1) },
  }),
  returned: (): CourtReformEvent => ({
    type: 'CourtReformReturnedToPool',
    data: { previousAssignee: handler, reason: '签收期限已过', actor: timer, at: at(2) },
  }),
  signed: (): CourtReformEvent => ({ type: 'CourtReformCaseSigned', data: { assignee: handler, actor: handlerActor, at: at(2) } }),
  noted: (): CourtReformEvent => ({ type: 'CourtReformProgressNoted', data: { note: '已约谈主要债权人', actor: handlerActor, at: at(3) } }),
  rejected: (actor: Actor = allocator): CourtReformEvent => ({
    type: 'CourtReformCaseRejected',
    data: { reason: '不属于受理范围', actor, at: at(4) },
  }),
  registered: (): CourtReformEvent => ({
    type: 'CourtReformCaseRegistered',
    data: { registrationNo: 'DJ-2024-17', actor: handlerActor, at: at(5) },
  }),
  issued: (): CourtReformEvent => ({
    type: 'CourtReformStatementIssued',
    data: { statementNo: 'WS-2024-03', actor: handlerActor, at: at(6) },
  }),
  completed: (): CourtReformEvent => ({ type: 'CourtReformCaseCompleted', data: { actor: handlerActor, at: at(7) } }),
};

const histories: Record<CourtReformState['status'], CourtReformEvent[]> = {
  empty: [],
  apply: [ev.submitted()],
  unsigned: [ev.submitted(), ev.assigned()],
  processing: [ev.submitted(), ev.assigned(), ev.signed()],
  reject: [ev.submitted(), ev.rejected()],
  register: [ev.submitted(), ev.assigned(), ev.signed(), ev.registered()],
  complete: [ev.submitted(), ev.assigned(), ev.signed(), ev.registered(), ev.issued(), ev.completed()],
};

const commands: { [T in CourtReformCommandType]: Extract<CourtReformCommand, { type: T }> } = {
  SubmitCourtReformApplication: {
    type: 'SubmitCourtReformApplication',
    caseId: 'case-1',
    tenantId: 'tenant-1',
    caseNumber: 'TWCZ-2024-0001',
    applicant,
    actor: applicantActor,
    at: at(0),
  },
  AssignCourtReformHandler: { type: 'AssignCourtReformHandler', assignee: handler, allocation: { mode: 'manual' }, actor: allocator, at: at(1) },
  ReturnCourtReformToPool: { type: 'ReturnCourtReformToPool', reason: '签收期限已过', actor: timer, at: at(2) },
  SignCourtReformCase: { type: 'SignCourtReformCase', actor: handlerActor, at: at(2) },
  NoteCourtReformProgress: { type: 'NoteCourtReformProgress', note: '已约谈主要债权人', actor: handlerActor, at: at(3) },
  RejectCourtReformCase: { type: 'RejectCourtReformCase', reason: '不属于受理范围', actor: handlerActor, at: at(4) },
  RegisterCourtReformCase: { type: 'RegisterCourtReformCase', registrationNo: 'DJ-2024-17', actor: handlerActor, at: at(5) },
  IssueCourtReformStatement: { type: 'IssueCourtReformStatement', statementNo: 'WS-2024-03', actor: handlerActor, at: at(6) },
  CompleteCourtReformCase: { type: 'CompleteCourtReformCase', actor: handlerActor, at: at(7) },
};

const spec = specify(courtReformDecider);

describe('court-reform case: transition table', () => {
  describeTransitionTable({
    decider: courtReformDecider,
    transitions: courtReformTransitions,
    vocabulary: courtReformVocabulary,
    creation: ['SubmitCourtReformApplication'],
    histories,
    commands,
    historyFor: (from, command) =>
      from === 'register' && command === 'CompleteCourtReformCase' ? [...histories.register, ev.issued()] : undefined,
  });
});

describe('court-reform case: transitions', () => {
  it('submit files the application, trimmed, in apply', () => {
    spec
      .given()
      .when({ ...commands.SubmitCourtReformApplication, applicant: { ...applicant, enterpriseName: `  ${applicant.enterpriseName} ` } })
      .then(ev.submitted());
  });

  it('assign (manual) hands the case to the chosen handler', () => {
    spec.given(...histories.apply).when(commands.AssignCourtReformHandler).then(ev.assigned());
  });

  it('assign (random) records the seed and candidates of a draw that picked the assignee', () => {
    const candidates = ['staff-3', 'staff-7', 'staff-5'];
    const seed = [...Array(50).keys()].map((n) => `seed-${n}`).find((candidate) => drawCandidate(candidate, candidates) === 'staff-7')!;
    const allocation = { mode: 'random' as const, seed, candidates };
    spec
      .given(...histories.apply)
      .when({ ...commands.AssignCourtReformHandler, allocation })
      .then({ type: 'CourtReformHandlerAssigned', data: { assignee: handler, allocation, actor: allocator, at: at(1) } });
  });

  it('reject from apply: the allocator turns the application away', () => {
    spec
      .given(...histories.apply)
      .when({ ...commands.RejectCourtReformCase, actor: allocator })
      .then(ev.rejected(allocator));
  });

  it('sign moves an unsigned case into processing', () => {
    spec.given(...histories.unsigned).when(commands.SignCourtReformCase).then(ev.signed());
  });

  it('return to pool (deadline lapsed) takes the case back from its handler', () => {
    spec.given(...histories.unsigned).when(commands.ReturnCourtReformToPool).then(ev.returned());
    const state = spec.given(...histories.unsigned).when(commands.ReturnCourtReformToPool).thenState();
    expect(state).toMatchObject({ status: 'apply', returnedToPool: 1 });
  });

  it('a progress note keeps the case in processing and counts', () => {
    spec.given(...histories.processing).when(commands.NoteCourtReformProgress).then(ev.noted());
    expect(spec.given(...histories.processing).when(commands.NoteCourtReformProgress).thenState()).toMatchObject({
      status: 'processing',
      progressNotes: 1,
    });
  });

  it('reject from processing keeps the handler on the rejected case', () => {
    spec.given(...histories.processing).when(commands.RejectCourtReformCase).then(ev.rejected(handlerActor));
    expect(spec.given(...histories.processing).when(commands.RejectCourtReformCase).thenState()).toMatchObject({
      status: 'reject',
      assignee: handler,
      reason: '不属于受理范围',
    });
  });

  it('register, issue statement, complete', () => {
    spec.given(...histories.processing).when(commands.RegisterCourtReformCase).then(ev.registered());
    spec.given(...histories.register).when(commands.IssueCourtReformStatement).then(ev.issued());
    spec.given(...histories.register, ev.issued()).when(commands.CompleteCourtReformCase).then(ev.completed());
  });

  it('the system actor may act for the handler (workflow timers)', () => {
    spec
      .given(...histories.unsigned)
      .when({ ...commands.SignCourtReformCase, actor: timer })
      .then({ type: 'CourtReformCaseSigned', data: { assignee: handler, actor: timer, at: at(2) } });
  });
});

describe('court-reform case: guards', () => {
  it.each([
    ['creditCode', { creditCode: '91350100M000100Y44' }],
    ['contactPhone', { contactPhone: '12800138000' }],
    ['enterpriseName', { enterpriseName: '   ' }],
    ['description', { description: '' }],
  ])('submit refuses an invalid %s', (field, change) => {
    spec
      .given()
      .when({ ...commands.SubmitCourtReformApplication, applicant: { ...applicant, ...change } })
      .thenRefuses({ code: 'VALIDATION_FAILED', details: { field } });
  });

  it.each([
    ['a draw that picked someone else', { seed: 'x', candidates: ['staff-1', 'staff-2'] }],
    ['an empty draw', { seed: 'x', candidates: [] }],
  ])('assign refuses %s', (_, draw) => {
    spec
      .given(...histories.apply)
      .when({ ...commands.AssignCourtReformHandler, allocation: { mode: 'random', ...draw } })
      .thenRefuses({ code: 'INVALID_DRAW' });
  });

  it.each([
    ['another member of staff', otherStaff],
    ['the applicant', applicantActor],
  ])('handling steps refuse %s', (_, actor) => {
    for (const [history, command] of [
      [histories.unsigned, commands.SignCourtReformCase],
      [histories.processing, commands.NoteCourtReformProgress],
      [histories.processing, commands.RejectCourtReformCase],
      [histories.processing, commands.RegisterCourtReformCase],
    ] as const) {
      spec
        .given(...history)
        .when({ ...command, actor })
        .thenRefuses({ code: 'NOT_ASSIGNEE', details: { assigneeId: handler.id } });
    }
  });

  it('a statement is issued once, and a case completes only after it', () => {
    spec
      .given(...histories.register, ev.issued())
      .when(commands.IssueCourtReformStatement)
      .thenRefuses({ kind: IllegalStateError, currentState: 'register (statement issued)', attemptedAction: 'issue statement' });
    spec
      .given(...histories.register)
      .when(commands.CompleteCourtReformCase)
      .thenRefuses({ kind: IllegalStateError, currentState: 'register (no statement)', attemptedAction: 'complete' });
  });

  it('a refusal says why in Chinese too', () => {
    spec
      .given(...histories.complete)
      .when(commands.SignCourtReformCase)
      .thenRefuses({ kind: IllegalStateError, messageZh: '案件当前为“已办结”，不能签收', message: 'court-reform case: cannot sign while complete' });
    spec
      .given(...histories.apply)
      .when(commands.SubmitCourtReformApplication)
      .thenRefuses({ kind: DomainError, code: 'ALREADY_EXISTS', messageZh: '案件已存在，不能重复提交申请' });
  });
});

const STAFF = ['staff-1', 'staff-2', 'staff-3'];

const actorFor = (state: CourtReformState, variant: Variant): Actor => {
  const role = pick(variant, 0, ['assignee', 'assignee', 'assignee', 'allocator', 'system', 'applicant', 'other'] as const);
  const assignee = 'assignee' in state ? state.assignee : undefined;
  if (role === 'assignee' && assignee) return { kind: 'staff', ...assignee };
  if (role === 'system') return timer;
  if (role === 'applicant') return applicantActor;
  if (role === 'other') return otherStaff;
  return allocator;
};

const text = (variant: Variant, value: string): string => pick(variant, 4, [value, value, value, value, ' ']);

const randomCommand = (type: CourtReformCommandType, state: CourtReformState, variant: Variant, step: number): CourtReformCommand => {
  const actor = actorFor(state, variant);
  const base = { actor, at: at(step % 60) };
  switch (type) {
    case 'SubmitCourtReformApplication':
      return {
        ...commands.SubmitCourtReformApplication,
        ...base,
        applicant: { ...applicant, creditCode: pick(variant, 1, [applicant.creditCode, applicant.creditCode, '91350100M000100Y4X']) },
      };
    case 'AssignCourtReformHandler': {
      const seed = `seed-${variant[2]}`;
      const drawn = drawCandidate(seed, STAFF)!;
      const id = pick(variant, 3, [drawn, drawn, drawn, 'staff-1']);
      const allocation = pick(variant, 1, [{ mode: 'manual' as const }, { mode: 'random' as const, seed, candidates: STAFF }]);
      return { ...base, type, assignee: { id, name: `承办人${id}` }, allocation };
    }
    case 'ReturnCourtReformToPool':
      return { ...base, type, reason: '期限已过' };
    case 'SignCourtReformCase':
    case 'CompleteCourtReformCase':
      return { ...base, type };
    case 'NoteCourtReformProgress':
      return { ...base, type, note: text(variant, '进展') };
    case 'RejectCourtReformCase':
      return { ...base, type, reason: text(variant, '理由') };
    case 'RegisterCourtReformCase':
      return { ...base, type, registrationNo: text(variant, `DJ-${step}`) };
    case 'IssueCourtReformStatement':
      return { ...base, type, statementNo: text(variant, `WS-${step}`) };
  }
};

describe('court-reform case: properties', () => {
  it('random command sequences stay inside the table; refusals change nothing; replay reproduces state', () => {
    checkStateMachine({
      decider: courtReformDecider,
      transitions: courtReformTransitions,
      vocabulary: courtReformVocabulary,
      commandTypes: Object.keys(commands) as CourtReformCommandType[],
      commandFor: randomCommand,
      creation: ['SubmitCourtReformApplication'],
    });
  });
});
