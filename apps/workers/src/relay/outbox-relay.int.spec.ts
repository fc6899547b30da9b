import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import {
  createDataSource,
  createEventProducer,
  createKafka,
  deterministicEventId,
  ensureTopic,
  EventStore,
  loadPlatformConfig,
  parseEventMessage,
  type DomainEventMessage,
  type Kafka,
  type Producer,
} from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { OutboxRelay } from './outbox-relay';

const config = loadPlatformConfig();
let app: DataSource;
let system: DataSource;
let kafka: Kafka;
let producer: Producer;
let listener: Client;
let tenantId: string;

/** Each test gets its own topic and relay name, so its checkpoint and output are its own. */
const isolatedRelay = async (): Promise<{ relay: OutboxRelay; topic: string; name: string }> => {
  const name = `test-relay-${randomUUID()}`;
  const topic = `${config.kafka.eventsTopic}.relay-test-${randomUUID().slice(0, 8)}`;
  await ensureTopic(kafka, topic, 3);
  return { relay: new OutboxRelay({ system, listener, producer, topic, name }), topic, name };
};

/** Reads everything on the topic with a fresh consumer group, keeping the per-partition order. */
const consumeAll = async (topic: string, expected: number, streams: Set<string>): Promise<DomainEventMessage[]> => {
  const received: DomainEventMessage[] = [];
  const consumer = kafka.consumer({ groupId: `${topic}.reader-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const event = parseEventMessage(message.value);
      if (event && streams.has(event.streamId)) received.push(event);
    },
  });
  try {
    await eventually(() => expect(received.length).toBeGreaterThanOrEqual(expected), 60_000);
  } finally {
    await consumer.disconnect();
  }
  return received;
};

const appendOne = (store: EventStore, streamId: string, version: number): Promise<unknown> =>
  store.append({
    tenantId,
    streamId,
    streamType: 'test',
    expectedVersion: version - 1,
    events: [{ eventId: deterministicEventId(`${streamId}/${version}`, 0), type: 'TestHappened', data: { version } }],
  });

beforeAll(async () => {
  app = await createDataSource(config, 'app', 12).initialize();
  system = await createDataSource(config, 'system', 4).initialize();
  kafka = createKafka(config, 'relay-test');
  producer = createEventProducer(kafka);
  await producer.connect();
  listener = new Client({
    host: config.database.host,
    port: config.database.port,
    database: config.database.name,
    user: config.database.credentials.system.user,
    password: config.database.credentials.system.password,
  });
  await listener.connect();
  const rows: { tenant_id: string }[] = await app.query('SELECT tenant_id FROM tenants ORDER BY channel LIMIT 1');
  tenantId = rows[0]!.tenant_id;
});

afterAll(async () => {
  await producer.disconnect();
  await listener.end();
  await Promise.all([app.destroy(), system.destroy()]);
});

describe('outbox relay (real PostgreSQL and Kafka)', () => {
  it('does not pass a transaction that took an earlier position but commits later', async () => {
    const { relay, topic, name } = await isolatedRelay();
    const early = `test-${randomUUID()}`;
    const late = `test-${randomUUID()}`;

    // The slow writer takes its position (and transaction id) first and stays open.
    const slow = app.createQueryRunner();
    await slow.connect();
    await slow.startTransaction();
    await slow.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenantId]);
    await slow.query(
      `INSERT INTO events (event_id, tenant_id, stream_id, stream_type, version, type, data, prev_hash, hash)
       VALUES ($1, $2, $3, 'test', 1, 'TestHappened', '{}', 'unchained', 'unchained')`,
      [randomUUID(), tenantId, early],
    );
    const [{ xid: slowTx }] = (await slow.query('SELECT pg_current_xact_id()::text AS xid')) as [{ xid: string }];
    await appendOne(new EventStore(app), late, 1);

    await relay.publishPending();
    const checkpoint: { tx_id: string }[] = await system.query(
      'SELECT tx_id::text FROM relay_checkpoints WHERE name = $1',
      [name],
    );
    // The committed later event waits behind the open transaction: the checkpoint stays below it.
    for (const row of checkpoint) expect(BigInt(row.tx_id)).toBeLessThan(BigInt(slowTx));
    await slow.commitTransaction();
    await slow.release();
    await relay.publishPending();

    const received = await consumeAll(topic, 2, new Set([early, late]));
    expect(received.map((event) => event.streamId)).toEqual(expect.arrayContaining([early, late]));
    expect(received).toHaveLength(2);
  });

  it('publishes every event of many concurrent writers, each stream in version order', async () => {
    const { relay, topic } = await isolatedRelay();
    const store = new EventStore(app);
    const streams = Array.from({ length: 12 }, () => `test-${randomUUID()}`);
    const versions = 5;

    // Writers race each other while the relay keeps publishing.
    let writing = true;
    const publishing = (async () => {
      while (writing) await relay.publishPending();
    })();
    await Promise.all(
      streams.map(async (streamId) => {
        for (let version = 1; version <= versions; version++) await appendOne(store, streamId, version);
      }),
    );
    writing = false;
    await publishing;
    await relay.publishPending();

    const received = await consumeAll(topic, streams.length * versions, new Set(streams));
    expect(new Set(received.map((event) => event.eventId)).size).toBe(streams.length * versions);
    for (const streamId of streams) {
      expect(received.filter((event) => event.streamId === streamId).map((event) => event.version)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('hands every published batch to afterPublish before its checkpoint, so a failed anchor is retried', async () => {
    const { topic, name } = await isolatedRelay();
    const streamId = `test-${randomUUID()}`;
    await appendOne(new EventStore(app), streamId, 1);
    await appendOne(new EventStore(app), streamId, 2);
    let refused: string[] | undefined;
    const handed = new Set<string>();
    const relay = new OutboxRelay({
      system,
      listener,
      producer,
      topic,
      name,
      afterPublish: async (events) => {
        if (!refused) {
          refused = events.map((event) => event.eventId);
          throw new Error('anchor log unavailable');
        }
        for (const event of events) handed.add(event.eventId);
      },
    });

    await expect(relay.publishPending()).rejects.toThrow('anchor log unavailable');
    // The checkpoint did not move past the refused batch: the next round hands it over again.
    await relay.publishPending();
    expect(refused?.length).toBeGreaterThan(0);
    expect(refused!.filter((eventId) => !handed.has(eventId))).toEqual([]);
    for (const version of [1, 2]) expect(handed.has(deterministicEventId(`${streamId}/${version}`, 0))).toBe(true);
  });

  it('resumes from its checkpoint after a restart without losing or repeating a batch', async () => {
    const { topic, name } = await isolatedRelay();
    const store = new EventStore(app);
    const before = `test-${randomUUID()}`;
    const after = `test-${randomUUID()}`;
    await appendOne(store, before, 1);
    await new OutboxRelay({ system, listener, producer, topic, name }).publishPending();

    await appendOne(store, after, 1);
    const restarted = new OutboxRelay({ system, listener, producer, topic, name });
    await restarted.publishPending();

    const received = await consumeAll(topic, 2, new Set([before, after]));
    expect(received.map((event) => event.streamId).sort()).toEqual([before, after].sort());
  });
});
