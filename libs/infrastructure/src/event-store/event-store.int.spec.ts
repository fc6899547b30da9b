import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadPlatformConfig } from '../config/platform-config';
import { createDataSource, inTenantTransaction } from '../database/data-source';
import { ConcurrencyConflictError, deterministicEventId, EventStore, type NewEvent } from './event-store';

const config = loadPlatformConfig();
let app: DataSource;
let owner: DataSource;
let store: EventStore;
let tenantA: string;
let tenantB: string;

const newEvents = (commandId: string, count: number): NewEvent[] =>
  Array.from({ length: count }, (_, index) => ({
    eventId: deterministicEventId(commandId, index),
    type: 'TestHappened',
    data: { index },
  }));

beforeAll(async () => {
  app = await createDataSource(config, 'app', 8).initialize();
  owner = await createDataSource(config, 'owner', 1).initialize();
  store = new EventStore(app);
  const tenants: { tenant_id: string }[] = await app.query('SELECT tenant_id FROM tenants ORDER BY channel LIMIT 2');
  [tenantA, tenantB] = tenants.map((row) => row.tenant_id) as [string, string];
});

afterAll(() => Promise.all([app.destroy(), owner.destroy()]));

describe('event store (real PostgreSQL)', () => {
  it('appends at the expected version and reads the stream back in order', async () => {
    const streamId = `test-${randomUUID()}`;
    const first = await store.append({ tenantId: tenantA, streamId, streamType: 'test', expectedVersion: 0, events: newEvents(randomUUID(), 2) });
    const second = await store.append({ tenantId: tenantA, streamId, streamType: 'test', expectedVersion: 2, events: newEvents(randomUUID(), 1) });

    expect(first).toEqual({ nextVersion: 2, duplicate: false });
    expect(second).toEqual({ nextVersion: 3, duplicate: false });
    const events = await store.readStream(tenantA, streamId);
    expect(events.map((event) => [event.version, event.data])).toEqual([
      [1, { index: 0 }],
      [2, { index: 1 }],
      [3, { index: 0 }],
    ]);
    expect((await store.readStream(tenantA, streamId, 2, 2)).map((event) => event.version)).toEqual([2]);
  });

  it('lets exactly one of several concurrent writers win; the others get a conflict', async () => {
    const streamId = `test-${randomUUID()}`;
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        store.append({ tenantId: tenantA, streamId, streamType: 'test', expectedVersion: 0, events: newEvents(randomUUID(), 1) }),
      ),
    );

    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const failures = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
    expect(failures).toHaveLength(5);
    failures.forEach((failure) => expect(failure).toBeInstanceOf(ConcurrencyConflictError));
    expect(await store.readStream(tenantA, streamId)).toHaveLength(1);
  });

  it('treats a retried append of the same command as already written', async () => {
    const streamId = `test-${randomUUID()}`;
    const commandId = randomUUID();
    await store.append({ tenantId: tenantA, streamId, streamType: 'test', expectedVersion: 0, events: newEvents(commandId, 2) });

    const retry = await store.append({ tenantId: tenantA, streamId, streamType: 'test', expectedVersion: 0, events: newEvents(commandId, 2) });

    expect(retry).toEqual({ nextVersion: 2, duplicate: true });
    expect(await store.readStream(tenantA, streamId)).toHaveLength(2);
  });

  it('keeps one tenant out of another tenant\u2019s events through row-level security', async () => {
    const streamId = `test-${randomUUID()}`;
    await store.append({ tenantId: tenantA, streamId, streamType: 'test', expectedVersion: 0, events: newEvents(randomUUID(), 1) });

    expect(await store.readStream(tenantB, streamId)).toEqual([]);
    const unscoped: unknown[] = await app.query('SELECT * FROM events WHERE stream_id = $1', [streamId]);
    expect(unscoped).toEqual([]);
    await expect(
      inTenantTransaction(app, tenantA, (manager) =>
        manager.query(
          `INSERT INTO events (event_id, tenant_id, stream_id, stream_type, version, type, data, prev_hash, hash)
           VALUES ($1, $2, $3, 'test', 1, 'Forged', '{}', 'x', 'x')`,
          [randomUUID(), tenantB, `test-${randomUUID()}`],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('hash-chains each stream so that an event altered directly in PostgreSQL is caught', async () => {
    const streamId = `test-${randomUUID()}`;
    for (let version = 0; version < 4; version++) {
      await store.append({ tenantId: tenantA, streamId, streamType: 'test', expectedVersion: version, events: newEvents(randomUUID(), 1) });
    }
    expect(await store.verifyStream(tenantA, streamId)).toMatchObject({ intact: true, events: 4 });

    // Someone with table access rewrites history: the app role cannot (append-only grants), the owner can.
    const tamper = (sql: string) => inTenantTransaction(owner, tenantA, (manager) => manager.query(sql, [streamId]));
    await tamper(`UPDATE events SET data = '{"index": 7}' WHERE stream_id = $1 AND version = 2`);
    expect(await store.verifyStream(tenantA, streamId)).toMatchObject({ intact: false, firstBadVersion: 2, problem: 'changed' });

    await tamper(`DELETE FROM events WHERE stream_id = $1 AND version = 2`);
    expect(await store.verifyStream(tenantA, streamId)).toMatchObject({ intact: false, firstBadVersion: 2, problem: 'missing' });

    // ...and renumbers the rest to hide the gap.
    await tamper(`UPDATE events SET version = 2 WHERE stream_id = $1 AND version = 3`);
    await tamper(`UPDATE events SET version = 3 WHERE stream_id = $1 AND version = 4`);
    expect(await store.verifyStream(tenantA, streamId)).toMatchObject({ intact: false, firstBadVersion: 2 });
    await expect(
      inTenantTransaction(app, tenantA, (manager) => manager.query('DELETE FROM events WHERE stream_id = $1', [streamId])),
    ).rejects.toThrow(/permission denied/);
  });
});
