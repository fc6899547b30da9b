import { PermissionKeys, courtReformStateCode, restructuringTaskStateCode } from '@bk/domain';
import { courtReformStepForms, distressStepForms } from '@bk/contracts';
import { featureMessages } from '../../feature-messages';
import { shellDictionary } from '../../i18n';
import { courtReformKind } from '../court-reform/court-reform-kind';
import { courtReformMessages } from '../court-reform/court-reform-messages';
import { distressKind } from '../distress/distress-kind';
import { restructuringKind } from '../restructuring/restructuring-kind';
import { actionRequest, caseMenuEntries, mayAssign, offeredActions, type CaseActionSpec, type CaseKindDescription } from './case-kind';
import { kitMessageKeys } from './case-kit-messages';

const kinds: [string, CaseKindDescription][] = [
  ['court-reform', courtReformKind],
  ['restructuring', restructuringKind],
  ['distress', distressKind],
];
const someId = '0b6e7c1e-5f43-4c1a-9d3e-2f7a4b1c8d90';

/** What a step form's user types: the same text in each of its text elements. */
const formValues = (spec: CaseActionSpec, text: string): Record<string, string> =>
  Object.fromEntries((spec.stepForm?.form.elements ?? []).filter((element) => element.type !== 'files').map((element) => [element.key, text]));

describe('court-reform cases as a kind', () => {
  it('declares the four queues of spec §2 as menu entries with their keys, badges and paths', () => {
    expect(caseMenuEntries(courtReformKind)).toEqual([
      expect.objectContaining({
        group: 'courtReform',
        key: 'courtReformAssign',
        to: '/index/$associationId/courtReformAssign',
        permission: PermissionKeys.courtReformAllocate,
        countField: 'assignmentCount',
      }),
      expect.objectContaining({ key: 'courtReformBind', permission: PermissionKeys.courtReformHandle, countField: 'myHandlingCount' }),
      expect.objectContaining({ key: 'courtReformMark', permission: PermissionKeys.courtReformSituation, countField: 'issuanceCount' }),
      expect.objectContaining({ key: 'courtReformQuery', permission: PermissionKeys.courtReformQuery }),
    ]);
    expect(caseMenuEntries(courtReformKind)[3]).not.toHaveProperty('countField');
  });

  it('offers allocation on a case waiting for it to the allocator only', () => {
    const allocator = [PermissionKeys.courtReformAllocate];
    expect(mayAssign(courtReformKind, courtReformStateCode.apply, allocator)).toBe(true);
    expect(mayAssign(courtReformKind, courtReformStateCode.apply, [PermissionKeys.courtReformQuery])).toBe(false);
    expect(mayAssign(courtReformKind, courtReformStateCode.unsigned, allocator)).toBe(false);
  });

  it('asks for a reason (its declared form) before a rejection and confirms it; a progress note is not confirmed', () => {
    expect(courtReformKind.actions.reject).toMatchObject({ stepForm: { form: courtReformStepForms.reject }, confirm: true, tone: 'danger' });
    expect(courtReformKind.actions.note).toMatchObject({ stepForm: { form: courtReformStepForms.note }, confirm: false });
    expect(courtReformKind.actions.sign).toMatchObject({ confirm: true });
    expect(courtReformKind.actions.sign!.stepForm).toBeUndefined();
  });
});

describe('restructuring tasks as a kind', () => {
  it('keeps "my applications" open to everyone and the three task queues behind their list keys', () => {
    expect(caseMenuEntries(restructuringKind).map((entry) => [entry.key, entry.permission ?? null, entry.countField ?? null])).toEqual([
      ['courtReformApplyList-csj', null, null],
      ['courtReformAssign-csj', PermissionKeys.csjTaskAllocateList, 'taskAssignmentCount'],
      ['courtReformAccept-csj', PermissionKeys.csjTaskAcceptList, 'myTaskAcceptanceCount'],
      ['courtReformBind-csj', PermissionKeys.csjTaskHandleList, 'myTaskHandlingCount'],
    ]);
    expect(new Set(caseMenuEntries(restructuringKind).map((entry) => entry.group))).toEqual(new Set(['restructuring']));
  });

  it('allocates with the action key, not the list key that opens the queue', () => {
    const assign = restructuringTaskStateCode.assign;
    expect(mayAssign(restructuringKind, assign, [PermissionKeys.csjTaskAllocate])).toBe(true);
    expect(mayAssign(restructuringKind, assign, [PermissionKeys.csjTaskAllocateList])).toBe(false);
  });

  it('sends declining as an acceptance decision with its reason', () => {
    const decline = restructuringKind.actions.decline!;
    expect({ ...actionRequest('taskId', someId, decline), ...formValues(decline, '利益冲突') }).toEqual({
      taskId: someId,
      decision: 'decline',
      reason: '利益冲突',
    });
    expect(actionRequest('taskId', someId, restructuringKind.actions.accept!)).toEqual({ taskId: someId, decision: 'accept' });
  });
});

describe.each(kinds)('the %s kind', (_name, kind) => {
  it('builds for every action a request its contract schema accepts', () => {
    for (const [action, spec] of Object.entries(kind.actions)) {
      const request = { ...actionRequest(kind.idField, someId, spec), ...formValues(spec, 'DJ-2026-0001') };
      expect({ action, ok: spec.schema.safeParse(request).success }).toEqual({ action, ok: true });
    }
  });

  it('refuses an empty text where the action asks for one', () => {
    for (const [action, spec] of Object.entries(kind.actions).filter(([, spec]) => spec.stepForm)) {
      const request = { ...actionRequest(kind.idField, someId, spec), ...formValues(spec, ' ') };
      expect({ action, ok: spec.schema.safeParse(request).success }).toEqual({ action, ok: false });
    }
  });

  it('has every word the kit looks up in the console dictionary', () => {
    expect(kitMessageKeys(kind).filter((key) => !Object.hasOwn({ ...shellDictionary, ...featureMessages }, key))).toEqual([]);
  });

  it('offers only the actions it knows, in the order the server gives', () => {
    const known = Object.keys(kind.actions);
    expect(offeredActions(kind, ['unknown', ...[...known].reverse()])).toEqual([...known].reverse());
  });

  it('gives every queue its own key and a detail page', () => {
    const keys = kind.queues.map((queue) => queue.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const queue of kind.queues) expect(queue.detailPath).toMatch(/\/\$caseId$/);
  });
});

describe('court-reform messages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it('words every message in both languages with the same placeholders, under the case prefix', () => {
    for (const [key, { zh, en }] of Object.entries(courtReformMessages)) {
      expect({ key, prefixed: key.startsWith('case'), zh: zh.trim().length > 0, placeholders: placeholders(en) }).toEqual({
        key,
        prefixed: true,
        zh: true,
        placeholders: placeholders(zh),
      });
    }
  });
});

describe('distress consultations as a kind', () => {
  it('takes its queues’ keys and counts from the declaration, and sends every step to submitItem by its taskKey', () => {
    expect(caseMenuEntries(distressKind).map(({ key, permission, countField }) => ({ key, permission, countField }))).toEqual([
      { key: 'dilemmaInformation', permission: PermissionKeys.distressAllocate, countField: 'distressAssignmentCount' },
      { key: 'dilemmaInformationHandle', permission: PermissionKeys.distressHandle, countField: 'myDistressHandlingCount' },
      { key: 'dilemmaInformationQuery', permission: [PermissionKeys.distressProgress, PermissionKeys.distressQuery], countField: undefined },
    ]);
    // Steps that ask for input render the form the contract declares, whose element keys are the request's fields.
    const requestMaterials = distressKind.actions.requestMaterials!;
    expect(requestMaterials.stepForm?.form).toBe(distressStepForms.requestMaterials);
    expect({ ...actionRequest(distressKind.idField, someId, requestMaterials), ...formValues(requestMaterials, '请补充流水') }).toEqual({
      businessId: someId,
      taskKey: 'requestMaterials',
      note: '请补充流水',
    });
  });
});
