/**
 * `npm run bench`: how fast the core is, against the running stack, at fixed load. It prints
 * figures and asserts nothing. scripts/bench.sh starts what is needed and calls this file once per
 * phase:
 *
 *   node bench/dist/main.js live    --results FILE   API and workers running (figures 1, 2, 5–11)
 *   node bench/dist/main.js offline --results FILE   API and workers stopped (figures 3, 4)
 *   node bench/dist/main.js report  --results FILE   every table again, then one JSON line
 *
 * FIXED LOADS (the defaults below; bench/README.md explains each figure):
 *   1. HTTP commands: concurrency 1, 4, 8 and 16; 200 requests per endpoint per level (closed loop),
 *      after 20 warm-up calls of each. Endpoints: GET /cms/_version.json (baseline),
 *      GET /api/v1/user/getLoginUser, POST submitApply (public), POST assignTask (allocator).
 *      → 4 × 4 × 200 = 3,200 timed requests; 820 cases submitted and assigned in association szpca.
 *   2. Projection lag: 100 applications, one at a time; baseline 200 Kafka round trips.
 *   3. Rebuild: 20,000 cases × 5 events = 100,000 events appended with 8 cases in flight (one
 *      append per command), then one timed rebuild; baseline single-row INSERTs for 10 s;
 *      to-do count refresh 200 × in the smallest and the largest association.
 *   4. Long case: 5,000 events (submit, assign, sign, 4,997 notes); 50 replays to fixed-seed random
 *      versions; 10 hash-chain verifications.
 *   5. Temporal: concurrency 1, 4, 8 and 16; 200 bare updates, 200 updates with a no-op activity,
 *      200 with an EventStore.append activity and 200 with the same append as a local activity
 *      (the case workflows' shape) per level, after 20 warm-up calls of each.
 *   6. Uploads: 20 uploads of 10 MB through presign + PUT + verify, alternating with 20 direct
 *      PUTs of the same bytes to the store, one at a time, after 2 warm-ups of each.
 *   7. Roster import: 3 files of 2,000 rows (37 bad) imported from the start call to done, one at
 *      a time; baseline parsing and checking the same bytes without importing.
 *   8. Content reads: concurrency 1, 8 and 32; 200 requests per endpoint per level (closed loop),
 *      after 20 warm-up calls of each, over 50 published news items seeded first. Endpoints:
 *      public news list and detail against GET /api/noauth/v1/tenant, staff list and detail against
 *      GET /api/v1/user/getLoginUser (baselines, same level). → 6 × 3 × 200 = 3,600 requests.
 *   9. Portal home page load in Chromium (390 × 844): 10 cold + 10 warm loads locally and 10 cold
 *      loads on an emulated 1.6 Mbps / 150 ms link, each beside the same count of a static
 *      baseline page served by the same static route; LCP per load, JS transferred on the first.
 *      Then 5 cold first visits to the console (sign-in page, sign-in, signed-in dashboard): the
 *      sign-in page's LCP and the JS both pages transferred.
 *  10. Public list endpoints: concurrency 1, 8 and 32; 200 requests per endpoint per level (closed
 *      loop) after 20 warm-up calls, against GET /cms/_version.json (bare) in the same level.
 *  11. Communicate delivery: 1, 50 and 200 concurrent conversations (400 bench people, one matter
 *      per pair, each receiver's feed connection open); one warm-up message each, then 4 timed per
 *      conversation, at least 50 per level (closed loop per conversation) → 50, 200 and 800 messages; baseline 10 bare
 *      NOTIFY→LISTEN round trips per conversation at the same number in flight.
 *
 * BENCH_QUICK=1 divides every count by 10 (for working on the bench itself; not comparable);
 * BENCH_SECTIONS=9,10 runs only the figures named.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { DataSource } from 'typeorm';
import { createDataSource, loadPlatformConfig, type PlatformConfig } from '@bk/infrastructure';
import { benchCommands, SECTION_COMMANDS } from './live/commands';
import { benchContentReads, SECTION_CONTENT } from './live/content-reads';
import { benchPageLoad, SECTION_PAGE_LOAD } from './live/page-load';
import { benchPublicLists, SECTION_PUBLIC_LISTS } from './live/public-lists';
import { benchImDelivery, SECTION_IM } from './live/im-delivery';
import { benchProjectionLag, SECTION_LAG } from './live/projection-lag';
import { benchTemporalUpdates, SECTION_TEMPORAL } from './live/temporal-update';
import { benchRosterImport, SECTION_ROSTER_IMPORT } from './live/roster-import';
import { benchUploads, SECTION_UPLOADS } from './live/uploads';
import { benchRebuild, SECTION_REBUILD } from './offline/rebuild';
import { benchReplay, SECTION_REPLAY } from './offline/replay';
import { benchProcessRoots, cpuBetween, cpuSnapshot, cpuText, type CpuUsage } from './cpu';
import { repoRoot } from './fixtures';
import { compactRow, printTable, withRatios, type Row } from './stats';

const quick = process.env.BENCH_QUICK === '1';
const scaled = (count: number, floor = 1): number => (quick ? Math.max(floor, Math.round(count / 10)) : count);

export const LOADS = {
  commands: { levels: [1, 4, 8, 16], requestsPerLevel: scaled(200, 16), warmup: scaled(20) },
  lag: { samples: scaled(100, 5), kafkaRoundTrips: scaled(200, 5), sampleTimeoutMs: 30_000 },
  rebuild: { cases: scaled(20_000), appendConcurrency: 8, insertWindowMs: quick ? 2_000 : 10_000, todoRefreshSamples: scaled(200) },
  replay: { events: scaled(5_000, 10), foldSamples: scaled(50, 5), verifySamples: scaled(10, 2) },
  temporal: { levels: [1, 4, 8, 16], updatesPerLevel: scaled(200, 16), warmup: scaled(20) },
  uploads: { samples: scaled(20, 3), megabytes: 10 },
  // The file stays 2,000 rows under BENCH_QUICK: the figure is per file.
  rosterImport: { samples: quick ? 1 : 3, rows: 2_000, badRows: 37 },
  content: { levels: [1, 8, 32], requestsPerLevel: scaled(200, 32), warmup: scaled(20), items: scaled(50, 10) },
  pageLoad: { samples: scaled(10, 2), consoleSamples: scaled(5, 2) },
  publicLists: { levels: [1, 8, 32], requestsPerLevel: scaled(200, 32), warmup: scaled(20) },
  // The conversations stay 1, 50 and 200 under BENCH_QUICK: the figure is per level.
  im: { levels: [1, 50, 200], messagesPerConversation: quick ? 1 : 4, minMessages: quick ? 10 : 50, baselinePerLevel: quick ? 2 : 10, sampleTimeoutMs: 30_000 },
};

const SECTIONS = [SECTION_COMMANDS, SECTION_LAG, SECTION_REBUILD, SECTION_REPLAY, SECTION_TEMPORAL, SECTION_UPLOADS, SECTION_ROSTER_IMPORT, SECTION_CONTENT, SECTION_PAGE_LOAD, SECTION_PUBLIC_LISTS, SECTION_IM];

type Results = {
  bench: 'bk-core';
  format: 1;
  startedAt: string;
  quick: boolean;
  loads: typeof LOADS;
  environment: Record<string, unknown>;
  phases: Record<string, { seconds: number }>;
  /** CPU seconds per service while each figure ran (see cpu.ts). */
  cpu: Record<string, CpuUsage | undefined>;
  rows: Row[];
};

const log = (line: string): void => console.log(`… ${line}`);

const argValue = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const readResults = (file: string): Results | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Results) : undefined;

const writeResults = (file: string, results: Results): void => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(results, null, 2));
};

const gitCommit = (): string => {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot(), stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot(), stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return dirty ? `${head}+dirty` : head;
  } catch {
    return 'unknown';
  }
};

const environment = async (config: PlatformConfig, system: DataSource): Promise<Record<string, unknown>> => {
  const setting = async (name: string): Promise<string> => ((await system.query(`SELECT current_setting($1) AS v`, [name])) as { v: string }[])[0]!.v;
  return {
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
    database: config.database.name,
    namespace: config.temporal.namespace,
    topic: config.kafka.eventsTopic,
    postgres: {
      version: await setting('server_version'),
      fsync: await setting('fsync'),
      synchronousCommit: await setting('synchronous_commit'),
      sharedBuffers: await setting('shared_buffers'),
    },
  };
};

const printSections = (rows: Row[], only?: string[], cpu?: Record<string, CpuUsage | undefined>): void => {
  const withRatio = withRatios(rows);
  for (const section of SECTIONS) {
    if (only && !only.includes(section)) continue;
    const sectionRows = withRatio.filter((row) => row.section === section);
    if (sectionRows.length) printTable(section, sectionRows);
    if (sectionRows.length && cpu) console.log(`  ${cpuText(cpu[section])}`);
  }
};

/** BENCH_SECTIONS=9,10 runs only those figures (for working on the bench; not a full run). */
const onlySections = process.env.BENCH_SECTIONS?.split(',').map((item) => item.trim()).filter(Boolean);

/** Runs one figure: its heading, the work, its table, and where the CPU went meanwhile. */
const runSection = async (
  section: string,
  collected: Row[],
  cpu: Record<string, CpuUsage | undefined>,
  work: () => Promise<Row[]>,
): Promise<void> => {
  if (onlySections && !onlySections.includes(section.split('.')[0]!)) return;
  console.log(`\n== ${section}`);
  const roots = benchProcessRoots();
  const before = cpuSnapshot(roots);
  collected.push(...(await work()));
  cpu[section] = cpuBetween(before, cpuSnapshot(roots));
  printSections(collected, [section]);
  console.log(`  ${cpuText(cpu[section])}`);
};

const withDataSources = async <T>(
  config: PlatformConfig,
  work: (db: { owner: DataSource; system: DataSource; app: DataSource; seedApp: DataSource }) => Promise<T>,
): Promise<T> => {
  const owner = await createDataSource(config, 'owner', 1).initialize();
  // The same pool size as `npm run projections:rebuild`: the rebuild is one transaction anyway.
  const system = await createDataSource(config, 'system', 1).initialize();
  const app = await createDataSource(config, 'app', 2).initialize();
  const seedApp = await createDataSource(config, 'app', LOADS.rebuild.appendConcurrency).initialize();
  try {
    return await work({ owner, system, app, seedApp });
  } finally {
    await Promise.all([owner.destroy(), system.destroy(), app.destroy(), seedApp.destroy()]);
  }
};

const main = async (): Promise<void> => {
  const phase = process.argv[2];
  const file = argValue('--results');
  if (!file || !['live', 'offline', 'report'].includes(phase ?? '')) {
    throw new Error('usage: node bench/dist/main.js live|offline|report --results FILE');
  }
  const config = loadPlatformConfig();
  const started = Date.now();

  if (phase === 'live') {
    const cpu: Record<string, CpuUsage | undefined> = {};
    const rows = await withDataSources(config, async ({ system, app }) => {
      const results: Results = {
        bench: 'bk-core',
        format: 1,
        startedAt: new Date().toISOString(),
        quick,
        loads: LOADS,
        environment: await environment(config, system),
        phases: {},
        cpu: {},
        rows: [],
      };
      writeResults(file, results);
      console.log(`environment: ${JSON.stringify(results.environment)}`);
      const port = config.http.port;
      const collected: Row[] = [];
      await runSection(SECTION_COMMANDS, collected, cpu, () => benchCommands(port, LOADS.commands, log));
      await runSection(SECTION_LAG, collected, cpu, () => benchProjectionLag(config, system, port, LOADS.lag, log));
      await runSection(SECTION_TEMPORAL, collected, cpu, () => benchTemporalUpdates(config, app, LOADS.temporal, collected, log));
      await runSection(SECTION_UPLOADS, collected, cpu, () => benchUploads(config, port, LOADS.uploads, log));
      await runSection(SECTION_ROSTER_IMPORT, collected, cpu, () => benchRosterImport(port, LOADS.rosterImport, log));
      await runSection(SECTION_CONTENT, collected, cpu, () => benchContentReads(port, LOADS.content, log));
      await runSection(SECTION_PAGE_LOAD, collected, cpu, () => benchPageLoad(port, LOADS.pageLoad, log));
      await runSection(SECTION_PUBLIC_LISTS, collected, cpu, () => benchPublicLists(port, LOADS.publicLists, log));
      await runSection(SECTION_IM, collected, cpu, () => benchImDelivery(config, system, app, port, LOADS.im, log));
      return collected;
    });
    const results = readResults(file)!;
    results.rows.push(...rows);
    Object.assign(results.cpu, cpu);
    results.phases.live = { seconds: Math.round((Date.now() - started) / 1000) };
    writeResults(file, results);
    return;
  }

  if (phase === 'offline') {
    const results = readResults(file);
    if (!results) throw new Error(`${file}: run the live phase first`);
    const cpu: Record<string, CpuUsage | undefined> = {};
    const rows = await withDataSources(config, async (db) => {
      const collected: Row[] = [];
      await runSection(SECTION_REBUILD, collected, cpu, () => benchRebuild(db, LOADS.rebuild, log));
      await runSection(SECTION_REPLAY, collected, cpu, () => benchReplay(db, LOADS.replay, log));
      return collected;
    });
    Object.assign(results.cpu, cpu);
    results.rows.push(...rows);
    results.phases.offline = { seconds: Math.round((Date.now() - started) / 1000) };
    writeResults(file, results);
    return;
  }

  const results = readResults(file);
  if (!results) throw new Error(`${file}: nothing to report`);
  const totalSeconds = Number(process.env.BENCH_TOTAL_SECONDS ?? Number.NaN);
  console.log(`\n== summary (${results.quick ? 'QUICK loads, not comparable' : 'fixed loads'}; commit ${String(results.environment.commit)})`);
  printSections(results.rows, undefined, results.cpu);
  const line = {
    bench: results.bench,
    format: results.format,
    startedAt: results.startedAt,
    quick: results.quick,
    environment: results.environment,
    phases: results.phases,
    totalSeconds: Number.isNaN(totalSeconds) ? undefined : totalSeconds,
    loads: results.loads,
    cpu: results.cpu,
    figures: withRatios(results.rows).map(compactRow),
  };
  console.log('\nfigures as one JSON line (compare runs with it):');
  console.log(JSON.stringify(line));
};

main().catch((error: unknown) => {
  console.error('[bench] failed', error);
  process.exit(1);
});
