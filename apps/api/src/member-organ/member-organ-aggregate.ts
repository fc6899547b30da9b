import { memberOrganDecider, memberOrganKinds, type MemberOrganCommand, type MemberOrganEvent, type MemberOrganState } from '@bk/domain';
import type { AggregateKind } from '../aggregates/aggregate-store';

/**
 * A member organisation's read model: its row is upserted and its offices, users and consultants
 * rewritten from the folded state on every change (an organisation has tens of them). The row's
 * unique indexes on (association, kind, name) and (association, kind, credit code) refuse a
 * second organisation with either in the same transaction as its events, so neither lands.
 */
export const memberOrgans: AggregateKind<MemberOrganCommand, MemberOrganEvent, MemberOrganState> = {
  streamType: 'member-organ',
  decider: memberOrganDecider,
  changedMeanwhile: '该机构刚被他人修改，请刷新后重试',
  notFound: '机构不存在',
  uniqueViolation: (constraint, events) => {
    const registered = events.find((event) => event.type === 'MemberOrganRegistered');
    const noun = registered?.type === 'MemberOrganRegistered' ? memberOrganKinds[registered.data.kind].noun.zh : '机构';
    if (constraint === 'member_organs_name') return `已有同名的${noun}，${noun}名称不能重复`;
    if (constraint === 'member_organs_unified_no') return `已有使用该统一社会信用代码的${noun}，不能重复添加`;
    return undefined;
  },
  project: async (manager, { tenantId, id, after, version, events }) => {
    if (after.status !== 'active') return;
    const { profile } = after;
    const offices = Object.values(after.offices);
    const users = Object.values(after.users);
    const consultants = Object.values(after.consultants);
    const at = events[events.length - 1]!.data.at;
    await manager.query(
      `INSERT INTO member_organs (organ_id, tenant_id, kind, name, unified_no, contact_person, contact_phone, address, intro, office_count, user_count, consultant_count, version, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
       ON CONFLICT (organ_id) DO UPDATE SET name = EXCLUDED.name, unified_no = EXCLUDED.unified_no, contact_person = EXCLUDED.contact_person,
         contact_phone = EXCLUDED.contact_phone, address = EXCLUDED.address, intro = EXCLUDED.intro, office_count = EXCLUDED.office_count,
         user_count = EXCLUDED.user_count, consultant_count = EXCLUDED.consultant_count, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [id, tenantId, after.kind, profile.name, profile.unifiedNo, profile.contactPerson, profile.contactPhone, profile.address, profile.intro, offices.length, users.length, consultants.length, version, at],
    );
    await manager.query('DELETE FROM member_organ_offices WHERE organ_id = $1', [id]);
    if (offices.length > 0) {
      await manager.query(
        `INSERT INTO member_organ_offices (office_id, organ_id, tenant_id, parent_id, name, sort_order)
         SELECT o.id, $1, $2, o.parent, o.name, o.ord FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::int[]) AS o(id, parent, name, ord)`,
        [id, tenantId, offices.map((o) => o.officeId), offices.map((o) => o.parentId), offices.map((o) => o.name), offices.map((o) => o.order)],
      );
    }
    await manager.query('DELETE FROM member_organ_users WHERE organ_id = $1', [id]);
    if (users.length > 0) {
      await manager.query(
        `INSERT INTO member_organ_users (user_id, organ_id, tenant_id, office_id, user_name, mobile_no, position)
         SELECT u.id, $1, $2, u.office, u.name, u.mobile, u.pos FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[]) AS u(id, office, name, mobile, pos)`,
        [id, tenantId, users.map((u) => u.userId), users.map((u) => u.officeId), users.map((u) => u.userName), users.map((u) => u.mobileNo), users.map((u) => u.position)],
      );
    }
    const changedConsultants = events.flatMap((event) => (event.type === 'ConsultantSaved' ? [event.data.consultant] : []));
    if (changedConsultants.length > 0) {
      await manager.query(
        `INSERT INTO member_organ_consultants (consultant_id, organ_id, tenant_id, name, mobile_no, speciality, title, intro, updated_at)
         SELECT c.id, $1, $2, c.name, c.mobile, c.spec, c.title, c.intro, $9 FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS c(id, name, mobile, spec, title, intro)
         ON CONFLICT (consultant_id) DO UPDATE SET name = EXCLUDED.name, mobile_no = EXCLUDED.mobile_no, speciality = EXCLUDED.speciality,
           title = EXCLUDED.title, intro = EXCLUDED.intro, updated_at = EXCLUDED.updated_at`,
        [
          id,
          tenantId,
          changedConsultants.map((c) => c.consultantId),
          changedConsultants.map((c) => c.name),
          changedConsultants.map((c) => c.mobileNo),
          changedConsultants.map((c) => c.speciality),
          changedConsultants.map((c) => c.title),
          changedConsultants.map((c) => c.intro),
          at,
        ],
      );
    }
  },
};
