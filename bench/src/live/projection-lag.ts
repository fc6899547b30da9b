import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { SubmitApplyResponse } from '@bk/contracts';
import { createEventProducer, createKafka, type PlatformConfig } from '@bk/infrastructure';
import { courtReformStreamId } from '@bk/workflows';
import { application, BENCH_CHANNEL, DEMO_ALLOCATOR } from '../fixtures';
import { HttpClient } from '../http';
import { latencyRow, now, type Row } from '../stats';

export const SECTION_LAG = '2. projection lag';

export type LagLoads = { samples: number; kafkaRoundTrips: number; sampleTimeoutMs: number };

const KAFKA_BASELINE = 'kafka produce→consume (scratch topic)';

/** Converts an epoch-milliseconds instant (e.g. an event's recorded_at) to the performance clock. */
const toPerfClock = (epochMs: number): number => epochMs - performance.timeOrigin;

type Waiter = { expected: number; resolve: (at: number) => void };

/** Resolves when a value at least `expected` is seen; remembers the first arrival time of each value. */
class Arrivals {
  private readonly seen = new Map<number, number>();
  private waiters: Waiter[] = [];

  record(value: number, at: number): void {
    if (!this.seen.has(value)) this.seen.set(value, at);
    this.waiters = this.waiters.filter((waiter) => {
      if (value < waiter.expected) return true;
      waiter.resolve(at);
      return false;
    });
  }

  waitFor(expected: number, timeoutMs: number, what: string): Promise<number> {
    const early = this.seen.get(expected);
    if (early !== undefined) return Promise.resolve(early);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what}: no update to ${expected} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        expected,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      });
    });
  }
}

/** Every stored court-reform event has reached case_read (the live projection is idle). */
export const waitForProjections = async (system: DataSource, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows: { behind: number }[] = await system.query(
      `SELECT count(*)::int AS behind FROM (
         SELECT stream_id, max(version) AS version FROM events WHERE stream_type = 'court-reform' GROUP BY stream_id) e
       LEFT JOIN case_read c ON c.case_id::text = substring(e.stream_id from 14)
       WHERE c.version IS DISTINCT FROM e.version`,
    );
    if (rows[0]?.behind === 0) return;
    if (Date.now() > deadline) throw new Error(`projections still ${rows[0]?.behind} streams behind after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * Figure 2: one application at a time; for each, the time from its event's recorded_at (stamped by
 * the append activity just before its INSERT) to (a) the projection's commit, seen as the
 * todo_counts NOTIFY on a LISTEN connection of the bench's own, and (b) the counts frame reaching
 * a console connected to GET /api/v1/manager/todoStream. Baseline: a produce→consume round trip
 * on a scratch topic of the same broker, with the relay's producer settings.
 */
export const benchProjectionLag = async (
  config: PlatformConfig,
  system: DataSource,
  port: number,
  loads: LagLoads,
  log: (line: string) => void,
): Promise<Row[]> => {
  const rows: Row[] = [];
  rows.push(await kafkaRoundTrip(config, loads.kafkaRoundTrips, log));

  log('waiting for the live projection to be idle');
  await waitForProjections(system, 180_000);
  const tenant: { tenant_id: string }[] = await system.query('SELECT tenant_id FROM tenants WHERE channel = $1', [BENCH_CHANNEL]);
  const tenantId = tenant[0]!.tenant_id;

  const notified = new Arrivals();
  const streamed = new Arrivals();
  const listener = new Client({
    host: config.database.host,
    port: config.database.port,
    database: config.database.name,
    user: config.database.credentials.system.user,
    password: config.database.credentials.system.password,
    application_name: 'bk-bench-listen',
  });
  await listener.connect();
  listener.on('notification', (message) => {
    const at = now();
    const payload = JSON.parse(message.payload ?? '{}') as { tenantId?: string; assignmentCount?: number };
    if (payload.tenantId === tenantId && typeof payload.assignmentCount === 'number') notified.record(payload.assignmentCount, at);
  });
  await listener.query('LISTEN todo_counts');

  const applicant = new HttpClient(port, BENCH_CHANNEL, 2);
  const allocator = await new HttpClient(port, BENCH_CHANNEL, 2).login(DEMO_ALLOCATOR.loginId, DEMO_ALLOCATOR.password);
  let firstFrame: (() => void) | undefined;
  const connected = new Promise<void>((resolve) => (firstFrame = resolve));
  const stream = await allocator.openEventStream(
    '/api/v1/manager/todoStream',
    (event, data, at) => {
      if (event !== 'counts') return;
      streamed.record((JSON.parse(data) as { assignmentCount: number }).assignmentCount, at);
      firstFrame?.();
    },
    now,
  );
  await connected;

  const counts: { assignment_count: number }[] = await system.query('SELECT assignment_count FROM todo_counts WHERE tenant_id = $1', [
    tenantId,
  ]);
  let expected = counts[0]?.assignment_count ?? 0;

  const toCommit: number[] = [];
  const toConsole: number[] = [];
  const endToEnd: number[] = [];
  const httpAnswer: number[] = [];
  log(`${loads.samples} applications, one at a time`);
  let serial = (Date.now() % 1_000_000) * 1000 + 500;
  for (let i = 0; i < loads.samples; i++) {
    expected++;
    const sent = now();
    const { caseId } = await applicant.ok<SubmitApplyResponse>('POST', '/api/v1/applicant/submitApply', application(serial++));
    const answered = now();
    const [committedAt, shownAt] = await Promise.all([
      notified.waitFor(expected, loads.sampleTimeoutMs, 'todo_counts NOTIFY'),
      streamed.waitFor(expected, loads.sampleTimeoutMs, 'todoStream SSE'),
    ]);
    const recorded: { ms: string }[] = await system.query(
      `SELECT (extract(epoch FROM recorded_at) * 1000)::bigint::text AS ms FROM events WHERE stream_id = $1 AND version = 1`,
      [courtReformStreamId(caseId)],
    );
    const appendedAt = toPerfClock(Number(recorded[0]!.ms));
    toCommit.push(committedAt - appendedAt);
    toConsole.push(shownAt - appendedAt);
    endToEnd.push(shownAt - sent);
    httpAnswer.push(answered - sent);
  }
  stream.close();
  applicant.close();
  allocator.close();
  await listener.end();

  const lagRow = (name: string, samples: number[], note?: string): Row =>
    latencyRow(SECTION_LAG, name, samples, { baseline: KAFKA_BASELINE, ratioKind: 'latency', note });
  rows.push(
    lagRow('append→read model commit (NOTIFY)', toCommit, 'recorded_at of the event → todo_counts NOTIFY at the bench (relay, Kafka, projection)'),
    lagRow('append→console SSE frame', toConsole, 'recorded_at → `event: counts` frame on the allocator\'s todoStream'),
    lagRow('submitApply sent→SSE frame', endToEnd, 'what an allocator sees: request sent → badge update'),
    latencyRow(SECTION_LAG, 'submitApply sent→HTTP 200', httpAnswer, {
      note: 'for comparison with the row above: the badge can move before the command answers',
    }),
  );
  return rows;
};

/** Baseline: serial produce→consume round trips on a one-partition scratch topic, deleted afterwards. */
const kafkaRoundTrip = async (config: PlatformConfig, roundTrips: number, log: (line: string) => void): Promise<Row> => {
  const topic = `bk.bench.scratch-${randomUUID().slice(0, 8)}`;
  const kafka = createKafka(config, 'bench');
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: 1, replicationFactor: 1 }], waitForLeaders: true });
  const producer = createEventProducer(kafka);
  const consumer = kafka.consumer({ groupId: topic, allowAutoTopicCreation: false });
  const received = new Arrivals();
  try {
    await producer.connect();
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => received.record(Number(message.key?.toString() ?? -1), now()),
    });
    const send = (key: number): Promise<unknown> =>
      producer.send({ topic, acks: -1, messages: [{ key: String(key), value: JSON.stringify({ key, at: Date.now(), pad: 'x'.repeat(600) }) }] });
    log('kafka baseline: waiting for the scratch consumer to join');
    await send(0);
    await received.waitFor(0, 60_000, 'kafka scratch consumer');
    const samples: number[] = [];
    log(`kafka baseline: ${roundTrips} round trips`);
    for (let i = 1; i <= roundTrips; i++) {
      const sent = now();
      await send(i);
      samples.push((await received.waitFor(i, 10_000, 'kafka scratch consumer')) - sent);
    }
    return latencyRow(SECTION_LAG, KAFKA_BASELINE, samples, { note: 'producer as the relay\'s (idempotent, acks=all) → kafkajs consumer group, 1 partition' });
  } finally {
    await consumer.disconnect().catch(() => undefined);
    await producer.disconnect().catch(() => undefined);
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.deleteGroups([topic]).catch(() => undefined);
    await admin.disconnect();
  }
};
