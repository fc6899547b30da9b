import { rosterEntryDecider, type RosterEntryCommand, type RosterEntryEvent, type RosterEntryState } from '@bk/domain';
import type { AggregateKind } from '../aggregates/aggregate-store';

/**
 * The roster entry's read model: its row is upserted and its members rewritten from the folded
 * state on every change (an entry has a handful of members). The row's partial unique index on
 * (tenant, type, credit code) refuses a second active entry with the same code in the same
 * transaction as the events, so neither lands.
 */
export const rosterEntries: AggregateKind<RosterEntryCommand, RosterEntryEvent, RosterEntryState> = {
  streamType: 'roster-entry',
  decider: rosterEntryDecider,
  changedMeanwhile: '该名录机构刚被他人修改，请刷新后重试',
  notFound: '名录机构不存在',
  project: async (manager, { tenantId, id, after, version, events }) => {
    if (after.status === 'empty') return;
    const { institution } = after;
    const members = Object.values(after.members);
    const at = events[events.length - 1]!.data.at;
    await manager.query(
      `INSERT INTO roster_entries (entry_id, tenant_id, org_type, name, credit_code, contact_person, contact_phone, address, qualification_level, status, member_count, version, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (entry_id) DO UPDATE SET org_type = EXCLUDED.org_type, name = EXCLUDED.name, credit_code = EXCLUDED.credit_code,
         contact_person = EXCLUDED.contact_person, contact_phone = EXCLUDED.contact_phone, address = EXCLUDED.address,
         qualification_level = EXCLUDED.qualification_level, status = EXCLUDED.status, member_count = EXCLUDED.member_count,
         version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [id, tenantId, institution.orgType, institution.name, institution.creditCode, institution.contactPerson, institution.contactPhone, institution.address, institution.qualificationLevel, after.status, members.length, version, at],
    );
    await manager.query('DELETE FROM roster_members WHERE entry_id = $1', [id]);
    if (members.length > 0) {
      await manager.query(
        `INSERT INTO roster_members (member_id, entry_id, tenant_id, name, citizen_id, phone, position)
         SELECT m.id, $1, $2, m.name, m.cid, m.phone, m.pos FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[]) AS m(id, name, cid, phone, pos)`,
        [id, tenantId, members.map((m) => m.memberId), members.map((m) => m.name), members.map((m) => m.citizenId), members.map((m) => m.phone), members.map((m) => m.position)],
      );
    }
  },
};
