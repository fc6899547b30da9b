import type { DataSource } from 'typeorm';
import { exampleCreditCode, systemActor, type MemberOrganCommand, type MemberOrganKind, type OrganProfile } from '@bk/domain';
import { deterministicEventId } from '@bk/infrastructure';
import { AggregateStore, type CommandInput } from '../aggregates/aggregate-store';
import { memberOrgans } from '../member-organ/member-organ-aggregate';
import type { DemoTenant } from './demo-data';

type DemoOffice = { key: string; name: string; users: [name: string, mobile: string, position: string][]; children?: DemoOffice[] };
type DemoConsultant = [name: string, mobile: string, speciality: string, title: string, intro: string];
type DemoOrgan = { key: string; kind: MemberOrganKind; profile: Omit<OrganProfile, 'unifiedNo'>; offices: DemoOffice[]; consultants?: DemoConsultant[] };

/** The restructuring centre's organisations, with their offices, staff and consultants. */
const csjOrgans: DemoOrgan[] = [
  {
    key: 'csj-1',
    kind: 'csj',
    profile: {
      name: '上海市企业重整咨询服务中心',
      contactPerson: '沈国栋',
      contactPhone: '021-63218800',
      address: '上海市黄浦区中山南路28号',
      intro: '为长三角地区困境企业提供庭外重组咨询、债务重组方案设计与协调服务。',
    },
    offices: [
      {
        key: 'consult',
        name: '重组咨询部',
        users: [['沈国栋', '13917710001', '部长'], ['陆佳怡', '13917710002', '咨询师']],
        children: [{ key: 'consult-finance', name: '财务顾问组', users: [['顾晓峰', '13917710003', '财务顾问']] }],
      },
      { key: 'coordination', name: '债权人协调部', users: [['钱文静', '13917710004', '协调专员']] },
    ],
    consultants: [
      ['王建国', '13817720001', '企业重组', '高级律师', '从事破产重整业务二十年，主办多起大型企业重整案件。'],
      ['李慧敏', '13817720002', '财务审计', '注册会计师', '擅长困境企业财务尽职调查与偿债能力分析。'],
    ],
  },
  {
    key: 'csj-2',
    kind: 'csj',
    profile: {
      name: '苏州工业园区企业纾困服务站',
      contactPerson: '周文涛',
      contactPhone: '0512-62880066',
      address: '江苏省苏州市工业园区星湖街328号',
      intro: '面向园区中小企业的纾困咨询与庭外和解协调服务站。',
    },
    offices: [
      { key: 'service', name: '纾困服务部', users: [['周文涛', '13962210001', '站长'], ['吴婷婷', '13962210002', '服务专员']] },
      { key: 'legal', name: '法律事务部', users: [['徐志明', '13962210003', '法务主管']] },
    ],
    consultants: [['张海涛', '13862230001', '税务筹划', '注册税务师', '熟悉重整程序中的税收处理与政策申请。']],
  },
];

/** Two law firms in each association, near it. */
const lawFirmsByChannel: Record<string, [name: string, person: string, phone: string, address: string][]> = {
  szpca: [
    ['广东卓建律师事务所', '张斌', '0755-33050001', '深圳市福田区福华三路卓越世纪中心1号楼'],
    ['广东深天成律师事务所', '李明辉', '0755-83220002', '深圳市福田区深南大道6008号特区报业大厦'],
  ],
  csjrc: [
    ['上海市锦天城律师事务所', '陈立新', '021-20510003', '上海市浦东新区银城中路501号上海中心大厦'],
    ['江苏新天伦律师事务所', '孙洁', '0512-68250004', '江苏省苏州市姑苏区人民路3118号'],
  ],
  jlpca: [
    ['吉林功承律师事务所', '刘振宇', '0431-88970005', '长春市朝阳区人民大街3518号'],
    ['吉林吉人律师事务所', '赵丽华', '0431-85660006', '长春市南关区解放大路2677号'],
  ],
  bjypt: [
    ['北京大成律师事务所', '杨晓东', '010-58130007', '北京市朝阳区朝阳门南大街10号兆泰国际中心'],
    ['北京市中伦律师事务所', '郑雅琴', '010-59570008', '北京市朝阳区金和东路20号正大中心'],
  ],
};

const lawFirmOffices = (index: number): DemoOffice[] => [
  {
    key: 'bankruptcy',
    name: '破产重组业务部',
    users: [
      [['何志远', '罗晓燕'][index % 2]!, `1371881${String(index).padStart(2, '0')}01`, '合伙人'],
      [['彭俊', '黎思琪'][index % 2]!, `1371881${String(index).padStart(2, '0')}02`, '律师'],
    ],
  },
  { key: 'litigation', name: '诉讼仲裁部', users: [[['马骏', '覃雪'][index % 2]!, `1371881${String(index).padStart(2, '0')}03`, '律师']] },
];

const demoOrgansOf = (tenant: DemoTenant, tenantIndex: number): DemoOrgan[] => [
  ...(tenant.config.cmsMode === 'csj' ? csjOrgans : []),
  ...(lawFirmsByChannel[tenant.channel] ?? []).map(([name, contactPerson, contactPhone, address], index) => ({
    key: `lawfirm-${index + 1}`,
    kind: 'lawfirm' as const,
    profile: { name, contactPerson, contactPhone, address, intro: `${name}设有专门的破产重组团队，长期担任破产管理人。` },
    offices: lawFirmOffices(tenantIndex * 2 + index),
  })),
];

const idOf = (tenant: DemoTenant, ...path: string[]): string => deterministicEventId(`member-organ:${tenant.tenantId}:${path.join('/')}`, 0);

/**
 * Each association's member organisations (the centre's organisations and consultants, law firms
 * with offices and users), through the same aggregate the back office uses. Every organisation,
 * office, user and consultant has a fixed id and is only added when missing, so re-seeding adds
 * nothing and keeps what staff changed.
 */
export const seedMemberOrgans = async (app: DataSource, tenant: DemoTenant, tenantIndex: number): Promise<void> => {
  const store = new AggregateStore(app);
  const actor = systemActor('演示数据');
  for (const [index, organ] of demoOrgansOf(tenant, tenantIndex).entries()) {
    const organId = idOf(tenant, organ.key);
    const run = (key: string, command: CommandInput<MemberOrganCommand>) =>
      store.execute(memberOrgans, { tenantId: tenant.tenantId, id: organId, commandId: `seed:${key}` }, { ...command, actor, at: new Date().toISOString() } as MemberOrganCommand);
    let state = await store.state(memberOrgans, tenant.tenantId, organId);
    if (state.status === 'empty') {
      const unifiedNo = exampleCreditCode(`MO${organ.kind === 'csj' ? 'C' : 'L'}${String(index + 1).padStart(4, '0')}`);
      state = (await run('register', { type: 'RegisterMemberOrgan', organId, tenantId: tenant.tenantId, kind: organ.kind, profile: { ...organ.profile, unifiedNo } })).state;
    }
    if (state.status !== 'active') continue;
    const seedOffices = async (offices: readonly DemoOffice[], parentId: string | null): Promise<void> => {
      for (const office of offices) {
        const officeId = idOf(tenant, organ.key, 'office', office.key);
        if (state.status === 'active' && !state.offices[officeId]) state = (await run(`office:${office.key}`, { type: 'AddOffice', officeId, parentId, name: office.name })).state;
        for (const [u, [userName, mobileNo, position]] of office.users.entries()) {
          const userId = idOf(tenant, organ.key, 'office', office.key, 'user', String(u));
          if (state.status === 'active' && !state.users[userId]) {
            state = (await run(`user:${office.key}:${u}`, { type: 'SaveOfficeUser', user: { userId, officeId, userName, mobileNo, position }, mustExist: false })).state;
          }
        }
        await seedOffices(office.children ?? [], officeId);
      }
    };
    await seedOffices(organ.offices, null);
    for (const [c, [name, mobileNo, speciality, title, intro]] of (organ.consultants ?? []).entries()) {
      const consultantId = idOf(tenant, organ.key, 'consultant', String(c));
      if (state.status === 'active' && !state.consultants[consultantId]) {
        state = (await run(`consultant:${c}`, { type: 'SaveConsultant', consultant: { consultantId, name, mobileNo, speciality, title, intro }, mustExist: false })).state;
      }
    }
  }
};
