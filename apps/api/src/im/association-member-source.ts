import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ImMember, ImTreeNode, Page } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import type { ImDirectoryScope, ImMemberSource } from './im-member-source';

type MemberRow = { member_id: string; name: string; mobile: string; dept_id: string; dept_name: string; job_name: string | null; uid: string | null; total?: string };
type UnitRow = { dept_id: string; parent_id: string | null; name: string; unit_type: number; has_children: boolean };

/**
 * A member is reachable through the staff account with the same mobile number in the same
 * association (the member tree and the accounts are kept apart on purpose: not every member
 * signs in, and an account need not sit in the tree).
 */
const MEMBERS_SQL = `SELECT m.member_id, m.name, m.mobile, m.dept_id, u.name AS dept_name, j.name AS job_name, s.uid
  FROM org_members m
  JOIN org_units u ON u.dept_id = m.dept_id
  LEFT JOIN org_jobs j ON j.job_id = m.job_id
  LEFT JOIN LATERAL (
    SELECT uid FROM staff_users WHERE m.mobile <> '' AND mobile = m.mobile AND disabled_at IS NULL ORDER BY created_at LIMIT 1
  ) s ON true`;

const UNITS_SQL = `SELECT u.dept_id, u.parent_id, u.name, u.unit_type,
    EXISTS (SELECT 1 FROM org_units c WHERE c.parent_id = u.dept_id) OR EXISTS (SELECT 1 FROM org_members m WHERE m.dept_id = u.dept_id) AS has_children
  FROM org_units u`;

const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toMember = (row: MemberRow, scope: ImDirectoryScope): ImMember => ({
  id: row.member_id,
  name: row.name,
  mobile: row.mobile,
  deptId: row.dept_id,
  deptName: row.dept_name,
  jobName: row.job_name,
  uid: row.uid,
  associationId: scope.channel,
});

const unitNode = (row: UnitRow): ImTreeNode => ({
  id: row.dept_id,
  pid: row.parent_id,
  name: row.name,
  nodeType: row.unit_type === 1 ? 1 : 2,
  hasChildren: row.has_children,
});

/** The association's organisation tree (org_units, org_members), as the back office keeps it. */
@Injectable()
export class AssociationMemberSource implements ImMemberSource {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  private read<T>(scope: ImDirectoryScope, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return inTenantTransaction(this.dataSource, scope.tenantId, work);
  }

  rootTree(scope: ImDirectoryScope): Promise<ImTreeNode[]> {
    return this.read(scope, async (manager) => {
      const rows: UnitRow[] = await manager.query(`${UNITS_SQL} WHERE u.parent_id IS NULL ORDER BY u.sort_order`);
      return rows.map(unitNode);
    });
  }

  childrenTree(scope: ImDirectoryScope, parentId: string): Promise<ImTreeNode[]> {
    return this.read(scope, async (manager) => {
      const units: UnitRow[] = await manager.query(`${UNITS_SQL} WHERE u.parent_id = $1 ORDER BY u.sort_order`, [parentId]);
      const members: MemberRow[] = await manager.query(`${MEMBERS_SQL} WHERE m.dept_id = $1 ORDER BY m.sort_order`, [parentId]);
      return [
        ...units.map(unitNode),
        ...members.map((row) => ({ id: row.member_id, pid: row.dept_id, name: row.name, nodeType: 3 as const, hasChildren: false, member: toMember(row, scope) })),
      ];
    });
  }

  search(scope: ImDirectoryScope, keyword: string, limit: number): Promise<ImMember[]> {
    return this.read(scope, async (manager) => {
      const rows: MemberRow[] = await manager.query(`${MEMBERS_SQL} WHERE m.name ILIKE $1 OR m.mobile ILIKE $1 ORDER BY u.sort_order, m.sort_order LIMIT $2`, [
        likePattern(keyword),
        limit,
      ]);
      return rows.map((row) => toMember(row, scope));
    });
  }

  page(scope: ImDirectoryScope, request: { pageNum: number; pageSize: number; keyword?: string; deptId?: string }): Promise<Page<ImMember>> {
    return this.read(scope, async (manager) => {
      const rows: MemberRow[] = await manager.query(
        `${MEMBERS_SQL.replace('SELECT m.member_id', 'SELECT count(*) OVER () AS total, m.member_id')}
         WHERE ($1::uuid IS NULL OR m.dept_id = $1) AND ($2::text IS NULL OR m.name ILIKE $2 OR m.mobile ILIKE $2)
         ORDER BY u.sort_order, m.sort_order LIMIT $3 OFFSET $4`,
        [request.deptId ?? null, request.keyword ? likePattern(request.keyword) : null, request.pageSize, (request.pageNum - 1) * request.pageSize],
      );
      return { list: rows.map((row) => toMember(row, scope)), total: Number(rows[0]?.total ?? 0), pageNum: request.pageNum, pageSize: request.pageSize };
    });
  }

  byId(scope: ImDirectoryScope, memberId: string): Promise<ImMember | undefined> {
    return this.read(scope, async (manager) => {
      const rows: MemberRow[] = await manager.query(`${MEMBERS_SQL} WHERE m.member_id = $1`, [memberId]);
      return rows[0] ? toMember(rows[0], scope) : undefined;
    });
  }
}
