import { randomUUID } from 'node:crypto';
import { Client, Connection, type WorkflowHandle } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import { createWatchedWorker } from '@bk/workflows/worker';
import type { DataSource } from 'typeorm';
import { deterministicEventId, EventStore, type PlatformConfig } from '@bk/infrastructure';
import { BENCH_CHANNEL } from '../fixtures';
import { activityUpdate, appendUpdate, bareUpdate, finishSignal, localAppendUpdate, type AppendInput } from '../temporal/bare-messages';
import { latencyRow, runClosedLoop, type Row } from '../stats';

export const SECTION_TEMPORAL = '5. workflow commands vs a bare Temporal update';

export type TemporalLoads = { levels: number[]; updatesPerLevel: number; warmup: number };

/**
 * Figure 5: Update round trips to a workflow of the bench's own (bench/src/temporal), run by a
 * worker the bench starts on its own task queue in the test namespace. One workflow per lane, so
 * at concurrency c there are c workflows, as there are c cases in flight in figure 1. Compared
 * with figure 1's assignTask, which is an Update whose handler appends through a local activity.
 */
export const benchTemporalUpdates = async (
  config: PlatformConfig,
  app: DataSource,
  loads: TemporalLoads,
  commandRows: readonly Row[],
  log: (line: string) => void,
): Promise<Row[]> => {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const tenants: { tenant_id: string }[] = await app.query(`SELECT tenant_id FROM tenants WHERE channel = $1`, [BENCH_CHANNEL]);
  const tenantId = tenants[0]!.tenant_id;
  const store = new EventStore(app);
  // Stream type `bench`: the relay publishes these events like any other; the case projection skips them.
  const append = async ({ streamId, expectedVersion, commandId }: AppendInput): Promise<number> => {
    const at = new Date().toISOString();
    const result = await store.append({
      tenantId,
      streamId,
      streamType: 'bench',
      expectedVersion,
      events: [
        {
          eventId: deterministicEventId(commandId, 0),
          type: 'BenchNoted',
          data: { note: 'bench update', actor: { kind: 'system', id: 'bench', name: 'bench' }, at },
          metadata: { commandId, actor: { kind: 'system', id: 'bench', name: 'bench' } },
        },
      ],
    });
    return result.nextVersion;
  };
  const runId = randomUUID().slice(0, 8);
  const taskQueue = `bk-bench-${runId}`;
  const workerConnection = await NativeConnection.connect({ address: config.temporal.address });
  log(`starting a worker on task queue ${taskQueue} (bundling the bench workflow)`);
  // Started as the platform's case worker is (createWatchedWorker), so the baseline pays what a case pays.
  const worker = await createWatchedWorker({
    connection: workerConnection,
    namespace: config.temporal.namespace,
    taskQueue,
    workflowsPath: require.resolve('../temporal/bare-workflow'),
    activities: { noop: async (value: number) => value, append },
  });
  const connection = await Connection.connect({ address: config.temporal.address });
  const client = new Client({ connection, namespace: config.temporal.namespace });
  const started: WorkflowHandle[] = [];
  const startLanes = async (label: string, count: number): Promise<WorkflowHandle[]> => {
    const handles = await Promise.all(
      Array.from({ length: count }, (_, lane) =>
        client.workflow.start('benchBareWorkflow', { taskQueue, workflowId: `bench/${runId}/${label}/${lane}`, args: [] }),
      ),
    );
    started.push(...handles);
    return handles;
  };

  const rows: Row[] = [];
  try {
    await worker.runUntil(async () => {
      const [warm] = await startLanes('warmup', 1);
      for (let i = 0; i < loads.warmup; i++) {
        await warm!.executeUpdate(bareUpdate, { args: [i] });
        await warm!.executeUpdate(activityUpdate, { args: [i] });
        await warm!.executeUpdate(appendUpdate, { args: [i] });
        await warm!.executeUpdate(localAppendUpdate, { args: [i] });
      }
      for (const level of loads.levels) {
        const n = loads.updatesPerLevel;
        log(`concurrency ${level}: ${n} bare updates, ${n} with a no-op activity, ${n} with an append activity, ${n} with a local append activity`);
        const bareName = `bare update c=${level}`;
        const bareLanes = await startLanes(`bare-${level}`, level);
        const bare = await runClosedLoop(n, level, async (i, lane) => void (await bareLanes[lane]!.executeUpdate(bareUpdate, { args: [i] })));
        rows.push(latencyRow(SECTION_TEMPORAL, bareName, bare.latencies, { rate: bare.rate, rateUnit: 'upd/s' }));

        const activityLanes = await startLanes(`activity-${level}`, level);
        const withActivity = await runClosedLoop(
          n,
          level,
          async (i, lane) => void (await activityLanes[lane]!.executeUpdate(activityUpdate, { args: [i] })),
        );
        rows.push(
          latencyRow(SECTION_TEMPORAL, `update + no-op activity c=${level}`, withActivity.latencies, {
            rate: withActivity.rate,
            rateUnit: 'upd/s',
            baseline: bareName,
            ratioKind: 'latency',
          }),
        );
        const appendLanes = await startLanes(`append-${level}`, level);
        const withAppend = await runClosedLoop(
          n,
          level,
          async (i, lane) => void (await appendLanes[lane]!.executeUpdate(appendUpdate, { args: [i] })),
        );
        rows.push(
          latencyRow(SECTION_TEMPORAL, `update + EventStore.append activity c=${level}`, withAppend.latencies, {
            rate: withAppend.rate,
            rateUnit: 'upd/s',
            baseline: bareName,
            ratioKind: 'latency',
          }),
        );
        const localLanes = await startLanes(`local-append-${level}`, level);
        const withLocalAppend = await runClosedLoop(
          n,
          level,
          async (i, lane) => void (await localLanes[lane]!.executeUpdate(localAppendUpdate, { args: [i] })),
        );
        rows.push(
          latencyRow(SECTION_TEMPORAL, `update + EventStore.append local activity c=${level}`, withLocalAppend.latencies, {
            rate: withLocalAppend.rate,
            rateUnit: 'upd/s',
            baseline: bareName,
            ratioKind: 'latency',
          }),
        );
        const assign = commandRows.find((row) => row.name === `assignTask c=${level}`);
        if (assign) rows.push({ ...assign, section: SECTION_TEMPORAL, name: `assignTask c=${level} (figure 1)`, baseline: bareName, ratioKind: 'latency' });
      }
      await Promise.all(started.map((handle) => handle.signal(finishSignal)));
      await Promise.all(started.map((handle) => handle.result()));
    });
  } finally {
    await connection.close();
    await workerConnection.close();
  }
  return rows;
};
