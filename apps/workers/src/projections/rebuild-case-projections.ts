import type { DataSource, EntityManager } from 'typeorm';
import { EVENT_COLUMNS, toStoredEvent, type DomainEventMessage } from '@bk/infrastructure';
import { caseProjectionFor, caseStreamTypes } from './case-kinds';
import { insertTimelineRows, timelineRowOf, upsertCaseRows, type CaseKindProjection, type CaseRow, type TimelineRow } from './case-read.projection';
import { recountTodoCounts } from './todo-counts.projection';

const PAGE_SIZE = 5000;
const WRITE_BATCH = 2000;

type Folded = { state: unknown; lastEvent: DomainEventMessage; projection: CaseKindProjection<unknown> };

/**
 * Rebuilds the case read models and to-do counts from the event store alone, in one transaction
 * under the system role: readers see the old models until it commits, and live consumers wait on
 * the table locks, then skip what the rebuild already applied. Two passes over the events keep
 * memory proportional to the number of cases, not events: the first folds every case's final
 * state and writes the case rows in batches, the second writes the timeline in batches.
 */
export const rebuildCaseProjections = async (system: DataSource): Promise<{ events: number; tenants: number }> =>
  system.transaction(async (manager) => {
    await manager.query('LOCK TABLE case_read, case_timeline, todo_counts IN EXCLUSIVE MODE');
    await manager.query('DELETE FROM case_timeline');
    await manager.query('DELETE FROM case_read');
    await manager.query('DELETE FROM todo_counts');

    const cases = new Map<string, Folded>();
    let events = 0;
    await forEachCaseEvent(manager, (projection, caseId, event) => {
      const state = cases.get(caseId)?.state ?? projection.initialState();
      cases.set(caseId, { state: projection.evolve(state, event), lastEvent: event, projection });
      events++;
    });
    const caseRows = [...cases].flatMap(([caseId, { state, lastEvent, projection }]) => projection.rowOf(caseId, lastEvent, state) ?? []);
    for (let i = 0; i < caseRows.length; i += WRITE_BATCH) await upsertCaseRows(manager, caseRows.slice(i, i + WRITE_BATCH));

    const replayed = new Map<string, unknown>();
    let timeline: TimelineRow[] = [];
    await forEachCaseEvent(manager, async (projection, caseId, event) => {
      const state = projection.evolve(replayed.get(caseId) ?? projection.initialState(), event);
      replayed.set(caseId, state);
      timeline.push(timelineRowOf(projection, caseId, event, state));
      if (timeline.length >= WRITE_BATCH) {
        await insertTimelineRows(manager, timeline);
        timeline = [];
      }
    });
    await insertTimelineRows(manager, timeline);

    const tenants = new Set(caseRows.map((row: CaseRow) => row.tenant_id));
    for (const tenantId of tenants) await recountTodoCounts(manager, tenantId);
    return { events, tenants: tenants.size };
  });

/**
 * Every case event in global position order, which keeps each stream's versions in order: a
 * stream's next version can only be inserted after the previous one committed.
 */
const forEachCaseEvent = async (
  manager: EntityManager,
  visit: (projection: CaseKindProjection<unknown>, caseId: string, event: DomainEventMessage) => void | Promise<void>,
): Promise<void> => {
  let after = '0';
  for (;;) {
    const rows = await manager.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 AND stream_type = ANY($2::text[])
       ORDER BY global_position LIMIT ${PAGE_SIZE}`,
      [after, caseStreamTypes],
    );
    if (rows.length === 0) return;
    for (const event of rows.map(toStoredEvent)) {
      const projection = caseProjectionFor(event.streamType)!;
      await visit(projection, projection.caseIdOf(event.streamId), event);
    }
    after = String(rows[rows.length - 1].global_position);
  }
};
