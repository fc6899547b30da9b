import type { DataSource, EntityManager } from 'typeorm';
import { EventStore } from '@bk/infrastructure';
import { appModules, BENCH_CHANNEL } from '../fixtures';
import { forEachLimited, latencyRow, now, type Row } from '../stats';
import { loadAssociations, SeededCase } from './case-history';

export const SECTION_REBUILD = '3. full projection rebuild';
export const INSERT_BASELINE = 'bare INSERT (1 row, one transaction)';

export type RebuildLoads = { cases: number; appendConcurrency: number; insertWindowMs: number; todoRefreshSamples: number };

/**
 * Figure 3. Seeds `cases` court-reform cases × 5 commands (submit, assign, sign, note, register)
 * through EventStore.append with bounded concurrency, into every demo association except the one
 * the HTTP figures use; then times rebuildCaseProjections (apps/workers) over the whole store.
 * Baseline: single-row INSERTs into a scratch table, one transaction, one connection of the same
 * role, for a fixed time window. Also the per-event to-do count refresh of the live projection at
 * the association sizes this leaves (small: the HTTP figures' association; large: a seeded one).
 */
export const benchRebuild = async (
  db: { owner: DataSource; system: DataSource; seedApp: DataSource; app: DataSource },
  loads: RebuildLoads,
  log: (line: string) => void,
): Promise<Row[]> => {
  const rows: Row[] = [];
  rows.push(await insertBaseline(db.owner, db.system, loads.insertWindowMs, log));

  const associations = (await loadAssociations(db.system)).filter((association) => association.channel !== BENCH_CHANNEL);
  const store = new EventStore(db.seedApp);
  const appendLatencies: number[] = [];
  const timed = async (work: () => Promise<void>): Promise<void> => {
    const t0 = now();
    await work();
    appendLatencies.push(now() - t0);
  };
  const tag = Date.now().toString(36).toUpperCase();
  const indexes = Array.from({ length: loads.cases }, (_, i) => i);
  log(`seeding ${loads.cases} cases × 5 events into ${associations.length} associations (${loads.appendConcurrency} cases in flight)`);
  const seedStarted = now();
  let done = 0;
  await forEachLimited(indexes, loads.appendConcurrency, async (i) => {
    const seeded = new SeededCase(store, associations[i % associations.length]!, Date.UTC(2025, 0, 1) + i * 60_000);
    await timed(() => seeded.submit(10_000_000 + i, `BENCH${tag}${String(i).padStart(6, '0')}`));
    await timed(() => seeded.assign());
    await timed(() => seeded.sign());
    await timed(() => seeded.note(1));
    await timed(() => seeded.register(`DJ${tag}${i}`));
    if (++done % 5000 === 0) log(`  ${done} cases seeded`);
  });
  const seedMs = now() - seedStarted;
  rows.push(
    latencyRow(SECTION_REBUILD, `seed: EventStore.append (1 command, ${loads.appendConcurrency} in flight)`, appendLatencies, {
      rate: (appendLatencies.length / seedMs) * 1000,
      rateUnit: 'ev/s',
      baseline: INSERT_BASELINE,
      ratioKind: 'latency',
      note: 'one append = one transaction: stream head, hash chain, INSERT, commit (+ the outbox NOTIFY trigger)',
    }),
  );

  log('VACUUM (ANALYZE) events and read models before the timed rebuild');
  await db.owner.query('VACUUM (ANALYZE) events, case_read, case_timeline, todo_counts');
  const stored: { events: number }[] = await db.system.query(`SELECT count(*)::int AS events FROM events WHERE stream_type = 'court-reform'`);
  log(`rebuilding case projections over ${stored[0]?.events} court-reform events (one transaction)`);
  const { rebuildCaseProjections } = appModules.rebuild();
  const t0 = now();
  const result = await rebuildCaseProjections(db.system);
  const rebuildMs = now() - t0;
  rows.push({
    section: SECTION_REBUILD,
    name: 'rebuildCaseProjections',
    n: 1,
    p50: rebuildMs,
    p95: rebuildMs,
    p99: rebuildMs,
    rate: (result.events / rebuildMs) * 1000,
    rateUnit: 'ev/s',
    baseline: INSERT_BASELINE,
    ratioKind: 'rate',
    note: `${result.events} events, ${result.tenants} associations, ${(rebuildMs / 1000).toFixed(1)} s; latency columns = the whole rebuild`,
  });

  // The rebuild rewrote every read-model row: vacuum them so the refresh meets a steady table.
  await db.owner.query('VACUUM (ANALYZE) case_read, case_timeline, todo_counts');
  rows.push(...(await todoRefresh(db.app, db.system, loads.todoRefreshSamples, log)));
  return rows;
};

/** Single-row INSERTs in one transaction for a fixed window, on a scratch table dropped afterwards. */
const insertBaseline = async (owner: DataSource, system: DataSource, windowMs: number, log: (line: string) => void): Promise<Row> => {
  const systemRole = (system.options as { username?: string }).username ?? 'bk_system';
  await owner.query('DROP TABLE IF EXISTS bench_insert_baseline');
  await owner.query('CREATE TABLE bench_insert_baseline (id bigserial PRIMARY KEY, n integer NOT NULL, at timestamptz NOT NULL, payload text NOT NULL)');
  await owner.query(`GRANT INSERT, SELECT ON bench_insert_baseline TO ${systemRole}`);
  await owner.query(`GRANT USAGE ON SEQUENCE bench_insert_baseline_id_seq TO ${systemRole}`);
  log(`baseline: single-row INSERTs for ${windowMs / 1000} s`);
  const payload = 'x'.repeat(200);
  const latencies: number[] = [];
  let wallMs = 0;
  try {
    await system.transaction(async (manager) => {
      const started = now();
      for (let n = 0; now() - started < windowMs; n++) {
        const t0 = now();
        await manager.query('INSERT INTO bench_insert_baseline (n, at, payload) VALUES ($1, now(), $2)', [n, payload]);
        latencies.push(now() - t0);
      }
      wallMs = now() - started;
    });
  } finally {
    await owner.query('DROP TABLE IF EXISTS bench_insert_baseline');
  }
  return latencyRow(SECTION_REBUILD, INSERT_BASELINE, latencies, {
    rate: (latencies.length / wallMs) * 1000,
    rateUnit: 'rows/s',
    note: `${latencies.length} rows in ${(wallMs / 1000).toFixed(1)} s, role ${systemRole}, one connection, committed once`,
  });
};

/**
 * The live projection adjusts an association's to-do counts after every event that moves a case
 * between queues (a delta); a rebuild recounts them from case_read. Both timed as the projection
 * runs them (app role, tenant transaction), rolled back so nothing changes, in the smallest and
 * the largest association: the delta should not grow with the association, the recount does.
 */
const todoRefresh = async (app: DataSource, system: DataSource, samples: number, log: (line: string) => void): Promise<Row[]> => {
  const { applyTodoCountDelta, recountTodoCounts } = appModules.todoCounts();
  const ways = [
    { label: 'delta (live path)', run: (manager: EntityManager, tenantId: string) => applyTodoCountDelta(manager, tenantId, { assignment: -1, handling: 1, issuance: 0, taskAssignment: 0, taskAcceptance: 0, taskHandling: 0 }) },
    { label: 'recount (rebuild path)', run: recountTodoCounts },
  ] as const;
  const sizes: { tenant_id: string; cases: number }[] = await system.query(
    `SELECT t.tenant_id, count(c.case_id)::int AS cases FROM tenants t LEFT JOIN case_read c USING (tenant_id)
     GROUP BY t.tenant_id ORDER BY cases`,
  );
  const picks = [
    { label: 'smallest', size: sizes[0]! },
    { label: 'largest', size: sizes[sizes.length - 1]! },
  ] as const;
  const latencies = ways.map(() => picks.map((): number[] => []));
  const runner = app.createQueryRunner();
  await runner.connect();
  log(`to-do count refresh × ${samples} in the smallest (${picks[0].size.cases} cases) and the largest (${picks[1].size.cases} cases) association, alternating`);
  try {
    for (let i = 0; i < samples; i++) {
      for (const [way, { run }] of ways.entries()) {
        for (const [index, { size }] of picks.entries()) {
          await runner.startTransaction();
          await runner.query(`SELECT set_config('app.tenant_id', $1, true)`, [size.tenant_id]);
          const t0 = now();
          await run(runner.manager, size.tenant_id);
          latencies[way]![index]!.push(now() - t0);
          await runner.rollbackTransaction();
        }
      }
    }
  } finally {
    await runner.release();
  }
  const rows = ways.flatMap((way, wayIndex) =>
    picks.map(({ label, size }, index) =>
      latencyRow(SECTION_REBUILD, `to-do counts ${way.label}, ${label} association`, latencies[wayIndex]![index]!, {
        baseline: INSERT_BASELINE,
        ratioKind: 'latency',
        note: `${size.cases} cases in case_read`,
      }),
    ),
  );
  return rows;
};
