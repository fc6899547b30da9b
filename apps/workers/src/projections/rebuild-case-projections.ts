import type { DataSource } from 'typeorm';
import { EVENT_COLUMNS, toStoredEvent } from '@bk/infrastructure';
import { handlesStream, projectCourtReformEvent } from './court-reform-case.projection';
import { recountTodoCounts } from './todo-counts.projection';

const PAGE_SIZE = 2000;

/**
 * Rebuilds the case read models and to-do counts from the event store alone, in one transaction
 * under the system role: readers see the old models until it commits, and live consumers wait on
 * the table locks, then skip what the rebuild already applied.
 */
export const rebuildCaseProjections = async (system: DataSource): Promise<{ events: number; tenants: number }> =>
  system.transaction(async (manager) => {
    await manager.query('LOCK TABLE case_read, case_timeline, todo_counts IN EXCLUSIVE MODE');
    await manager.query('DELETE FROM case_timeline');
    await manager.query('DELETE FROM case_read');
    await manager.query('DELETE FROM todo_counts');

    const tenants = new Set<string>();
    let events = 0;
    let after = '0';
    for (;;) {
      // Global position order keeps each stream's versions in order: a stream's next version can
      // only be inserted after the previous one committed.
      const rows = await manager.query(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT ${PAGE_SIZE}`,
        [after],
      );
      if (rows.length === 0) break;
      for (const event of rows.map(toStoredEvent)) {
        if (!handlesStream(event.streamType)) continue;
        await projectCourtReformEvent(manager, event);
        tenants.add(event.tenantId);
        events++;
      }
      after = String(rows[rows.length - 1].global_position);
    }
    for (const tenantId of tenants) await recountTodoCounts(manager, tenantId);
    return { events, tenants: tenants.size };
  });
