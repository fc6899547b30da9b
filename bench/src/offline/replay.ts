import type { DataSource } from 'typeorm';
import { courtReformDecider, type CourtReformEvent, type CourtReformState } from '@bk/domain';
import { EventStore } from '@bk/infrastructure';
import { appModules, BENCH_CHANNEL } from '../fixtures';
import { latencyRow, now, type Row } from '../stats';
import { loadAssociations, SeededCase } from './case-history';
import { INSERT_BASELINE } from './rebuild';

export const SECTION_REPLAY = '4. replaying one long case';
const READ_BASELINE = 'readStream (IO alone)';

export type ReplayLoads = { events: number; foldSamples: number; verifySamples: number };

/** A fixed-seed generator (mulberry32), so every run replays to the same versions. */
const seededRandom = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * Figure 4: one case of `events` events (submit, assign, sign, then progress notes), appended one
 * command at a time. Then, to random versions: the auditor's stateAt path (readStream + historyOf +
 * stateAsOf from apps/api/src/audit/case-history.ts), the fold alone in memory, a bare decider
 * fold; and EventStore.verifyStream. Baseline: readStream of the same stream.
 */
export const benchReplay = async (
  db: { system: DataSource; app: DataSource },
  loads: ReplayLoads,
  log: (line: string) => void,
): Promise<Row[]> => {
  const association = (await loadAssociations(db.system)).find((candidate) => candidate.channel === BENCH_CHANNEL);
  if (!association) throw new Error(`association ${BENCH_CHANNEL} not found`);
  const store = new EventStore(db.app);
  const long = new SeededCase(store, association, Date.UTC(2024, 0, 1));
  const appendLatencies: number[] = [];
  const timed = async (work: () => Promise<void>): Promise<void> => {
    const t0 = now();
    await work();
    appendLatencies.push(now() - t0);
  };
  log(`appending a ${loads.events}-event case, one command at a time`);
  await timed(() => long.submit(20_000_000, `BENCHLONG${Date.now().toString(36).toUpperCase()}`));
  await timed(() => long.assign());
  await timed(() => long.sign());
  for (let n = 1; long.currentVersion < loads.events; n++) await timed(() => long.note(n));

  const rows: Row[] = [
    latencyRow(SECTION_REPLAY, 'EventStore.append to one stream (serial, 1 event)', appendLatencies, {
      rate: (appendLatencies.length / appendLatencies.reduce((sum, value) => sum + value, 0)) * 1000,
      rateUnit: 'ev/s',
      baseline: INSERT_BASELINE,
      ratioKind: 'latency',
      note: `the stream grows from 0 to ${loads.events} events while this is timed`,
    }),
  ];

  const { tenantId } = association;
  const streamId = long.streamId;
  const random = seededRandom(20_260_101);
  const versions = Array.from({ length: loads.foldSamples }, () => 1 + Math.floor(random() * loads.events));
  const { historyOf, stateAsOf } = appModules.caseHistory();

  log(`readStream × ${loads.foldSamples}`);
  const reads: number[] = [];
  let events = await store.readStream(tenantId, streamId);
  for (let i = 0; i < loads.foldSamples; i++) {
    const t0 = now();
    events = await store.readStream(tenantId, streamId);
    reads.push(now() - t0);
  }
  const readRate = (events.length / (reads.reduce((sum, value) => sum + value, 0) / reads.length)) * 1000;
  rows.push(latencyRow(SECTION_REPLAY, READ_BASELINE, reads, { rate: readRate, rateUnit: 'ev/s', note: `${events.length} events per read` }));

  log(`stateAt (read + historyOf + stateAsOf) × ${loads.foldSamples} random versions`);
  const stateAt: number[] = [];
  for (const version of versions) {
    const t0 = now();
    const history = historyOf(await store.readStream(tenantId, streamId));
    const step = stateAsOf(history, { version });
    stateAt.push(now() - t0);
    if (step?.version !== version) throw new Error(`stateAsOf(${version}) returned version ${step?.version}`);
  }
  rows.push(
    latencyRow(SECTION_REPLAY, 'stateAt: readStream + historyOf + stateAsOf', stateAt, {
      baseline: READ_BASELINE,
      ratioKind: 'latency',
      note: 'what GET /api/v1/audit/stateAt?version= does per call',
    }),
  );

  const foldOnly: number[] = [];
  for (const version of versions) {
    const t0 = now();
    stateAsOf(historyOf(events), { version });
    foldOnly.push(now() - t0);
  }
  rows.push(
    latencyRow(SECTION_REPLAY, 'historyOf + stateAsOf (in memory)', foldOnly, {
      baseline: READ_BASELINE,
      ratioKind: 'latency',
      note: 'historyOf folds the whole stream whatever the version asked for',
    }),
  );

  const bareFold: number[] = [];
  for (const version of versions) {
    const t0 = now();
    let state: CourtReformState = courtReformDecider.initialState();
    for (let i = 0; i < version; i++) {
      const event = events[i]!;
      state = courtReformDecider.evolve(state, { type: event.type, data: event.data } as CourtReformEvent);
    }
    bareFold.push(now() - t0);
    if (state.status === 'empty') throw new Error('fold produced no state');
  }
  rows.push(
    latencyRow(SECTION_REPLAY, 'decider fold to the version (in memory)', bareFold, {
      baseline: READ_BASELINE,
      ratioKind: 'latency',
      note: 'evolve over events 1..v only',
    }),
  );

  log(`verifyStream × ${loads.verifySamples}`);
  const verifies: number[] = [];
  for (let i = 0; i < loads.verifySamples; i++) {
    const t0 = now();
    const verdict = await store.verifyStream(tenantId, streamId);
    verifies.push(now() - t0);
    if (!verdict.intact || verdict.events !== events.length) throw new Error(`verifyStream: ${JSON.stringify(verdict)}`);
  }
  rows.push(
    latencyRow(SECTION_REPLAY, 'verifyStream (read + hash chain)', verifies, {
      rate: (events.length / (verifies.reduce((sum, value) => sum + value, 0) / verifies.length)) * 1000,
      rateUnit: 'ev/s',
      baseline: READ_BASELINE,
      ratioKind: 'rate',
    }),
  );
  return rows;
};
