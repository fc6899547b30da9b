import type { EntityManager } from 'typeorm';
import { courtReformStateCode } from '@bk/domain';

export const TODO_COUNTS_CHANNEL = 'todo_counts';

/**
 * To-do counts per association, recomputed from the case read model in the same transaction
 * that changed it, so they can never drift from the queues. Committing publishes them on
 * NOTIFY, which the API fans out to connected consoles.
 */
export const refreshTodoCounts = async (manager: EntityManager, tenantId: string): Promise<void> => {
  await manager.query(
    `WITH counted AS (
       SELECT count(*) FILTER (WHERE state_code = $2)::int AS assignment_count,
              count(*) FILTER (WHERE state_code = ANY($3::smallint[]))::int AS handling_count,
              count(*) FILTER (WHERE state_code = $4)::int AS issuance_count
       FROM case_read WHERE tenant_id = $1 AND kind = 'court-reform'),
     saved AS (
       INSERT INTO todo_counts (tenant_id, assignment_count, handling_count, issuance_count, updated_at)
       SELECT $1, assignment_count, handling_count, issuance_count, now() FROM counted
       ON CONFLICT (tenant_id) DO UPDATE SET assignment_count = excluded.assignment_count,
         handling_count = excluded.handling_count, issuance_count = excluded.issuance_count, updated_at = now()
       RETURNING *)
     SELECT pg_notify($5, json_build_object('tenantId', tenant_id, 'assignmentCount', assignment_count,
       'handlingCount', handling_count, 'issuanceCount', issuance_count)::text) FROM saved`,
    [
      tenantId,
      courtReformStateCode.apply,
      [courtReformStateCode.unsigned, courtReformStateCode.processing],
      courtReformStateCode.register,
      TODO_COUNTS_CHANNEL,
    ],
  );
};
