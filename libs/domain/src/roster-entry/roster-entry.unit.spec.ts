import type { Actor } from '../shared/actor';
import { IllegalStateError } from '../shared/errors';
import { specify } from '../testing/given-when-then';
import { exampleCreditCode } from '../validation/unified-social-credit-code';
import { rosterEntryDecider, type RosterEntryCommand, type RosterEntryEvent } from './roster-entry';
import type { RosterInstitution, RosterMember } from './roster-fields';
import { checkRosterImportRow, refuseDuplicatesInFile, ROSTER_IMPORT_COLUMNS } from './roster-import';
import { sampleRosterRows } from './roster-import-sample';

const at = '2026-11-25T09:00:00.000Z';
const actor: Actor = { kind: 'staff', id: 'admin', name: '管理员' };
const code = exampleCreditCode('LAWFIRM01');
const institution: RosterInstitution = {
  orgType: 1,
  name: '广东华商律师事务所',
  creditCode: code,
  contactPerson: '张明',
  contactPhone: '0755-83025555',
  address: '深圳市福田区深南大道4011号',
  qualificationLevel: '一级',
};
const member: RosterMember = { memberId: 'm1', name: '李华', citizenId: '11010519491231002X', phone: '13800138000', position: '合伙人' };
const registered: RosterEntryEvent = { type: 'RosterEntryRegistered', data: { entryId: 'e1', tenantId: 't1', institution, members: [member], actor, at } };
const spec = specify(rosterEntryDecider);
const command = (value: Record<string, unknown>) => ({ actor, at, ...value }) as RosterEntryCommand;

describe('roster entry', () => {
  it('registers an institution with its members, normalising the codes', () => {
    spec
      .given()
      .when(command({ type: 'RegisterRosterEntry', entryId: 'e1', tenantId: 't1', institution: { ...institution, creditCode: ` ${code.toLowerCase()} ` }, members: [{ ...member, citizenId: '11010519491231002x' }] }))
      .then(registered);
  });

  it('refuses a wrong credit code, citizen id or phone with a zh-CN message naming each field', () => {
    const badCode = `${code.slice(0, 17)}${code.endsWith('0') ? '1' : '0'}`;
    spec.given().when(command({ type: 'RegisterRosterEntry', entryId: 'e1', tenantId: 't1', institution: { ...institution, creditCode: badCode }, members: [] })).thenRefuses({
      messageZh: '统一社会信用代码不正确',
      details: { field: 'creditCode' },
    });
    spec.given(registered).when(command({ type: 'SaveRosterMember', member: { ...member, memberId: 'm2', citizenId: '110105194912310021' } })).thenRefuses({ messageZh: '身份证号码不正确' });
    spec.given(registered).when(command({ type: 'EditRosterEntry', institution: { ...institution, contactPhone: '12345' } })).thenRefuses({ details: { field: 'contactPhone' } });
  });

  it('refuses a second member with the same citizen id, and edits a member in place', () => {
    spec.given(registered).when(command({ type: 'SaveRosterMember', member: { ...member, memberId: 'm2' } })).thenRefuses({ messageZh: '身份证号码 11010519491231002X 重复' });
    const state = spec.given(registered).when(command({ type: 'SaveRosterMember', member: { ...member, position: '主任' } })).thenState();
    expect(state.status === 'active' && state.members.m1?.position).toBe('主任');
  });

  it('is closed once removed, and cannot be registered twice', () => {
    const removed: RosterEntryEvent = { type: 'RosterEntryRemoved', data: { actor, at } };
    spec.given(registered, removed).when(command({ type: 'EditRosterEntry', institution })).thenRefuses({ kind: IllegalStateError, messageZh: '名录机构当前为“已移除”，不能编辑' });
    spec.given(registered).when(command({ type: 'RegisterRosterEntry', entryId: 'e1', tenantId: 't1', institution, members: [] })).thenRefuses({ code: 'ALREADY_EXISTS' });
    spec.given(registered).when(command({ type: 'RemoveRosterMember', memberId: 'nobody' })).thenRefuses({ messageZh: '成员不存在' });
  });
});

describe('roster import rows', () => {
  const cells = { orgType: '管理人', name: institution.name, creditCode: code, contactPerson: '张明', contactPhone: '13800138000' };

  it('reads a row with or without a member', () => {
    expect(checkRosterImportRow(3, cells, 'm')).toEqual({ ok: true, rowNumber: 3, institution: { ...institution, contactPhone: '13800138000', address: '', qualificationLevel: '' }, members: [] });
    const withMember = checkRosterImportRow(4, { ...cells, memberName: '李华', memberCitizenId: '11010519491231002X' }, 'm');
    expect(withMember.ok && withMember.members).toEqual([{ memberId: 'm', name: '李华', citizenId: '11010519491231002X', phone: '', position: '' }]);
  });

  it('names every reason of a bad row', () => {
    expect(checkRosterImportRow(5, { orgType: '律所', name: '', creditCode: '123', contactPerson: '王五', contactPhone: '1380013800', memberName: '赵六' }, 'm')).toEqual({
      ok: false,
      rowNumber: 5,
      reasons: ['机构类型须为管理人、评估机构、投资人或境外机构', '请填写机构名称', '统一社会信用代码不正确', '联系电话须为手机号码或带区号的固定电话', '请填写身份证号码'],
    });
  });

  it('refuses a later row repeating a type and credit code, but not the same code under another type', () => {
    const rows = [checkRosterImportRow(3, cells, 'a'), checkRosterImportRow(4, { ...cells, orgType: '投资人' }, 'b'), checkRosterImportRow(5, cells, 'c')];
    expect(refuseDuplicatesInFile(rows).map((row) => (row.ok ? 'ok' : row.reasons.join()))).toEqual(['ok', 'ok', '统一社会信用代码与第3行重复']);
  });
});

describe('sample import rows', () => {
  it('are refused exactly where the sample says, and nowhere else', () => {
    const { rows, badRowNumbers } = sampleRosterRows(500, 37, 'T01');
    const checked = refuseDuplicatesInFile(
      rows.map((cells, index) => checkRosterImportRow(index + 3, Object.fromEntries(ROSTER_IMPORT_COLUMNS.map((column, c) => [column.key, cells[c]])), `m${index}`)),
    );
    expect(badRowNumbers).toHaveLength(37);
    expect(checked.filter((row) => !row.ok).map((row) => row.rowNumber)).toEqual(badRowNumbers);
  });
});
