import type { EntityManager } from 'typeorm';
import { courtReformStateCode } from '@bk/domain';

export const TODO_COUNTS_CHANNEL = 'todo_counts';

/** Which to-do queue a court-reform state code counts in (spec §2: allocation, handling, issuing). */
const queueOf = (stateCode: number): 'assignment' | 'handling' | 'issuance' | undefined => {
  if (stateCode === courtReformStateCode.apply) return 'assignment';
  if (stateCode === courtReformStateCode.unsigned || stateCode === courtReformStateCode.processing) return 'handling';
  if (stateCode === courtReformStateCode.register) return 'issuance';
  return undefined;
};

export type TodoCountDelta = { assignment: number; handling: number; issuance: number };

/** How a case moving from one state code to another changes its association's to-do counts. */
export const todoCountDelta = (before: number, after: number): TodoCountDelta => {
  const delta = { assignment: 0, handling: 0, issuance: 0 };
  const from = queueOf(before);
  const to = queueOf(after);
  if (from === to) return delta;
  if (from) delta[from] -= 1;
  if (to) delta[to] += 1;
  return delta;
};

const isZero = (delta: TodoCountDelta): boolean => delta.assignment === 0 && delta.handling === 0 && delta.issuance === 0;

const NOTIFY_SAVED = `SELECT pg_notify($1, json_build_object('tenantId', tenant_id, 'assignmentCount', assignment_count,
  'handlingCount', handling_count, 'issuanceCount', issuance_count)::text) FROM saved`;

/**
 * Adjusts the association's counts in the same transaction that moved the case, so they cannot
 * drift from the queues, at a cost that does not grow with the association's history.
 * Committing publishes them on NOTIFY, which the API fans out to connected consoles.
 */
export const applyTodoCountDelta = async (manager: EntityManager, tenantId: string, delta: TodoCountDelta): Promise<void> => {
  if (isZero(delta)) return;
  await manager.query(
    `WITH saved AS (
       INSERT INTO todo_counts (tenant_id, assignment_count, handling_count, issuance_count, updated_at)
       VALUES ($2, GREATEST($3, 0), GREATEST($4, 0), GREATEST($5, 0), now())
       ON CONFLICT (tenant_id) DO UPDATE SET assignment_count = todo_counts.assignment_count + $3,
         handling_count = todo_counts.handling_count + $4, issuance_count = todo_counts.issuance_count + $5, updated_at = now()
       RETURNING *)
     ${NOTIFY_SAVED}`,
    [TODO_COUNTS_CHANNEL, tenantId, delta.assignment, delta.handling, delta.issuance],
  );
};

/** Recounts an association from the case read model: what a rebuild does, and what the deltas must equal. */
export const recountTodoCounts = async (manager: EntityManager, tenantId: string): Promise<void> => {
  await manager.query(
    `WITH counted AS (
       SELECT count(*) FILTER (WHERE state_code = $3)::int AS assignment_count,
              count(*) FILTER (WHERE state_code = ANY($4::smallint[]))::int AS handling_count,
              count(*) FILTER (WHERE state_code = $5)::int AS issuance_count
       FROM case_read WHERE tenant_id = $2 AND kind = 'court-reform'),
     saved AS (
       INSERT INTO todo_counts (tenant_id, assignment_count, handling_count, issuance_count, updated_at)
       SELECT $2, assignment_count, handling_count, issuance_count, now() FROM counted
       ON CONFLICT (tenant_id) DO UPDATE SET assignment_count = excluded.assignment_count,
         handling_count = excluded.handling_count, issuance_count = excluded.issuance_count, updated_at = now()
       RETURNING *)
     ${NOTIFY_SAVED}`,
    [
      TODO_COUNTS_CHANNEL,
      tenantId,
      courtReformStateCode.apply,
      [courtReformStateCode.unsigned, courtReformStateCode.processing],
      courtReformStateCode.register,
    ],
  );
};
