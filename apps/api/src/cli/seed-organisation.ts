import type { DataSource } from 'typeorm';
import { systemActor, type OrganisationCommand } from '@bk/domain';
import { deterministicEventId } from '@bk/infrastructure';
import { AggregateStore } from '../aggregates/aggregate-store';
import { organisationStructure } from '../organisation/organisation-aggregate';
import type { DemoTenant } from './demo-data';

type DemoDepartment = { name: string; isPublic: boolean; jobs: string[]; members: [name: string, job: string | null, mobile: string][] };

/** A typical association's secretariat: who the portal shows, and one internal group it does not. */
const departments: DemoDepartment[] = [
  { name: '会长办公室', isPublic: true, jobs: ['会长', '副会长'], members: [['陈建国', '会长', '13901010001'], ['李慧敏', '副会长', '13901010002'], ['张伟', '副会长', '']] },
  { name: '秘书处', isPublic: true, jobs: ['秘书长', '副秘书长', '干事'], members: [['王立新', '秘书长', '13901010011'], ['赵敏', '副秘书长', ''], ['孙浩', '干事', '13901010013'], ['周洁', '干事', '']] },
  { name: '业务发展部', isPublic: true, jobs: ['部长', '专员'], members: [['吴磊', '部长', '13901010021'], ['郑雪', '专员', '']] },
  { name: '会员服务部', isPublic: true, jobs: ['部长', '专员'], members: [['冯涛', '部长', '13901010031'], ['何静', '专员', '']] },
  { name: '法律事务与培训部', isPublic: true, jobs: ['部长'], members: [['许文', '部长', '13901010041']] },
  { name: '内审组', isPublic: false, jobs: ['组长'], members: [['韩冰', '组长', '']] },
];

const idOf = (tenant: DemoTenant, ...path: string[]): string => deterministicEventId(`org:${tenant.tenantId}:${path.join('/')}`, 0);

/**
 * Each association's organisation structure, built through the same aggregate the back office
 * edits; only when the association has none yet, so staff changes survive a re-seed.
 */
export const seedOrganisation = async (app: DataSource, tenant: DemoTenant): Promise<void> => {
  const store = new AggregateStore(app);
  const current = await store.state(organisationStructure, tenant.tenantId, tenant.tenantId);
  if (Object.keys(current.units).length > 0) return;
  const actor = systemActor('演示数据');
  const at = new Date().toISOString();
  const commands: OrganisationCommand[] = [];
  const rootId = idOf(tenant);
  commands.push({ type: 'SaveOrgUnit', deptId: rootId, parentId: null, name: tenant.name, unitType: 1, isPublic: true, actor, at });
  for (const department of departments) {
    const deptId = idOf(tenant, department.name);
    commands.push({ type: 'SaveOrgUnit', deptId, parentId: rootId, name: department.name, unitType: 2, isPublic: department.isPublic, actor, at });
    for (const job of department.jobs) commands.push({ type: 'SaveOrgJob', jobId: idOf(tenant, department.name, 'job', job), deptId, name: job, actor, at });
    for (const [name, job, mobile] of department.members) {
      commands.push({
        type: 'SaveOrgMember',
        memberId: idOf(tenant, department.name, 'member', name),
        deptId,
        jobId: job ? idOf(tenant, department.name, 'job', job) : null,
        name,
        mobile,
        isPublic: department.isPublic,
        actor,
        at,
      });
    }
  }
  for (const [index, command] of commands.entries()) {
    await store.execute(organisationStructure, { tenantId: tenant.tenantId, id: tenant.tenantId, commandId: `seed:${index}` }, command);
  }
};
