import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { DeptJob, DeptTreeNode, DeptUser, Page } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

type UnitRow = { dept_id: string; parent_id: string | null; name: string; unit_type: 1 | 2; is_public: boolean; sort_order: number };
type MemberRow = { member_id: string; dept_id: string; dept_name: string; job_id: string | null; job_name: string | null; name: string; mobile: string; is_public: boolean; sort_order: number };

const toUser = (row: MemberRow): DeptUser => ({
  memberId: row.member_id,
  deptId: row.dept_id,
  deptName: row.dept_name,
  jobId: row.job_id,
  jobName: row.job_name,
  userName: row.name,
  mobileNo: row.mobile,
  isPublic: row.is_public,
  sort: row.sort_order,
});

const MEMBERS_SQL = `SELECT m.member_id, m.dept_id, u.name AS dept_name, m.job_id, j.name AS job_name, m.name, m.mobile, m.is_public, m.sort_order
  FROM org_members m JOIN org_units u ON u.dept_id = m.dept_id LEFT JOIN org_jobs j ON j.job_id = m.job_id`;

/** Builds the tree from rows; members hang under their department as node type 3. */
const buildTree = (units: UnitRow[], members: MemberRow[], withMembers: boolean): DeptTreeNode[] => {
  const nodes = new Map<string, DeptTreeNode>(
    units.map((unit) => [unit.dept_id, { id: unit.dept_id, pid: unit.parent_id, name: unit.name, nodeType: unit.unit_type, isPublic: unit.is_public, sort: unit.sort_order, children: [] }]),
  );
  const roots: DeptTreeNode[] = [];
  for (const node of [...nodes.values()].sort((a, b) => a.sort - b.sort)) {
    const parent = node.pid ? nodes.get(node.pid) : undefined;
    // A node under a hidden parent is hidden with it (the public tree), not lifted to the top.
    if (node.pid && !parent) continue;
    (parent ? parent.children : roots).push(node);
  }
  if (withMembers) {
    for (const member of [...members].sort((a, b) => a.sort_order - b.sort_order)) {
      nodes.get(member.dept_id)?.children.push({ id: member.member_id, pid: member.dept_id, name: member.name, nodeType: 3, isPublic: member.is_public, sort: member.sort_order, jobName: member.job_name, children: [] });
    }
  }
  return roots;
};

/** The read side of the organisation structure, staff and public. */
@Injectable()
export class OrganisationQueries {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The whole tree with members (staff), or only what is marked public (the portal). */
  tree(tenantId: string, publicOnly: boolean): Promise<DeptTreeNode[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const units: UnitRow[] = await manager.query(`SELECT * FROM org_units ${publicOnly ? 'WHERE is_public' : ''}`);
      const members: MemberRow[] = await manager.query(`${MEMBERS_SQL} ${publicOnly ? 'WHERE m.is_public AND u.is_public' : ''}`);
      return buildTree(units, members, true);
    });
  }

  children(tenantId: string, parentId: string | null): Promise<DeptTreeNode[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const units: UnitRow[] = await manager.query('SELECT * FROM org_units WHERE parent_id IS NOT DISTINCT FROM $1 ORDER BY sort_order', [parentId]);
      return units.map((unit) => ({ id: unit.dept_id, pid: unit.parent_id, name: unit.name, nodeType: unit.unit_type, isPublic: unit.is_public, sort: unit.sort_order, children: [] }));
    });
  }

  /** How many departments lie below one (all levels), or in the whole association. */
  subDepartmentCount(tenantId: string, parentId: string | null): Promise<number> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const [row]: { n: number }[] = await manager.query(
        `WITH RECURSIVE below AS (
           SELECT dept_id FROM org_units WHERE parent_id IS NOT DISTINCT FROM $1
           UNION ALL SELECT u.dept_id FROM org_units u JOIN below b ON u.parent_id = b.dept_id)
         SELECT count(*)::int AS n FROM below`,
        [parentId],
      );
      return row?.n ?? 0;
    });
  }

  jobs(tenantId: string, deptId: string): Promise<DeptJob[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { job_id: string; dept_id: string; name: string; sort_order: number; members: number }[] = await manager.query(
        `SELECT j.*, (SELECT count(*)::int FROM org_members m WHERE m.job_id = j.job_id) AS members FROM org_jobs j WHERE j.dept_id = $1 ORDER BY j.sort_order`,
        [deptId],
      );
      return rows.map((row) => ({ jobId: row.job_id, deptId: row.dept_id, jobName: row.name, sort: row.sort_order, members: row.members }));
    });
  }

  users(tenantId: string, request: { pageNum: number; pageSize: number; keyword?: string; deptId?: string }): Promise<Page<DeptUser>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const keyword = request.keyword ? `%${request.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows: (MemberRow & { total: string })[] = await manager.query(
        `${MEMBERS_SQL.replace('SELECT m.member_id', 'SELECT count(*) OVER () AS total, m.member_id')}
         WHERE ($1::uuid IS NULL OR m.dept_id = $1) AND ($2::text IS NULL OR m.name ILIKE $2 OR m.mobile ILIKE $2)
         ORDER BY u.sort_order, m.sort_order LIMIT $3 OFFSET $4`,
        [request.deptId ?? null, keyword, request.pageSize, (request.pageNum - 1) * request.pageSize],
      );
      return { list: rows.map(toUser), total: Number(rows[0]?.total ?? 0), pageNum: request.pageNum, pageSize: request.pageSize };
    });
  }

  usersByJob(tenantId: string, jobId: string): Promise<DeptUser[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: MemberRow[] = await manager.query(`${MEMBERS_SQL} WHERE m.job_id = $1 ORDER BY m.sort_order`, [jobId]);
      return rows.map(toUser);
    });
  }
}
