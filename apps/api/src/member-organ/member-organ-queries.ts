import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ConsultantInfo, LawFirmCensus, OfficeNode, OrganDetail, OrganMember, OrganSummary, Page } from '@bk/contracts';
import { memberOrganKinds, type MemberOrganKind } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

type OrganRow = {
  organ_id: string;
  kind: MemberOrganKind;
  name: string;
  unified_no: string;
  contact_person: string;
  contact_phone: string;
  address: string;
  intro: string;
  office_count: number;
  user_count: number;
  consultant_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
};

const toSummary = (row: OrganRow): OrganSummary => ({
  orgId: row.organ_id,
  kind: row.kind,
  name: row.name,
  unifiedNo: row.unified_no,
  contactPerson: row.contact_person,
  contactPhone: row.contact_phone,
  address: row.address,
  intro: row.intro,
  officeCount: row.office_count,
  userCount: row.user_count,
  consultantCount: row.consultant_count,
  version: row.version,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

type MemberRow = { user_id: string; organ_id: string; organ_name: string; office_id: string; office_name: string; user_name: string; mobile_no: string; position: string };
const toMember = (row: MemberRow): OrganMember => ({
  userId: row.user_id,
  orgId: row.organ_id,
  orgName: row.organ_name,
  officeId: row.office_id,
  officeName: row.office_name,
  userName: row.user_name,
  mobileNo: row.mobile_no,
  position: row.position,
  nodeType: 3,
});

type ConsultantRow = { consultant_id: string; organ_id: string; organ_name: string; name: string; mobile_no: string; speciality: string; title: string; intro: string; updated_at: Date };
const toConsultant = (row: ConsultantRow): ConsultantInfo => ({
  consultantId: row.consultant_id,
  orgId: row.organ_id,
  orgName: row.organ_name,
  name: row.name,
  mobileNo: row.mobile_no,
  speciality: row.speciality,
  title: row.title,
  intro: row.intro,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const offset = (request: { pageNum: number; pageSize: number }): number => (request.pageNum - 1) * request.pageSize;
const page = <Row, T>(rows: (Row & { total: string })[], map: (row: Row) => T, request: { pageNum: number; pageSize: number }): Page<T> => ({
  list: rows.map(map),
  total: Number(rows[0]?.total ?? 0),
  pageNum: request.pageNum,
  pageSize: request.pageSize,
});

const MEMBER_SELECT = `SELECT count(*) OVER () AS total, u.user_id, u.organ_id, o.name AS organ_name, u.office_id, f.name AS office_name, u.user_name, u.mobile_no, u.position
  FROM member_organ_users u JOIN member_organs o ON o.organ_id = u.organ_id JOIN member_organ_offices f ON f.office_id = u.office_id`;

/**
 * The read side of member organisations, always inside the caller's association (row-level
 * security) and one kind: another association's organisation, or one of the other kind, reads as
 * missing.
 */
@Injectable()
export class MemberOrganQueries {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Newest first; the keyword matches name, credit code or contact person. */
  page(tenantId: string, kind: MemberOrganKind, request: { pageNum: number; pageSize: number; keyword?: string }): Promise<Page<OrganSummary>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: (OrganRow & { total: string })[] = await manager.query(
        `SELECT count(*) OVER () AS total, * FROM member_organs
         WHERE kind = $1 AND ($2::text IS NULL OR name ILIKE $2 OR unified_no ILIKE $2 OR contact_person ILIKE $2)
         ORDER BY created_at DESC, organ_id LIMIT $3 OFFSET $4`,
        [kind, request.keyword ? likePattern(request.keyword) : null, request.pageSize, offset(request)],
      );
      return page(rows, toSummary, request);
    });
  }

  detail(tenantId: string, kind: MemberOrganKind, orgId: string): Promise<OrganDetail> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const [row]: OrganRow[] = await manager.query('SELECT * FROM member_organs WHERE organ_id = $1 AND kind = $2', [orgId, kind]);
      if (!row) throw ApiError.notFound(`${memberOrganKinds[kind].noun.zh}不存在`);
      return toSummary(row);
    });
  }

  /** The organisation of this kind holding a name, a credit code or an id, if any. */
  async holderOf(tenantId: string, kind: MemberOrganKind, field: 'name' | 'unified_no' | 'organ_id', value: string): Promise<string | undefined> {
    const rows: { organ_id: string }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`SELECT organ_id FROM member_organs WHERE kind = $1 AND ${field} = $2`, [kind, value]),
    );
    return rows[0]?.organ_id;
  }

  /** Offices under `parentId` (the first level when null), in their order, with what lies below each. */
  offices(tenantId: string, orgId: string, parentId: string | null): Promise<OfficeNode[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { office_id: string; parent_id: string | null; name: string; sort_order: number; child_count: string; user_count: string }[] = await manager.query(
        `SELECT f.office_id, f.parent_id, f.name, f.sort_order,
           (SELECT count(*) FROM member_organ_offices c WHERE c.parent_id = f.office_id) AS child_count,
           (SELECT count(*) FROM member_organ_users u WHERE u.office_id = f.office_id) AS user_count
         FROM member_organ_offices f WHERE f.organ_id = $1 AND f.parent_id IS NOT DISTINCT FROM $2 ORDER BY f.sort_order, f.office_id`,
        [orgId, parentId],
      );
      return rows.map((row) => ({
        officeId: row.office_id,
        parentId: row.parent_id,
        name: row.name,
        order: row.sort_order,
        nodeType: 2,
        childCount: Number(row.child_count),
        userCount: Number(row.user_count),
      }));
    });
  }

  /** Office users of the kind's organisations: one organisation, one office, a keyword on name, mobile or position. */
  members(tenantId: string, kind: MemberOrganKind, request: { pageNum: number; pageSize: number; keyword?: string; orgId?: string; officeId?: string }): Promise<Page<OrganMember>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: (MemberRow & { total: string })[] = await manager.query(
        `${MEMBER_SELECT}
         WHERE o.kind = $1 AND ($2::uuid IS NULL OR u.organ_id = $2) AND ($3::uuid IS NULL OR u.office_id = $3)
           AND ($4::text IS NULL OR u.user_name ILIKE $4 OR u.mobile_no ILIKE $4 OR u.position ILIKE $4)
         ORDER BY o.name, f.sort_order, u.user_name, u.user_id LIMIT $5 OFFSET $6`,
        [kind, request.orgId ?? null, request.officeId ?? null, request.keyword ? likePattern(request.keyword) : null, request.pageSize, offset(request)],
      );
      return page(rows, toMember, request);
    });
  }

  /** Exact lookups (queryMemberUserInfosByMobileNo / ByName): who already works where. */
  lookup(tenantId: string, kind: MemberOrganKind, by: { mobileNo: string } | { userName: string }, orgId?: string): Promise<OrganMember[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const [column, value] = 'mobileNo' in by ? ['u.mobile_no', by.mobileNo] : ['u.user_name', by.userName];
      const rows: MemberRow[] = await manager.query(`${MEMBER_SELECT} WHERE o.kind = $1 AND ${column} = $2 AND ($3::uuid IS NULL OR u.organ_id = $3) ORDER BY o.name, u.user_id LIMIT 100`, [
        kind,
        value,
        orgId ?? null,
      ]);
      return rows.map(toMember);
    });
  }

  consultants(tenantId: string, request: { pageNum: number; pageSize: number; keyword?: string; orgId?: string }): Promise<Page<ConsultantInfo>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: (ConsultantRow & { total: string })[] = await manager.query(
        `SELECT count(*) OVER () AS total, c.*, o.name AS organ_name FROM member_organ_consultants c JOIN member_organs o ON o.organ_id = c.organ_id
         WHERE ($1::uuid IS NULL OR c.organ_id = $1) AND ($2::text IS NULL OR c.name ILIKE $2 OR c.speciality ILIKE $2 OR c.mobile_no ILIKE $2)
         ORDER BY c.updated_at DESC, c.consultant_id LIMIT $3 OFFSET $4`,
        [request.orgId ?? null, request.keyword ? likePattern(request.keyword) : null, request.pageSize, offset(request)],
      );
      return page(rows, toConsultant, request);
    });
  }

  consultant(tenantId: string, consultantId: string): Promise<ConsultantInfo> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const [row]: ConsultantRow[] = await manager.query(
        'SELECT c.*, o.name AS organ_name FROM member_organ_consultants c JOIN member_organs o ON o.organ_id = c.organ_id WHERE c.consultant_id = $1',
        [consultantId],
      );
      if (!row) throw ApiError.notFound('顾问不存在');
      return toConsultant(row);
    });
  }

  /** lawfirm/census. */
  census(tenantId: string, kind: MemberOrganKind): Promise<LawFirmCensus> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const [row]: { firms: string; offices: string; users: string; added: string }[] = await manager.query(
        `SELECT count(*) AS firms, coalesce(sum(office_count), 0) AS offices, coalesce(sum(user_count), 0) AS users,
           count(*) FILTER (WHERE created_at >= date_trunc('month', now())) AS added
         FROM member_organs WHERE kind = $1`,
        [kind],
      );
      return { firms: Number(row!.firms), offices: Number(row!.offices), users: Number(row!.users), addedThisMonth: Number(row!.added) };
    });
  }
}
