import type { Actor } from '../shared/actor';
import { specify } from '../testing/given-when-then';
import { organisationDecider, type OrganisationCommand, type OrganisationEvent, type OrgUnit } from './organisation';

const at = '2026-11-24T09:00:00.000Z';
const actor: Actor = { kind: 'staff', id: 'admin', name: '管理员' };
const unit = (deptId: string, parentId: string | null, name: string, order: number): OrgUnit => ({ deptId, parentId, name, unitType: 2, isPublic: true, order });
const saved = (value: OrgUnit): OrganisationEvent => ({ type: 'OrgUnitSaved', data: { unit: value, created: true, actor, at } });
const tree = [saved({ ...unit('root', null, '协会', 1), unitType: 1 }), saved(unit('a', 'root', '秘书处', 1)), saved(unit('b', 'root', '业务部', 2)), saved(unit('a1', 'a', '综合科', 1))];
const spec = specify(organisationDecider);
const command = (value: Record<string, unknown>) => ({ actor, at, ...value }) as OrganisationCommand;

describe('organisation structure', () => {
  it('appends a new department after its siblings, and keeps the order of one renamed in place', () => {
    spec.given(...tree).when(command({ type: 'SaveOrgUnit', deptId: 'c', parentId: 'root', name: '会员部', unitType: 2, isPublic: false })).then({
      type: 'OrgUnitSaved',
      data: { unit: { deptId: 'c', parentId: 'root', name: '会员部', unitType: 2, isPublic: false, order: 3 }, created: true, actor, at },
    });
    const state = spec.given(...tree).when(command({ type: 'SaveOrgUnit', deptId: 'a', parentId: 'root', name: '秘书处（办公室）', unitType: 2, isPublic: true })).thenState();
    expect(state.units.a).toMatchObject({ name: '秘书处（办公室）', order: 1 });
  });

  it('refuses a cycle, a missing parent and a duplicate sibling name', () => {
    spec.given(...tree).when(command({ type: 'SaveOrgUnit', deptId: 'a', parentId: 'a1', name: '秘书处', unitType: 2, isPublic: true })).thenRefuses({ messageZh: '不能将部门移动到其自身或下级部门之下' });
    spec.given(...tree).when(command({ type: 'SaveOrgUnit', deptId: 'x', parentId: 'nope', name: '新部门', unitType: 2, isPublic: true })).thenRefuses({ details: { field: 'parentId' } });
    spec.given(...tree).when(command({ type: 'SaveOrgUnit', deptId: 'x', parentId: 'root', name: '业务部', unitType: 2, isPublic: true })).thenRefuses({ messageZh: '同级已有名为“业务部”的部门' });
  });

  it('refuses to delete a department with children or members, saying what is left', () => {
    spec.given(...tree).when(command({ type: 'DeleteOrgUnit', deptId: 'a' })).thenRefuses({ messageZh: '“秘书处”下还有 1 个下级部门，请先移走后再删除' });
    const member: OrganisationEvent = {
      type: 'OrgMemberSaved',
      data: { member: { memberId: 'm', deptId: 'b', jobId: null, name: '张三', mobile: '', isPublic: true, order: 1 }, created: true, actor, at },
    };
    spec.given(...tree, member).when(command({ type: 'DeleteOrgUnit', deptId: 'b' })).thenRefuses({ details: { children: 0, members: 1 } });
    spec.given(...tree).when(command({ type: 'DeleteOrgUnit', deptId: 'a1' })).then({ type: 'OrgUnitDeleted', data: { deptId: 'a1', actor, at } });
  });

  it('reorders siblings only when the new order lists exactly the current ones', () => {
    const state = spec.given(...tree).when(command({ type: 'ReorderOrgUnits', parentId: 'root', orderedIds: ['b', 'a'] })).thenState();
    expect([state.units.b!.order, state.units.a!.order]).toEqual([1, 2]);
    spec.given(...tree).when(command({ type: 'ReorderOrgUnits', parentId: 'root', orderedIds: ['b'] })).thenRefuses({ details: { field: 'orderedIds' } });
  });

  it('keeps a member\'s job within their department', () => {
    const job: OrganisationEvent = { type: 'OrgJobSaved', data: { job: { jobId: 'j', deptId: 'a', name: '秘书长', order: 1 }, created: true, actor, at } };
    spec.given(...tree, job).when(command({ type: 'SaveOrgMember', memberId: 'm', deptId: 'b', jobId: 'j', name: '李四', mobile: '', isPublic: true })).thenRefuses({ messageZh: '所选岗位不属于该部门' });
  });
});
