import fc from 'fast-check';
import { CaseActions, type CaseAction } from '@bk/contracts';
import {
  courtReformCaseKind,
  courtReformDecider,
  PermissionKeys,
  type Actor,
  type Assignee,
  type CourtReformCommand,
  type CourtReformEvent,
  type CourtReformState,
} from '@bk/domain';
import { availableCaseActions, type CaseViewer } from './available-actions';

const at = '2026-03-02T08:00:00.000Z';
const handler: Assignee = { id: 'uid-handler', name: '承办人 李强' };

const viewer = (uid: string, ...rightKeys: string[]): CaseViewer => ({ uid, name: uid, rightKeys });
const assigneeHandler = viewer(handler.id, PermissionKeys.courtReformHandle, PermissionKeys.courtReformQuery);
const otherHandler = viewer('uid-handler2', PermissionKeys.courtReformHandle, PermissionKeys.courtReformQuery);
const allocator = viewer('uid-allocator', PermissionKeys.courtReformAllocate, PermissionKeys.courtReformQuery, PermissionKeys.courtReformSituation);
const auditor = viewer('uid-auditor', PermissionKeys.auditReplay, PermissionKeys.courtReformQuery);

const staff = (who: CaseViewer): Actor => ({ kind: 'staff', id: who.uid, name: who.name });

const event = {
  submitted: (): CourtReformEvent => ({
    type: 'CourtReformApplicationSubmitted',
    data: {
      caseId: 'case-1',
      tenantId: 'tenant-1',
      caseNumber: 'TWCZ2026000001',
      applicant: {
        enterpriseName: '深圳示例科技有限公司',
        creditCode: '91440300MA5FXXXX1X',
        contactName: '张三',
        contactPhone: '13912345678',
        description: '资金链紧张。',
      },
      actor: { kind: 'applicant', id: '13912345678', name: '张三' },
      at,
    },
  }),
  assigned: (): CourtReformEvent => ({
    type: 'CourtReformHandlerAssigned',
    data: { assignee: handler, allocation: { mode: 'manual' }, actor: staff(allocator), at },
  }),
  signed: (): CourtReformEvent => ({ type: 'CourtReformCaseSigned', data: { assignee: handler, actor: staff(assigneeHandler), at } }),
  registered: (): CourtReformEvent => ({
    type: 'CourtReformCaseRegistered',
    data: { registrationNo: 'DJ-1', actor: staff(assigneeHandler), at },
  }),
  issued: (): CourtReformEvent => ({ type: 'CourtReformStatementIssued', data: { statementNo: 'SM-1', actor: staff(allocator), at } }),
  completed: (): CourtReformEvent => ({ type: 'CourtReformCaseCompleted', data: { actor: staff(allocator), at } }),
  rejected: (): CourtReformEvent => ({ type: 'CourtReformCaseRejected', data: { reason: '不属于受理范围', actor: staff(allocator), at } }),
};

const given = (...events: CourtReformEvent[]): CourtReformState =>
  events.reduce(courtReformDecider.evolve, courtReformDecider.initialState());

const states = {
  apply: () => given(event.submitted()),
  unsigned: () => given(event.submitted(), event.assigned()),
  processing: () => given(event.submitted(), event.assigned(), event.signed()),
  registered: () => given(event.submitted(), event.assigned(), event.signed(), event.registered()),
  statementIssued: () => given(event.submitted(), event.assigned(), event.signed(), event.registered(), event.issued()),
  complete: () => given(event.submitted(), event.assigned(), event.signed(), event.registered(), event.issued(), event.completed()),
  reject: () => given(event.submitted(), event.rejected()),
};

describe('available case actions', () => {
  it.each<[string, () => CourtReformState, CaseViewer, CaseAction[]]>([
    ['apply, allocator: may turn the application away', states.apply, allocator, ['reject']],
    ['apply, handler: nothing (rejecting an application is the allocator’s call)', states.apply, assigneeHandler, []],
    ['unsigned, the assignee: sign', states.unsigned, assigneeHandler, ['sign']],
    ['unsigned, another handler: nothing', states.unsigned, otherHandler, []],
    ['unsigned, allocator: nothing', states.unsigned, allocator, []],
    ['processing, the assignee: note, reject, register', states.processing, assigneeHandler, ['note', 'reject', 'register']],
    ['processing, another handler: nothing', states.processing, otherHandler, []],
    ['processing, allocator: nothing', states.processing, allocator, []],
    ['register, situation key: issue the statement', states.registered, allocator, ['issueStatement']],
    ['register, the assignee without the situation key: nothing', states.registered, assigneeHandler, []],
    ['register with statement, situation key: complete', states.statementIssued, allocator, ['complete']],
    ['complete: nothing', states.complete, allocator, []],
    ['reject: nothing', states.reject, allocator, []],
    ['processing, query key only: nothing', states.processing, auditor, []],
  ])('%s', (_title, state, who, expected) => {
    expect(availableCaseActions(state(), who)).toEqual(expected);
  });

  it('lets the assignee who also holds the situation key work the case end to end', () => {
    const admin = viewer(handler.id, PermissionKeys.courtReformHandle, PermissionKeys.courtReformSituation);
    expect(availableCaseActions(states.registered(), admin)).toEqual(['issueStatement']);
  });

  const inputFor = (action: CaseAction): Record<string, string> =>
    ({ note: { note: '已约谈债权人' }, reject: { reason: '材料不全' }, register: { registrationNo: 'DJ-9' }, issueStatement: { statementNo: 'SM-9' } })[
      action as string
    ] ?? {};

  const commandFor = (action: CaseAction, who: CaseViewer): CourtReformCommand =>
    ({ type: courtReformCaseKind.actions[action].command, actor: staff(who), at, ...inputFor(action) }) as CourtReformCommand;

  it('offers exactly what the decider accepts from a viewer holding every key, in any reachable state', () => {
    const everyKey = viewer(handler.id, ...Object.values(PermissionKeys));
    const steps: CourtReformEvent[][] = [
      [event.submitted()],
      [event.submitted(), event.rejected()],
      [event.submitted(), event.assigned()],
      [event.submitted(), event.assigned(), event.signed()],
      [event.submitted(), event.assigned(), event.signed(), event.registered()],
      [event.submitted(), event.assigned(), event.signed(), event.registered(), event.issued()],
      [event.submitted(), event.assigned(), event.signed(), event.registered(), event.issued(), event.completed()],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...steps), fc.constantFrom(everyKey, otherHandler, allocator, auditor), (history, who) => {
        const state = given(...history);
        const offered = availableCaseActions(state, who);
        for (const action of CaseActions) {
          if (!offered.includes(action)) continue;
          // Every offered action goes through when sent with real input.
          expect(() => courtReformDecider.decide(commandFor(action, who), state)).not.toThrow();
        }
        if (who === everyKey) {
          const accepted = CaseActions.filter((action) => {
            try {
              courtReformDecider.decide(commandFor(action, who), state);
              return true;
            } catch {
              return false;
            }
          });
          // With every key and as the assignee, only the domain limits what is offered.
          expect(offered).toEqual(accepted);
        }
      }),
    );
  });
});
