import type { DataSource } from 'typeorm';
import { citizenIdCheckCharacter, exampleCreditCode, systemActor, type OrganisationTypeCode, type RosterMember } from '@bk/domain';
import { deterministicEventId } from '@bk/infrastructure';
import { AggregateStore } from '../aggregates/aggregate-store';
import { rosterEntries } from '../roster/roster-aggregate';
import type { DemoTenant } from './demo-data';

type DemoInstitution = {
  key: string;
  orgType: OrganisationTypeCode;
  name: string;
  contactPerson: string;
  contactPhone: string;
  address: string;
  qualificationLevel: string;
  members: [name: string, birth: string, phone: string, position: string][];
};

/** Administrator firms (law and accounting firms serving as 管理人), appraisers, investors and one overseas institution. */
const institutions: DemoInstitution[] = [
  {
    key: 'law-1',
    orgType: 1,
    name: '北京市金杜（深圳）律师事务所',
    contactPerson: '王志强',
    contactPhone: '0755-22163333',
    address: '深圳市福田区中心四路1号嘉里建设广场三座',
    qualificationLevel: '一级',
    members: [['王志强', '19750312', '13902210001', '主任'], ['李婉清', '19830921', '13902210002', '合伙人'], ['陈俊', '19900105', '13902210003', '律师']],
  },
  {
    key: 'law-2',
    orgType: 1,
    name: '广东华商律师事务所',
    contactPerson: '高明',
    contactPhone: '0755-83025555',
    address: '深圳市福田区深南大道4011号香港中旅大厦',
    qualificationLevel: '一级',
    members: [['高明', '19780618', '13902210011', '合伙人'], ['黄丽', '19860402', '13902210012', '律师']],
  },
  {
    key: 'accounting-1',
    orgType: 1,
    name: '立信会计师事务所（特殊普通合伙）深圳分所',
    contactPerson: '林涛',
    contactPhone: '0755-82584500',
    address: '深圳市福田区香梅路1061号中投国际商务中心',
    qualificationLevel: '二级',
    members: [['林涛', '19720830', '13902210021', '合伙人'], ['张雅', '19881114', '13902210022', '注册会计师']],
  },
  {
    key: 'appraiser-1',
    orgType: 2,
    name: '深圳市鹏信资产评估土地房地产估价有限公司',
    contactPerson: '刘建华',
    contactPhone: '0755-82406288',
    address: '深圳市福田区彩田路7018号新浩e都',
    qualificationLevel: '甲级',
    members: [['刘建华', '19700225', '13902210031', '总经理'], ['邓佳', '19910709', '', '评估师']],
  },
  {
    key: 'appraiser-2',
    orgType: 2,
    name: '中联资产评估集团（深圳）有限公司',
    contactPerson: '吴桐',
    contactPhone: '0755-83760888',
    address: '深圳市福田区益田路6009号新世界商务中心',
    qualificationLevel: '甲级',
    members: [['吴桐', '19820516', '13902210041', '项目经理']],
  },
  {
    key: 'investor-1',
    orgType: 3,
    name: '深圳市重整投资发展有限公司',
    contactPerson: '何强',
    contactPhone: '13902210051',
    address: '深圳市南山区科苑南路2666号',
    qualificationLevel: '',
    members: [['何强', '19790901', '13902210051', '投资总监']],
  },
  {
    key: 'investor-2',
    orgType: 3,
    name: '华融资产管理股份有限公司深圳分公司',
    contactPerson: '孙立',
    contactPhone: '0755-82038888',
    address: '深圳市福田区金田路3038号现代国际大厦',
    qualificationLevel: '',
    members: [['孙立', '19810311', '13902210061', '业务经理'], ['曾敏', '19870127', '', '分析师']],
  },
  {
    key: 'overseas-1',
    orgType: 4,
    name: '德勤企业重组咨询（香港）有限公司深圳代表处',
    contactPerson: '梁家豪',
    contactPhone: '0755-33538000',
    address: '深圳市罗湖区深南东路5016号京基一百大厦',
    qualificationLevel: '',
    members: [['梁家豪', '19770403', '13902210071', '首席代表']],
  },
];

const idOf = (tenant: DemoTenant, ...path: string[]): string => deterministicEventId(`roster:${tenant.tenantId}:${path.join('/')}`, 0);

/** A valid citizen id for a demo person: a Shenzhen Futian area code, their birth date, a sequence. */
const citizenId = (birth: string, sequence: number): string => {
  const first17 = `440304${birth}${String(100 + sequence).slice(-3)}`;
  return first17 + citizenIdCheckCharacter(first17)!;
};

/**
 * Each association's roster, through the same aggregate the back office edits. An entry is only
 * registered when its stream is empty, so re-seeding adds nothing and keeps what staff changed.
 */
export const seedRoster = async (app: DataSource, tenant: DemoTenant): Promise<void> => {
  const store = new AggregateStore(app);
  const actor = systemActor('演示数据');
  const at = new Date().toISOString();
  for (const [index, institution] of institutions.entries()) {
    const entryId = idOf(tenant, institution.key);
    if ((await store.state(rosterEntries, tenant.tenantId, entryId)).status !== 'empty') continue;
    const members: RosterMember[] = institution.members.map(([name, birth, phone, position], m) => ({
      memberId: idOf(tenant, institution.key, 'member', String(m)),
      name,
      citizenId: citizenId(birth, index * 10 + m),
      phone,
      position,
    }));
    const { key: _key, members: _members, ...fields } = institution;
    await store.execute(
      rosterEntries,
      { tenantId: tenant.tenantId, id: entryId, commandId: 'seed' },
      { type: 'RegisterRosterEntry', entryId, tenantId: tenant.tenantId, institution: { ...fields, creditCode: exampleCreditCode(`DEMO${String(index + 1).padStart(5, '0')}`) }, members, actor, at },
    );
  }
};

export const demoRosterSize = institutions.length;
