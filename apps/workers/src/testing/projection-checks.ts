import type { DataSource } from 'typeorm';
import { rebuildCaseProjections } from '../projections/rebuild-case-projections';

/** The live case projection has applied every stored case event (a case id is its stream id's trailing uuid). */
export const projectionsCaughtUp = async (system: DataSource): Promise<boolean> => {
  const rows: { behind: number }[] = await system.query(
    `SELECT count(*)::int AS behind FROM (
       SELECT stream_id, max(version) AS version FROM events
       WHERE stream_type IN ('court-reform', 'restructuring-task') GROUP BY stream_id) e
     LEFT JOIN case_read c ON c.case_id::text = right(e.stream_id, 36)
     WHERE c.version IS DISTINCT FROM e.version`,
  );
  return rows[0]?.behind === 0;
};

const readModels = async (system: DataSource) => ({
  cases: await system.query('SELECT * FROM case_read ORDER BY case_id'),
  timeline: await system.query('SELECT * FROM case_timeline ORDER BY case_id, version'),
  // Everything but updated_at, which records when the counts were written, not what they are.
  counts: await system.query(
    `SELECT tenant_id, assignment_count, handling_count, issuance_count,
       task_assignment_count, task_acceptance_count, task_handling_count FROM todo_counts ORDER BY tenant_id`,
  ),
});

/**
 * Waits for the live projection to catch up, then rebuilds from the event store and returns both
 * snapshots: equal when the live path lost, duplicated or reordered nothing.
 */
export const liveAndRebuiltReadModels = async (system: DataSource, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await projectionsCaughtUp(system))) {
    if (Date.now() > deadline) throw new Error('the live projection did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const live = await readModels(system);
  const rebuild = await rebuildCaseProjections(system);
  return { live, rebuilt: await readModels(system), rebuild };
};
