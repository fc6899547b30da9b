import { organisationDecider, type OrganisationCommand, type OrganisationEvent, type OrganisationState } from '@bk/domain';
import type { AggregateKind } from '../aggregates/aggregate-store';

/**
 * The structure's read model is rewritten whole from the folded state on every change: a tree of
 * tens or a few hundred nodes is cheaper to write again than to patch node by node, and the
 * rewrite can never drift from the stream.
 */
export const organisationStructure: AggregateKind<OrganisationCommand, OrganisationEvent, OrganisationState> = {
  streamType: 'org-structure',
  decider: organisationDecider,
  changedMeanwhile: '组织架构刚被他人修改，请刷新后重试',
  notFound: '组织架构不存在',
  project: async (manager, { tenantId, after }) => {
    await manager.query('DELETE FROM org_members WHERE tenant_id = $1', [tenantId]);
    await manager.query('DELETE FROM org_jobs WHERE tenant_id = $1', [tenantId]);
    await manager.query('DELETE FROM org_units WHERE tenant_id = $1', [tenantId]);
    const units = Object.values(after.units);
    if (units.length > 0) {
      await manager.query(
        `INSERT INTO org_units (dept_id, tenant_id, parent_id, name, unit_type, is_public, sort_order)
         SELECT u.id, $1, u.parent, u.name, u.type, u.public, u.ord
         FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::smallint[], $6::boolean[], $7::int[]) AS u(id, parent, name, type, public, ord)`,
        [tenantId, units.map((u) => u.deptId), units.map((u) => u.parentId), units.map((u) => u.name), units.map((u) => u.unitType), units.map((u) => u.isPublic), units.map((u) => u.order)],
      );
    }
    const jobs = Object.values(after.jobs);
    if (jobs.length > 0) {
      await manager.query(
        `INSERT INTO org_jobs (job_id, tenant_id, dept_id, name, sort_order)
         SELECT j.id, $1, j.dept, j.name, j.ord FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::int[]) AS j(id, dept, name, ord)`,
        [tenantId, jobs.map((j) => j.jobId), jobs.map((j) => j.deptId), jobs.map((j) => j.name), jobs.map((j) => j.order)],
      );
    }
    const members = Object.values(after.members);
    if (members.length > 0) {
      await manager.query(
        `INSERT INTO org_members (member_id, tenant_id, dept_id, job_id, name, mobile, is_public, sort_order)
         SELECT m.id, $1, m.dept, m.job, m.name, m.mobile, m.public, m.ord
         FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::boolean[], $8::int[]) AS m(id, dept, job, name, mobile, public, ord)`,
        [
          tenantId,
          members.map((m) => m.memberId),
          members.map((m) => m.deptId),
          members.map((m) => m.jobId),
          members.map((m) => m.name),
          members.map((m) => m.mobile),
          members.map((m) => m.isPublic),
          members.map((m) => m.order),
        ],
      );
    }
  },
};
