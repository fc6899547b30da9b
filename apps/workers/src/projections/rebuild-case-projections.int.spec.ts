import type { DataSource } from 'typeorm';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { rebuildCaseProjections } from './rebuild-case-projections';

/**
 * A rebuilt projection equals the live one. Runs against whatever the test tier's other suites
 * and the running workers have written; it waits for the live consumers to catch up first.
 */
const config = loadPlatformConfig();
let system: DataSource;

const snapshot = async () => ({
  cases: await system.query('SELECT * FROM case_read ORDER BY case_id'),
  timeline: await system.query('SELECT * FROM case_timeline ORDER BY case_id, version'),
  counts: await system.query(
    'SELECT tenant_id, assignment_count, handling_count, issuance_count FROM todo_counts ORDER BY tenant_id',
  ),
});

/** The live projection has applied every stored event of its streams. */
const caughtUp = async (): Promise<boolean> => {
  const rows: { behind: number }[] = await system.query(
    `SELECT count(*)::int AS behind FROM (
       SELECT stream_id, max(version) AS version FROM events WHERE stream_type = 'court-reform' GROUP BY stream_id) e
     LEFT JOIN case_read c ON c.case_id::text = substring(e.stream_id from 14)
     WHERE c.version IS DISTINCT FROM e.version`,
  );
  return rows[0]?.behind === 0;
};

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
});

afterAll(() => system.destroy());

it('rebuilds case read models and to-do counts equal to the live ones', async () => {
  const deadline = Date.now() + 60_000;
  while (!(await caughtUp()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  const live = await snapshot();
  expect(live.cases.length).toBeGreaterThan(0);

  const result = await rebuildCaseProjections(system);

  expect(result.events).toBeGreaterThanOrEqual(live.timeline.length);
  expect(await snapshot()).toEqual(live);
});
