import type { Actor } from '../shared/actor';
import { IllegalStateError } from '../shared/errors';
import { specify } from '../testing/given-when-then';
import { exampleCreditCode } from '../validation/unified-social-credit-code';
import { checkLawFirmImportRows, sampleLawFirmRows } from './law-firm-import';
import { lawFirmImportSheet } from './law-firm-import';
import { memberOrganDecider, type MemberOrganCommand, type MemberOrganEvent } from './member-organ';
import type { OrganProfile } from './member-organ-fields';

const at = '2026-11-25T09:00:00.000Z';
const actor: Actor = { kind: 'staff', id: 'admin', name: '管理员' };
const profile: OrganProfile = {
  name: '上海市企业重整咨询服务中心',
  unifiedNo: exampleCreditCode('ORGAN01'),
  contactPerson: '沈国栋',
  contactPhone: '021-63218800',
  address: '上海市黄浦区中山南路28号',
  intro: '',
};
const registered = (kind: 'csj' | 'lawfirm' = 'csj'): MemberOrganEvent => ({ type: 'MemberOrganRegistered', data: { organId: 'o1', tenantId: 't1', kind, profile, actor, at } });
const office = (officeId: string, parentId: string | null, name: string, order: number): MemberOrganEvent => ({ type: 'OfficeAdded', data: { office: { officeId, parentId, name, order }, actor, at } });
const spec = specify(memberOrganDecider);
const command = (value: Record<string, unknown>) => ({ actor, at, ...value }) as MemberOrganCommand;

describe('member organisation', () => {
  it('registers an organisation, normalising its credit code, and refuses a bad one naming the field', () => {
    spec
      .given()
      .when(command({ type: 'RegisterMemberOrgan', organId: 'o1', tenantId: 't1', kind: 'csj', profile: { ...profile, unifiedNo: ` ${profile.unifiedNo.toLowerCase()} ` } }))
      .then(registered());
    spec
      .given()
      .when(command({ type: 'RegisterMemberOrgan', organId: 'o1', tenantId: 't1', kind: 'lawfirm', profile: { ...profile, name: '' } }))
      .thenRefuses({ messageZh: '请填写律所名称', details: { field: 'name', problems: [expect.objectContaining({ field: 'name' })] } });
  });

  it('adds offices at the next sibling position and refuses a sibling of the same name', () => {
    spec.given(registered(), office('a', null, '咨询部', 1)).when(command({ type: 'AddOffice', officeId: 'b', parentId: null, name: ' 财务部 ' })).then(office('b', null, '财务部', 2));
    spec.given(registered(), office('a', null, '咨询部', 1)).when(command({ type: 'AddOffice', officeId: 'b', parentId: null, name: '咨询部' })).thenRefuses({ messageZh: '同级已有名为“咨询部”的部门' });
    // The same name under another parent is another office.
    spec.given(registered(), office('a', null, '咨询部', 1)).when(command({ type: 'AddOffice', officeId: 'b', parentId: 'a', name: '咨询部' })).then(office('b', 'a', '咨询部', 1));
  });

  it('refuses to delete an office with sub-offices or staff, saying what is left', () => {
    const user: MemberOrganEvent = { type: 'OfficeUserSaved', data: { user: { userId: 'u1', officeId: 'a', userName: '陆佳怡', mobileNo: '13917710002', position: '' }, created: true, actor, at } };
    spec
      .given(registered(), office('a', null, '咨询部', 1), office('b', 'a', '财务组', 1), user)
      .when(command({ type: 'DeleteOffice', officeId: 'a' }))
      .thenRefuses({ messageZh: '“咨询部”下还有1 个下级部门和1 名人员，请先移走后再删除' });
  });

  it('keeps a mobile number to one person of an organisation, and consultants to the centre', () => {
    const user: MemberOrganEvent = { type: 'OfficeUserSaved', data: { user: { userId: 'u1', officeId: 'a', userName: '陆佳怡', mobileNo: '13917710002', position: '' }, created: true, actor, at } };
    spec
      .given(registered(), office('a', null, '咨询部', 1), user)
      .when(command({ type: 'SaveOfficeUser', user: { userId: 'u2', officeId: 'a', userName: '顾晓峰', mobileNo: '13917710002' }, mustExist: false }))
      .thenRefuses({ messageZh: '手机号码 13917710002 已是本机构人员“陆佳怡”的号码' });
    spec
      .given(registered('lawfirm'))
      .when(command({ type: 'SaveConsultant', consultant: { consultantId: 'c1', name: '王建国', mobileNo: '13817720001', speciality: '企业重组' }, mustExist: false }))
      .thenRefuses({ messageZh: '律所不设顾问' });
  });

  it('refuses every change to an organisation that was never registered', () => {
    spec.given().when(command({ type: 'AddOffice', officeId: 'a', parentId: null, name: '咨询部' })).thenRefuses({ kind: IllegalStateError });
  });
});

describe('law-firm import rows', () => {
  it('refuses bad rows with every reason and a repeated name or code with the row it repeats', () => {
    const { rows, badRowNumbers } = sampleLawFirmRows(40, 4, 'U01');
    const cellsOf = (cells: string[]) => Object.fromEntries(lawFirmImportSheet.columns.map((column, index) => [column.key, cells[index]]));
    const checked = checkLawFirmImportRows([...rows, rows[0]!].map((cells, index) => ({ rowNumber: index + 3, cells: cellsOf(cells) })));
    expect(checked.filter((row) => !row.ok).map((row) => row.rowNumber)).toEqual([...badRowNumbers, 43]);
    expect(checked[40]).toEqual({ ok: false, rowNumber: 43, reasons: ['律所名称与第3行重复', '统一社会信用代码与第3行重复'] });
  });
});
