import type { Actor } from '../shared/actor';
import type { Assignee } from '../shared/allocation';
import { drawCandidate } from '../shared/draw';
import { IllegalStateError } from '../shared/errors';
import { specify } from '../testing/given-when-then';
import { checkStateMachine, pick, type Variant } from '../testing/state-machine-properties';
import { describeTransitionTable } from '../testing/table-specs';
import type { DistressConsultationCommand, DistressConsultationCommandType } from './commands';
import { distressConsultationDecider } from './decider';
import type { DistressConsultant, DistressConsultationEvent, DistressParticulars } from './events';
import type { DistressConsultationState } from './state';
import { distressConsultationTransitions, distressConsultationVocabulary } from './transitions';

const at = (minute: number): string => `2024-07-01T08:${String(minute).padStart(2, '0')}:00Z`;

const visitor: Actor = { kind: 'applicant', id: 'portal-visitor-3', name: '陈先生' };
const allocator: Actor = { kind: 'staff', id: 'allocator-1', name: '分配员' };
const handler: Assignee = { id: 'staff-5', name: '吴处理' };
const handlerActor: Actor = { kind: 'staff', ...handler };
const otherStaff: Actor = { kind: 'staff', id: 'staff-8', name: '郑其他' };
const timer: Actor = { kind: 'system', id: 'system', name: 'handling deadline lapsed' };

const person: DistressConsultant = { kind: 'personal', name: '陈先生', citizenId: '11010519491231002X', phone: '13700001111' };
const enterprise: DistressConsultant = {
  kind: 'enterprise',
  enterpriseName: '北京示例制造有限公司',
  creditCode: '91110000802100433B',
  contactName: '孙经理',
  phone: '13912345678',
};

const particulars: DistressParticulars = { debtAmount: '380000.00', creditorCount: 6 };
const enterpriseParticulars: DistressParticulars = { debtAmount: '35000000.00', creditorCount: 48, employeeCount: 120 };
const FILE_A = '6f1d2c3b-0a4e-4b8f-9c7d-1e2f3a4b5c6d';
const FILE_B = '7a1d2c3b-0a4e-4b8f-9c7d-1e2f3a4b5c6d';

const submittedData = (consultant: DistressConsultant) => ({
  consultationId: 'dc-1',
  tenantId: 'tenant-1',
  consultationNumber: 'KJZX2024000001',
  consultant,
  particulars: consultant.kind === 'personal' ? particulars : enterpriseParticulars,
  description: '信用卡与网贷逾期，无力偿还。',
  materialFileIds: [FILE_A],
});

const ev = {
  submitted: (consultant: DistressConsultant = person): DistressConsultationEvent => ({
    type: 'DistressConsultationSubmitted',
    data: { ...submittedData(consultant), actor: visitor, at: at(0) },
  }),
  requested: (): DistressConsultationEvent => ({
    type: 'DistressConsultationMaterialsRequested',
    data: { note: '请补充近六个月银行流水。', actor: handlerActor, at: at(2) },
  }),
  supplied: (): DistressConsultationEvent => ({
    type: 'DistressConsultationMaterialsSupplied',
    data: { materialFileIds: [FILE_B], note: '', actor: visitor, at: at(3) },
  }),
  allocated: (): DistressConsultationEvent => ({
    type: 'DistressConsultationAllocated',
    data: { handler, allocation: { mode: 'manual' }, actor: allocator, at: at(1) },
  }),
  returned: (): DistressConsultationEvent => ({
    type: 'DistressConsultationReturnedToPool',
    data: { previousHandler: handler, reason: '处理期限已过', actor: timer, at: at(2) },
  }),
  handled: (): DistressConsultationEvent => ({
    type: 'DistressConsultationHandled',
    data: { opinion: '建议先行债务咨询辅导，再评估个人破产申请。', actor: handlerActor, at: at(3) },
  }),
  completed: (): DistressConsultationEvent => ({ type: 'DistressConsultationCompleted', data: { actor: handlerActor, at: at(4) } }),
};

const histories: Record<DistressConsultationState['status'], DistressConsultationEvent[]> = {
  empty: [],
  submitted: [ev.submitted()],
  allocated: [ev.submitted(), ev.allocated()],
  awaitingMaterials: [ev.submitted(), ev.allocated(), ev.requested()],
  handled: [ev.submitted(), ev.allocated(), ev.handled()],
  completed: [ev.submitted(), ev.allocated(), ev.handled(), ev.completed()],
};

const commands: { [T in DistressConsultationCommandType]: Extract<DistressConsultationCommand, { type: T }> } = {
  SubmitDistressConsultation: { type: 'SubmitDistressConsultation', ...submittedData(person), actor: visitor, at: at(0) },
  AllocateDistressConsultation: { type: 'AllocateDistressConsultation', handler, allocation: { mode: 'manual' }, actor: allocator, at: at(1) },
  ReturnDistressConsultationToPool: { type: 'ReturnDistressConsultationToPool', reason: '处理期限已过', actor: timer, at: at(2) },
  RequestDistressMaterials: { type: 'RequestDistressMaterials', note: '请补充近六个月银行流水。', actor: handlerActor, at: at(2) },
  SupplyDistressMaterials: { type: 'SupplyDistressMaterials', materialFileIds: [FILE_B], note: ' ', actor: visitor, at: at(3) },
  HandleDistressConsultation: {
    type: 'HandleDistressConsultation',
    opinion: '建议先行债务咨询辅导，再评估个人破产申请。',
    actor: handlerActor,
    at: at(3),
  },
  CompleteDistressConsultation: { type: 'CompleteDistressConsultation', actor: handlerActor, at: at(4) },
};

const spec = specify(distressConsultationDecider);

describe('distress consultation: transition table', () => {
  describeTransitionTable({
    decider: distressConsultationDecider,
    transitions: distressConsultationTransitions,
    vocabulary: distressConsultationVocabulary,
    creation: ['SubmitDistressConsultation'],
    histories,
    commands,
  });
});

describe('distress consultation: transitions', () => {
  it('a person submits (createFlowInstance); the citizen id is normalised', () => {
    spec
      .given()
      .when({ ...commands.SubmitDistressConsultation, consultant: { ...person, citizenId: ' 11010519491231002x ' } })
      .then(ev.submitted());
  });

  it('an enterprise submits with its credit code', () => {
    spec
      .given()
      .when({
        ...commands.SubmitDistressConsultation,
        ...submittedData(enterprise),
        consultant: { ...enterprise, creditCode: '91110000802100433b' },
      })
      .then(ev.submitted(enterprise));
  });

  it('allocate, handle (submitItem), complete', () => {
    spec.given(...histories.submitted).when(commands.AllocateDistressConsultation).then(ev.allocated());
    spec.given(...histories.allocated).when(commands.HandleDistressConsultation).then(ev.handled());
    spec.given(...histories.handled).when(commands.CompleteDistressConsultation).then(ev.completed());
    expect(spec.given(...histories.handled).when(commands.CompleteDistressConsultation).thenState()).toMatchObject({
      status: 'completed',
      handler,
      opinion: '建议先行债务咨询辅导，再评估个人破产申请。',
    });
  });

  it('the handler asks for more materials; the applicant supplies them and the same handler carries on', () => {
    spec.given(...histories.allocated).when(commands.RequestDistressMaterials).then(ev.requested());
    spec.given(...histories.awaitingMaterials).when(commands.SupplyDistressMaterials).then(ev.supplied());
    const state = spec.given(...histories.awaitingMaterials, ev.supplied()).when(commands.HandleDistressConsultation).thenState();
    expect(state).toMatchObject({
      status: 'handled',
      handler,
      supplies: 1,
      materials: [
        { fileId: FILE_A, round: 0 },
        { fileId: FILE_B, round: 1 },
      ],
    });
  });

  it('an allocation whose deadline lapsed returns to the pool and can be allocated again', () => {
    spec.given(...histories.allocated).when(commands.ReturnDistressConsultationToPool).then(ev.returned());
    spec.given(...histories.allocated, ev.returned()).when(commands.AllocateDistressConsultation).then(ev.allocated());
  });

  it('allocation by random draw is checked against the draw', () => {
    const candidates = ['staff-2', 'staff-5'];
    const seed = ['a', 'b', 'c', 'd', 'e', 'f'].find((candidate) => drawCandidate(candidate, candidates) === handler.id)!;
    spec
      .given(...histories.submitted)
      .when({ ...commands.AllocateDistressConsultation, allocation: { mode: 'random', seed, candidates } })
      .then({
        type: 'DistressConsultationAllocated',
        data: { handler, allocation: { mode: 'random', seed, candidates }, actor: allocator, at: at(1) },
      });
  });
});

describe('distress consultation: guards', () => {
  it.each([
    ['citizenId', { ...person, citizenId: '110105194912310021' }],
    ['phone', { ...person, phone: '10000000000' }],
    ['name', { ...person, name: '' }],
    ['creditCode', { ...enterprise, creditCode: '91110000802100433A' }],
    ['enterpriseName', { ...enterprise, enterpriseName: ' ' }],
  ] as [string, DistressConsultant][])('submit refuses an invalid %s', (field, consultant) => {
    spec.given().when({ ...commands.SubmitDistressConsultation, ...submittedData(consultant), consultant }).thenRefuses({ code: 'VALIDATION_FAILED', details: { field } });
  });

  it('only the handler handles, asks for materials and completes', () => {
    for (const actor of [otherStaff, visitor]) {
      spec.given(...histories.allocated).when({ ...commands.HandleDistressConsultation, actor }).thenRefuses({ code: 'NOT_ASSIGNEE' });
      spec.given(...histories.allocated).when({ ...commands.RequestDistressMaterials, actor }).thenRefuses({ code: 'NOT_ASSIGNEE' });
      spec.given(...histories.handled).when({ ...commands.CompleteDistressConsultation, actor }).thenRefuses({ code: 'NOT_ASSIGNEE' });
    }
  });

  it('only the applicant who filed it supplies materials, and with at least one file', () => {
    const stranger: Actor = { kind: 'applicant', id: 'portal-visitor-9', name: '王女士' };
    for (const actor of [stranger, handlerActor])
      spec.given(...histories.awaitingMaterials).when({ ...commands.SupplyDistressMaterials, actor }).thenRefuses({ code: 'NOT_ASSIGNEE' });
    spec
      .given(...histories.awaitingMaterials)
      .when({ ...commands.SupplyDistressMaterials, materialFileIds: [] })
      .thenRefuses({ code: 'VALIDATION_FAILED', details: { field: 'materialFileIds' } });
  });

  it.each([
    ['debtAmount', { ...particulars, debtAmount: '0' }],
    ['debtAmount', { ...particulars, debtAmount: '1e5' }],
    ['assetAmount', { ...particulars, assetAmount: '-3' }],
    ['creditorCount', { ...particulars, creditorCount: 1.5 }],
    ['email', { ...particulars, email: 'a@b' }],
  ] as [string, DistressParticulars][])('submit refuses an invalid %s', (field, given) => {
    spec
      .given()
      .when({ ...commands.SubmitDistressConsultation, particulars: given })
      .thenRefuses({ code: 'VALIDATION_FAILED', details: { field } });
  });

  it('names the state in its refusal', () => {
    spec
      .given(...histories.submitted)
      .when(commands.HandleDistressConsultation)
      .thenRefuses({ kind: IllegalStateError, messageZh: '困境咨询当前为“待分配”，不能处理' });
  });
});

const STAFF = ['staff-2', 'staff-5', 'staff-6'];

const randomCommand = (
  type: DistressConsultationCommandType,
  state: DistressConsultationState,
  variant: Variant,
  step: number,
): DistressConsultationCommand => {
  const current = 'handler' in state ? state.handler : undefined;
  const role = pick(variant, 0, ['handler', 'handler', 'handler', 'allocator', 'visitor', 'other'] as const);
  const actor: Actor =
    role === 'handler' && current ? { kind: 'staff', ...current } : role === 'visitor' ? visitor : role === 'other' ? otherStaff : allocator;
  const base = { actor, at: at(step % 60) };
  switch (type) {
    case 'SubmitDistressConsultation':
      return { ...commands.SubmitDistressConsultation, ...base, consultant: pick(variant, 1, [person, enterprise, { ...person, citizenId: '123' }]) };
    case 'AllocateDistressConsultation': {
      const seed = `seed-${variant[2]}`;
      const drawn = drawCandidate(seed, STAFF)!;
      const id = pick(variant, 3, [drawn, drawn, 'staff-2']);
      const allocation = pick(variant, 1, [{ mode: 'manual' as const }, { mode: 'random' as const, seed, candidates: STAFF }]);
      return { ...base, type, handler: { id, name: `处理人${id}` }, allocation };
    }
    case 'ReturnDistressConsultationToPool':
      return { ...base, type, reason: '期限已过' };
    case 'RequestDistressMaterials':
      return { ...base, type, note: pick(variant, 4, ['请补充材料', '请补充材料', '']) };
    case 'SupplyDistressMaterials':
      return { ...base, type, actor: pick(variant, 0, [visitor, visitor, otherStaff]), materialFileIds: pick(variant, 4, [[FILE_B], [FILE_B], []]), note: '' };
    case 'HandleDistressConsultation':
      return { ...base, type, opinion: pick(variant, 4, ['意见', '意见', '']) };
    case 'CompleteDistressConsultation':
      return { ...base, type };
  }
};

describe('distress consultation: properties', () => {
  it('random command sequences stay inside the table; refusals change nothing; replay reproduces state', () => {
    checkStateMachine({
      decider: distressConsultationDecider,
      transitions: distressConsultationTransitions,
      vocabulary: distressConsultationVocabulary,
      commandTypes: Object.keys(commands) as DistressConsultationCommandType[],
      commandFor: randomCommand,
      creation: ['SubmitDistressConsultation'],
    });
  });
});
