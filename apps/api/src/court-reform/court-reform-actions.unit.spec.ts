import { courtReformDecider, PermissionKeys, type Actor, type CourtReformCommand, type CourtReformEvent, type CourtReformState } from '@bk/domain';
import { courtReformActionCommand, courtReformActionPermission, type CourtReformAction } from './court-reform-actions';

const at = '2026-03-02T08:00:00.000Z';
const caseId = '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f';
const assignee: Actor = { kind: 'staff', id: 'uid-handler', name: '承办人 李强' };
const allocator: Actor = { kind: 'staff', id: 'uid-allocator', name: '分配人 王芳' };

const decideAndApply = (state: CourtReformState, command: CourtReformCommand): CourtReformState =>
  courtReformDecider.decide(command, state).reduce(courtReformDecider.evolve, state);

// The applicant files the case and the allocator gives it to the handler.
const filing: CourtReformCommand[] = [
  {
    type: 'SubmitCourtReformApplication',
    caseId,
    tenantId: 'tenant-1',
    caseNumber: 'TWCZ2026000001',
    applicant: { enterpriseName: '深圳示例科技有限公司', creditCode: '91350100M000100Y43', contactName: '张三', contactPhone: '13912345678', description: '资金链紧张。' },
    actor: { kind: 'applicant', id: '13912345678', name: '张三' },
    at,
  },
  { type: 'AssignCourtReformHandler', assignee: { id: assignee.id, name: assignee.name }, allocation: { mode: 'manual' }, actor: allocator, at },
];

const unsigned = (): CourtReformState => filing.reduce(decideAndApply, courtReformDecider.initialState());

/** The case after the given staff actions, each sent through the mapping under test. */
const after = (...acts: [CourtReformAction, Actor][]) => (): CourtReformState =>
  acts.reduce((state, [act, actor]) => decideAndApply(state, courtReformActionCommand(act, actor, at)), unsigned());

const signed: [CourtReformAction, Actor] = [{ action: 'sign', request: { caseId } }, assignee];
const registered: [CourtReformAction, Actor] = [{ action: 'register', request: { caseId, registrationNo: 'DJ-1' } }, assignee];
const issued: [CourtReformAction, Actor] = [{ action: 'issueStatement', request: { caseId, statementNo: 'SM-1' } }, allocator];

describe('court-reform staff actions', () => {
  // Each action as its route sends it, the command the workflow receives (the fields the decider
  // reads, nothing else), a state the action belongs in, and the event the decider answers with.
  it.each<[CourtReformAction, Actor, CourtReformCommand, () => CourtReformState, CourtReformEvent['type']]>([
    [{ action: 'sign', request: { caseId } }, assignee, { type: 'SignCourtReformCase', actor: assignee, at }, unsigned, 'CourtReformCaseSigned'],
    [
      { action: 'note', request: { caseId, note: '已约谈主要债权人' } },
      assignee,
      { type: 'NoteCourtReformProgress', note: '已约谈主要债权人', actor: assignee, at },
      after(signed),
      'CourtReformProgressNoted',
    ],
    [
      { action: 'reject', request: { caseId, reason: '不属于受理范围' } },
      assignee,
      { type: 'RejectCourtReformCase', reason: '不属于受理范围', actor: assignee, at },
      after(signed),
      'CourtReformCaseRejected',
    ],
    [
      { action: 'register', request: { caseId, registrationNo: 'DJ-2026-007' } },
      assignee,
      { type: 'RegisterCourtReformCase', registrationNo: 'DJ-2026-007', actor: assignee, at },
      after(signed),
      'CourtReformCaseRegistered',
    ],
    [
      { action: 'issueStatement', request: { caseId, statementNo: 'SM-2026-003' } },
      allocator,
      { type: 'IssueCourtReformStatement', statementNo: 'SM-2026-003', actor: allocator, at },
      after(signed, registered),
      'CourtReformStatementIssued',
    ],
    [
      { action: 'complete', request: { caseId } },
      allocator,
      { type: 'CompleteCourtReformCase', actor: allocator, at },
      after(signed, registered, issued),
      'CourtReformCaseCompleted',
    ],
  ])('%j sends its declared command, which the decider accepts', (act, actor, expected, state, answer) => {
    const command = courtReformActionCommand(act, actor, at);
    expect(command).toEqual(expected);
    expect(courtReformDecider.decide(command, state()).map((e) => e.type)).toEqual([answer]);
  });

  it('knows no action outside the declared ones, and no action without its fields', () => {
    // @ts-expect-error: an undeclared action does not compile
    const unknown: CourtReformAction = { action: 'approve', request: { caseId } };
    // @ts-expect-error: a progress note without its note does not compile
    const bare: CourtReformAction = { action: 'note', request: { caseId } };
    expect([unknown, bare]).toHaveLength(2);
  });

  it('needs the declared key for each action, and for a rejection the one how far the case got calls for', () => {
    expect(courtReformActionPermission('sign', 'unsigned')).toBe(PermissionKeys.courtReformHandle);
    expect(courtReformActionPermission('note', 'processing')).toBe(PermissionKeys.courtReformHandle);
    expect(courtReformActionPermission('register', 'processing')).toBe(PermissionKeys.courtReformHandle);
    expect(courtReformActionPermission('issueStatement', 'register')).toBe(PermissionKeys.courtReformSituation);
    expect(courtReformActionPermission('complete', 'register')).toBe(PermissionKeys.courtReformSituation);
    expect(courtReformActionPermission('reject', 'empty')).toBe(PermissionKeys.courtReformAllocate);
    expect(courtReformActionPermission('reject', 'apply')).toBe(PermissionKeys.courtReformAllocate);
    expect(courtReformActionPermission('reject', 'unsigned')).toBe(PermissionKeys.courtReformAllocate);
    expect(courtReformActionPermission('reject', 'processing')).toBe(PermissionKeys.courtReformHandle);
  });
});
