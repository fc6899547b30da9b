import type { DataSource } from 'typeorm';
import { systemActor, type Actor, type MatterCommand, type OrganisationCommand } from '@bk/domain';
import { deterministicEventId } from '@bk/infrastructure';
import { AggregateStore } from '../aggregates/aggregate-store';
import { imMatter } from '../im/im-matter-aggregate';
import { organisationStructure } from '../organisation/organisation-aggregate';
import { demoStaff, demoStaffId, type DemoTenant } from './demo-data';
import { DEMO_PDF, demoFileId } from './demo-files';

const idOf = (tenant: DemoTenant, ...path: string[]): string => deterministicEventId(`im:${tenant.tenantId}:${path.join('/')}`, 0);

/** The demo accounts that sign in to the back office sit in the address book (by their mobile numbers), in the secretariat. */
const STAFF_DEPARTMENT = '秘书处';
const staffInAddressBook = ['admin', 'allocator', 'handler', 'handler2', 'auditor'];

type Line = [from: 'a' | 'b', text: string] | [from: 'a' | 'b', text: null, file: 'pdf'];

type DemoMatter = { key: string; a: string; b: string; lines: Line[]; finished?: boolean; readBy?: ('a' | 'b')[] };

/** Conversations as staff have them: materials, deadlines, a hand-over; one finished. */
const matters: DemoMatter[] = [
  {
    key: 'materials',
    a: 'admin',
    b: 'handler',
    lines: [
      ['a', '李强，深圳某精密制造公司的庭外重组申请材料到了吗？'],
      ['b', '周主任，营业执照和近三年审计报告已收到，债权人清册还缺两家银行的确认函。'],
      ['a', '好的，麻烦本周五前补齐，下周一要提交协会评估。'],
      ['b', '明白，我今天下午再联系企业财务负责人。'],
      ['b', null, 'pdf'],
      ['b', '这是最新的债权申报须知，请您过目。'],
    ],
    readBy: ['b'],
  },
  {
    key: 'allocation',
    a: 'allocator',
    b: 'handler2',
    lines: [
      ['a', '陈静，分配给你的那件餐饮连锁企业的重组咨询，企业联系人换了电话。'],
      ['b', '收到，新的联系方式请发我一下。'],
      ['a', '已在案件备注里更新，联系人还是张经理。'],
      ['b', '好的，已经约好周三上午面谈。'],
      ['a', '辛苦，面谈结束后这个事项就先结束吧。'],
    ],
    finished: true,
    readBy: ['a', 'b'],
  },
  {
    key: 'audit',
    a: 'auditor',
    b: 'handler',
    lines: [
      ['a', '李强，上个月结办的两件案件需要做抽查，请把出具说明的底稿准备一下。'],
      ['b', '好的赵老师，底稿在档案室，明天上午送到您办公室。'],
      ['a', '另外登记环节的时间节点请核对一下，系统记录和纸质档案要一致。'],
    ],
  },
];

/**
 * Puts the demo accounts into the address book and records a few conversations between them,
 * through the same aggregates the console uses. Idempotent: deterministic ids, and a matter
 * that exists already is left as it is (with whatever was said in it since).
 */
export const seedIm = async (app: DataSource, tenant: DemoTenant): Promise<number> => {
  const store = new AggregateStore(app);
  const system = systemActor('演示数据');
  const at = new Date().toISOString();
  const org = await store.state(organisationStructure, tenant.tenantId, tenant.tenantId);
  const department = Object.values(org.units).find((unit) => unit.name === STAFF_DEPARTMENT);
  if (department) {
    const commands: OrganisationCommand[] = [];
    for (const loginId of staffInAddressBook) {
      const memberId = idOf(tenant, 'member', loginId);
      if (org.members[memberId]) continue;
      const staff = demoStaff.find((candidate) => candidate.loginId === loginId)!;
      const name = staff.name.split(' ').pop()!;
      // Not on the portal's public tree: these are the platform's users, not the association's officers.
      commands.push({ type: 'SaveOrgMember', memberId, deptId: department.deptId, jobId: null, name, mobile: staff.mobile, isPublic: false, actor: system, at });
    }
    for (const command of commands) {
      await store.execute(organisationStructure, { tenantId: tenant.tenantId, id: tenant.tenantId, commandId: `seed-im:${command.type}:${(command as { memberId: string }).memberId}` }, command);
    }
  }

  const person = (loginId: string): Actor => {
    const index = demoStaff.findIndex((staff) => staff.loginId === loginId);
    return { kind: 'staff', id: demoStaffId(tenant, index), name: demoStaff[index]!.name.split(' ').pop()! };
  };
  let created = 0;
  for (const matter of matters) {
    const matterId = idOf(tenant, 'matter', matter.key);
    const current = await store.state(imMatter, tenant.tenantId, matterId);
    if (current.status !== 'empty') continue;
    const parties = { a: person(matter.a), b: person(matter.b) };
    // Minutes apart, ending a little before now, so the list reads like a real afternoon.
    const start = Date.now() - (matter.lines.length + 2) * 7 * 60_000 - created * 3_600_000;
    const time = (step: number): string => new Date(start + step * 7 * 60_000).toISOString();
    const commands: MatterCommand[] = [
      { type: 'CreateMatter', matterId, tenantId: tenant.tenantId, receiver: { id: parties.b.id, name: parties.b.name }, actor: parties.a, at: time(0) },
    ];
    for (const [index, line] of matter.lines.entries()) {
      const recordId = idOf(tenant, 'matter', matter.key, String(index));
      const [from, text] = line;
      commands.push(
        text === null
          ? { type: 'PostMatterRecord', recordId, messageType: 2, content: demoFileId(tenant.tenantId, DEMO_PDF(tenant)), fileName: DEMO_PDF(tenant), actor: parties[from], at: time(index + 1) }
          : { type: 'PostMatterRecord', recordId, messageType: 1, content: text, actor: parties[from], at: time(index + 1) },
      );
    }
    for (const reader of matter.readBy ?? []) commands.push({ type: 'ReadAllMatterRecords', actor: parties[reader], at: time(matter.lines.length + 1) });
    if (matter.finished) commands.push({ type: 'FinishMatter', actor: parties.a, at: time(matter.lines.length + 2) });
    for (const [index, command] of commands.entries()) {
      await store.execute(imMatter, { tenantId: tenant.tenantId, id: matterId, commandId: `seed-im:${matter.key}:${index}` }, command);
    }
    created++;
  }
  return created;
};
