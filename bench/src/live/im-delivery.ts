import { createHash, randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { SESSION_COOKIE, type ImFeedEntry, type ImRecord } from '@bk/contracts';
import { deterministicEventId, inTenantTransaction, type PlatformConfig } from '@bk/infrastructure';
import { appModules, BENCH_CHANNEL } from '../fixtures';
import { HttpClient } from '../http';
import { latencyRow, now, runClosedLoop, type Row } from '../stats';

export const SECTION_IM = '11. communicate delivery';

export type ImLoads = { levels: number[]; messagesPerConversation: number; minMessages: number; baselinePerLevel: number; sampleTimeoutMs: number };

const BASELINE = (level: number) => `bare NOTIFY→LISTEN round trip, ${level} in flight`;
const BASELINE_CHANNEL = 'bench_im_baseline';

type Person = { uid: string; client: HttpClient };
type Conversation = { matterId: string; sender: Person; receiver: Person };

/** Resolves a waiter when its key arrives; arrivals before the wait are kept. */
class Deliveries {
  private readonly arrived = new Map<string, number>();
  private readonly waiters = new Map<string, (at: number) => void>();

  record(key: string, at: number): void {
    const waiter = this.waiters.get(key);
    if (waiter) {
      this.waiters.delete(key);
      waiter(at);
    } else this.arrived.set(key, at);
  }

  waitFor(key: string, timeoutMs: number): Promise<number> {
    const early = this.arrived.get(key);
    if (early !== undefined) {
      this.arrived.delete(key);
      return Promise.resolve(early);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no delivery of ${key} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.set(key, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  }
}

/**
 * People for the figure: staff accounts of the bench association with a session each, written
 * straight to the tables (a login per person would time argon2, not the messages).
 */
const benchPeople = async (system: DataSource, tenantId: string, count: number, port: number): Promise<Person[]> => {
  const people: Person[] = [];
  await inTenantTransaction(system, tenantId, async (manager) => {
    for (let index = 0; index < count; index++) {
      const uid = deterministicEventId(`bench-im:${tenantId}:${index}`, 0);
      await manager.query(
        `INSERT INTO staff_users (uid, tenant_id, login_id, name, show_name, mobile, password_hash)
         VALUES ($1, $2, $3, $4, $4, $5, '!') ON CONFLICT (uid) DO NOTHING`,
        [uid, tenantId, `bench-im-${index}`, `基准用户${index}`, `137${String(index).padStart(8, '0')}`],
      );
      const token = randomBytes(32).toString('base64url');
      await manager.query(`INSERT INTO staff_sessions (token_hash, tenant_id, uid, expires_at) VALUES ($1, $2, $3, now() + interval '2 hours')`, [
        createHash('sha256').update(token).digest('hex'),
        tenantId,
        uid,
      ]);
      people.push({ uid, client: new HttpClient(port, BENCH_CHANNEL, 2).withCookie(`${SESSION_COOKIE}=${token}`) });
    }
  });
  return people;
};

/** Baseline: the transport alone, a NOTIFY from one connection heard on a LISTEN connection, `level` in flight. */
const notifyRoundTrips = async (config: PlatformConfig, level: number, total: number): Promise<Row> => {
  const connect = async (name: string) => {
    const client = new Client({
      host: config.database.host,
      port: config.database.port,
      database: config.database.name,
      user: config.database.credentials.system.user,
      password: config.database.credentials.system.password,
      application_name: name,
    });
    await client.connect();
    return client;
  };
  const listener = await connect('bk-bench-im-listen');
  const senders = new Pool({
    host: config.database.host,
    port: config.database.port,
    database: config.database.name,
    user: config.database.credentials.system.user,
    password: config.database.credentials.system.password,
    application_name: 'bk-bench-im-notify',
    max: Math.min(level, 8),
  });
  const heard = new Deliveries();
  listener.on('notification', (message) => heard.record(message.payload ?? '', now()));
  await listener.query(`LISTEN ${BASELINE_CHANNEL}`);
  try {
    const result = await runClosedLoop(total, level, async (index) => {
      const key = `${level}:${index}`;
      const arrival = heard.waitFor(key, 30_000);
      await senders.query('SELECT pg_notify($1, $2)', [BASELINE_CHANNEL, key]);
      await arrival;
    });
    return latencyRow(SECTION_IM, BASELINE(level), result.latencies, { rate: result.rate, rateUnit: 'msg/s' });
  } finally {
    await Promise.all([listener.end(), senders.end()]);
  }
};

/**
 * Figure 9: at each level, that many conversations (matters between two bench people) at once.
 * In each, the sender posts a text (POST /api/v1/im/record/create) and waits until it reaches
 * the receiver's open feed connection (GET /api/v1/im/stream), then sends the next: a closed
 * loop per conversation. Timed from the send to the frame on the receiver's connection; the
 * send's own answer time is a second row. Baseline: a bare NOTIFY → LISTEN round trip at the
 * same number in flight, the transport every delivery rides on.
 */
export const benchImDelivery = async (config: PlatformConfig, system: DataSource, app: DataSource, port: number, loads: ImLoads, log: (line: string) => void): Promise<Row[]> => {
  const rows: Row[] = [];
  const tenant: { tenant_id: string }[] = await system.query('SELECT tenant_id FROM tenants WHERE channel = $1', [BENCH_CHANNEL]);
  const tenantId = tenant[0]!.tenant_id;
  const maxLevel = Math.max(...loads.levels);
  log(`${maxLevel * 2} bench people with sessions, ${maxLevel} matters`);
  const people = await benchPeople(system, tenantId, maxLevel * 2, port);
  const { AggregateStore } = appModules.aggregateStore();
  const { imMatter } = appModules.imMatter();
  const store = new AggregateStore(app);
  const conversations: Conversation[] = [];
  for (let index = 0; index < maxLevel; index++) {
    const sender = people[2 * index]!;
    const receiver = people[2 * index + 1]!;
    const matterId = deterministicEventId(`bench-im-matter:${tenantId}:${index}:${Date.now()}`, 0);
    const actor = { kind: 'staff' as const, id: sender.uid, name: `基准用户${2 * index}` };
    await store.execute(imMatter, { tenantId, id: matterId, commandId: matterId }, {
      type: 'CreateMatter',
      matterId,
      tenantId,
      receiver: { id: receiver.uid, name: `基准用户${2 * index + 1}` },
      actor,
      at: new Date().toISOString(),
    });
    conversations.push({ matterId, sender, receiver });
  }

  const delivered = new Deliveries();
  const streams = await Promise.all(
    conversations.map(({ receiver }) =>
      receiver.client.openEventStream(
        '/api/v1/im/stream',
        (event, data, at) => {
          if (event !== 'im') return;
          const entry = JSON.parse(data) as ImFeedEntry;
          if (entry.kind === 'record' && entry.record) delivered.record(entry.record.content, at);
        },
        now,
      ),
    ),
  );
  try {
    let serial = 0;
    const exchange = async (conversation: Conversation, answers?: number[]): Promise<void> => {
      const content = `基准消息 ${serial++} ${conversation.matterId.slice(0, 8)}`;
      const arrival = delivered.waitFor(content, loads.sampleTimeoutMs);
      const sent = now();
      await conversation.sender.client.ok<ImRecord>('POST', '/api/v1/im/record/create', { matterId: conversation.matterId, type: 1, content });
      answers?.push(now() - sent);
      await arrival;
    };
    for (const level of loads.levels) {
      rows.push(await notifyRoundTrips(config, level, level * loads.baselinePerLevel));
      const active = conversations.slice(0, level);
      const total = Math.max(level * loads.messagesPerConversation, loads.minMessages);
      log(`${level} conversations: one warm-up message each, then ${total} timed messages`);
      await Promise.all(active.map((conversation) => exchange(conversation)));
      const answers: number[] = [];
      const result = await runClosedLoop(total, level, (_index, lane) => exchange(active[lane]!, answers));
      rows.push(
        latencyRow(SECTION_IM, `send → other party's open feed, ${level} conversations`, result.latencies, {
          rate: result.rate,
          rateUnit: 'msg/s',
          baseline: BASELINE(level),
          ratioKind: 'latency',
        }),
        latencyRow(SECTION_IM, `send → its HTTP answer, ${level} conversations`, answers, { baseline: BASELINE(level), ratioKind: 'latency' }),
      );
    }
  } finally {
    for (const stream of streams) stream.close();
    for (const person of people) person.client.close();
  }
  return rows;
};
