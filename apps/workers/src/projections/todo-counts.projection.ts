import type { EntityManager } from 'typeorm';
import type { AssociationTodoCounts } from '@bk/contracts';
import { caseTodoCounters, type CaseKindName } from '@bk/domain';

export const TODO_COUNTS_CHANNEL = 'todo_counts';

/**
 * The to-do queues an association counts, as each kind of case declares them (libs/domain
 * case-kinds: court-reform allocation, handling and issuing; restructuring-task allocation,
 * acceptance and handling; distress-consultation allocation and handling), each with the
 * todo_counts column that holds it and the JSON name the console receives.
 */
const queues = Object.fromEntries(
  caseTodoCounters.map((counter) => [counter.field, { column: counter.column, field: counter.field, kind: counter.kind, codes: counter.stateCodes }]),
) as Record<keyof AssociationTodoCounts, { column: string; field: string; kind: CaseKindName; codes: readonly number[] }>;

export type TodoQueue = keyof typeof queues;
const queueNames = Object.keys(queues) as TodoQueue[];

export type TodoCountDelta = Record<TodoQueue, number>;

const queueOf = (kind: CaseKindName, stateCode: number): TodoQueue | undefined =>
  queueNames.find((name) => queues[name].kind === kind && queues[name].codes.includes(stateCode));

const zeroDelta = (): TodoCountDelta => Object.fromEntries(queueNames.map((name) => [name, 0])) as TodoCountDelta;

/** How a case of `kind` moving from one state code to another changes its association's to-do counts. */
export const todoCountDelta = (kind: CaseKindName, before: number, after: number): TodoCountDelta => {
  const delta = zeroDelta();
  const from = queueOf(kind, before);
  const to = queueOf(kind, after);
  if (from === to) return delta;
  if (from) delta[from] -= 1;
  if (to) delta[to] += 1;
  return delta;
};

const isZero = (delta: TodoCountDelta): boolean => queueNames.every((name) => delta[name] === 0);

const columns = queueNames.map((name) => queues[name].column);

const NOTIFY_SAVED = `SELECT pg_notify($1, json_build_object('tenantId', tenant_id, ${queueNames
  .map((name) => `'${queues[name].field}', ${queues[name].column}`)
  .join(', ')})::text) FROM saved`;

/**
 * Adjusts the association's counts in the same transaction that moved the case, so they cannot
 * drift from the queues, at a cost that does not grow with the association's history.
 * Committing publishes them on NOTIFY, which the API fans out to connected consoles.
 */
export const applyTodoCountDelta = async (manager: EntityManager, tenantId: string, delta: TodoCountDelta): Promise<void> => {
  if (isZero(delta)) return;
  const values = queueNames.map((name) => delta[name]);
  await manager.query(
    `WITH saved AS (
       INSERT INTO todo_counts (tenant_id, ${columns.join(', ')}, updated_at)
       VALUES ($2, ${columns.map((_, i) => `GREATEST($${i + 3}::int, 0)`).join(', ')}, now())
       ON CONFLICT (tenant_id) DO UPDATE SET ${columns.map((column, i) => `${column} = todo_counts.${column} + $${i + 3}`).join(', ')},
         updated_at = now()
       RETURNING *)
     ${NOTIFY_SAVED}`,
    [TODO_COUNTS_CHANNEL, tenantId, ...values],
  );
};

/** Recounts an association from the case read model: what a rebuild does, and what the deltas must equal. */
export const recountTodoCounts = async (manager: EntityManager, tenantId: string): Promise<void> => {
  const counted = queueNames.map(
    (name, i) => `count(*) FILTER (WHERE kind = '${queues[name].kind}' AND state_code = ANY($${i + 3}::smallint[]))::int AS ${queues[name].column}`,
  );
  await manager.query(
    `WITH counted AS (SELECT ${counted.join(', ')} FROM case_read WHERE tenant_id = $2),
     saved AS (
       INSERT INTO todo_counts (tenant_id, ${columns.join(', ')}, updated_at)
       SELECT $2, ${columns.join(', ')}, now() FROM counted
       ON CONFLICT (tenant_id) DO UPDATE SET ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}, updated_at = now()
       RETURNING *)
     ${NOTIFY_SAVED}`,
    [TODO_COUNTS_CHANNEL, tenantId, ...queueNames.map((name) => queues[name].codes)],
  );
};
