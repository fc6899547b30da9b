import type { DataSource } from 'typeorm';
import { citizenIdCheckCharacter } from '@bk/domain';
import { deterministicEventId, inTenantTransaction } from '@bk/infrastructure';
import { PortalInbox } from '../portal-account/portal-inbox.service';
import type { DemoTenant } from './demo-data';

/**
 * Demo portal users of every association: sign in on the portal with the number and the code the
 * local SMS provider shows (README "Portal accounts"). One is certified, one is not; both have
 * messages in their user centre. Applications filed with their numbers are listed as theirs.
 */
export const demoPortalUsers = [
  { mobile: '13800138001', name: '李明', birth: '19850315', certified: true },
  { mobile: '13800138002', name: '', birth: '', certified: false },
] as const;

const demoCitizenId = (birth: string): string => {
  const first17 = `440305${birth}001`;
  return first17 + citizenIdCheckCharacter(first17)!;
};

export const demoPortalUserId = (tenant: DemoTenant, mobile: string): string => deterministicEventId(`portal-user:${tenant.tenantId}:${mobile}`, 0);

/** Idempotent: users, the certification record and the messages are keyed, so a re-seed adds nothing twice. */
export const seedPortalUsers = async (app: DataSource, tenant: DemoTenant): Promise<void> => {
  const inbox = new PortalInbox(app);
  for (const user of demoPortalUsers) {
    const userId = demoPortalUserId(tenant, user.mobile);
    const citizenId = user.certified ? demoCitizenId(user.birth) : '';
    await inTenantTransaction(app, tenant.tenantId, async (manager) => {
      await manager.query(
        `INSERT INTO portal_users (user_id, tenant_id, mobile, name, citizen_id, certified_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (tenant_id, mobile) DO NOTHING`,
        [userId, tenant.tenantId, user.mobile, user.name, citizenId, user.certified ? new Date().toISOString() : null],
      );
      if (!user.certified) return;
      const certifyId = deterministicEventId(`portal-certification:${userId}`, 0);
      for (const outcome of ['pending', 'passed']) {
        await manager.query(
          `INSERT INTO portal_certifications (certify_id, tenant_id, user_id, provider, outcome, name, citizen_id)
           VALUES ($1, $2, $3, 'local', $4, $5, $6) ON CONFLICT (certify_id, outcome) DO NOTHING`,
          [certifyId, tenant.tenantId, userId, outcome, user.name, citizenId],
        );
      }
    });
    await inbox.post(
      tenant.tenantId,
      userId,
      { title: '欢迎使用破产事务公共服务平台', body: `您已使用手机号 ${user.mobile} 注册${tenant.name}服务账号。`, link: '/userCenter' },
      'demo:welcome',
    );
    await inbox.post(
      tenant.tenantId,
      userId,
      user.certified
        ? { title: '实名认证成功', body: '您已完成实名认证，可以个人身份申请困境咨询。', link: '/userCenter?tab=certification' }
        : { title: '请完成实名认证', body: '以个人身份申请困境咨询前，请先完成实名认证。', link: '/userCenter?tab=certification' },
      'demo:certification',
    );
  }
};
