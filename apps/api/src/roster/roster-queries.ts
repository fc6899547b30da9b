import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Page, PublicRosterEntry, RosterEntryDetail, RosterEntrySummary, RosterPageRequest } from '@bk/contracts';
import type { OrganisationTypeCode } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

type EntryRow = {
  entry_id: string;
  org_type: OrganisationTypeCode;
  name: string;
  credit_code: string;
  contact_person: string;
  contact_phone: string;
  address: string;
  qualification_level: string;
  status: 'active' | 'removed';
  member_count: number;
  version: number;
  updated_at: Date;
};

const toSummary = (row: EntryRow): RosterEntrySummary => ({
  entryId: row.entry_id,
  orgType: row.org_type,
  name: row.name,
  creditCode: row.credit_code,
  contactPerson: row.contact_person,
  contactPhone: row.contact_phone,
  address: row.address,
  qualificationLevel: row.qualification_level,
  status: row.status,
  memberCount: row.member_count,
  version: row.version,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The read side of the roster, always inside the caller's association (row-level security). */
@Injectable()
export class RosterQueries {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Newest change first; the keyword matches name, credit code or contact person. */
  page(tenantId: string, request: RosterPageRequest): Promise<Page<RosterEntrySummary>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: (EntryRow & { total: string })[] = await manager.query(
        `SELECT count(*) OVER () AS total, * FROM roster_entries
         WHERE ($1::smallint IS NULL OR org_type = $1) AND ($2::text IS NULL OR status = $2)
           AND ($3::text IS NULL OR name ILIKE $3 OR credit_code ILIKE $3 OR contact_person ILIKE $3)
         ORDER BY updated_at DESC, entry_id LIMIT $4 OFFSET $5`,
        [request.orgType ?? null, request.status ?? null, request.keyword ? likePattern(request.keyword) : null, request.pageSize, (request.pageNum - 1) * request.pageSize],
      );
      return { list: rows.map(toSummary), total: Number(rows[0]?.total ?? 0), pageNum: request.pageNum, pageSize: request.pageSize };
    });
  }

  /** The portal's view: active entries of the types, by name; no credit code, members or version. */
  publicPage(tenantId: string, orgTypes: readonly number[], request: { pageNum: number; pageSize: number }): Promise<Page<PublicRosterEntry>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: (EntryRow & { total: string })[] = await manager.query(
        `SELECT count(*) OVER () AS total, * FROM roster_entries WHERE org_type = ANY($1::smallint[]) AND status = 'active'
         ORDER BY org_type, name, entry_id LIMIT $2 OFFSET $3`,
        [orgTypes, request.pageSize, (request.pageNum - 1) * request.pageSize],
      );
      const list = rows.map(({ entry_id, org_type, name, address, qualification_level, contact_person, contact_phone }) => ({
        entryId: entry_id,
        orgType: org_type,
        name,
        address,
        qualificationLevel: qualification_level,
        contactPerson: contact_person,
        contactPhone: contact_phone,
      }));
      return { list, total: Number(rows[0]?.total ?? 0), pageNum: request.pageNum, pageSize: request.pageSize };
    });
  }

  detail(tenantId: string, entryId: string): Promise<RosterEntryDetail> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const [row]: EntryRow[] = await manager.query('SELECT * FROM roster_entries WHERE entry_id = $1', [entryId]);
      if (!row) throw ApiError.notFound('名录机构不存在');
      const members: { member_id: string; name: string; citizen_id: string; phone: string; position: string }[] = await manager.query(
        'SELECT * FROM roster_members WHERE entry_id = $1 ORDER BY name, member_id',
        [entryId],
      );
      return { ...toSummary(row), members: members.map((m) => ({ memberId: m.member_id, name: m.name, citizenId: m.citizen_id, phone: m.phone, position: m.position })) };
    });
  }

  /** The active entry holding a type's credit code, if any. */
  async holderOf(tenantId: string, orgType: number, creditCode: string): Promise<string | undefined> {
    const rows: { entry_id: string }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`SELECT entry_id FROM roster_entries WHERE org_type = $1 AND credit_code = $2 AND status = 'active'`, [orgType, creditCode]),
    );
    return rows[0]?.entry_id;
  }
}
