import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';

/** A claim older than this belongs to a process that died mid-request: another may take it over. */
const ABANDONED_AFTER = '2 minutes';
/** How long a first answer is replayed. Clients retry within minutes, never days. */
const RETAINED_FOR = '24 hours';
const PURGE_EVERY_MS = 10 * 60_000;

export type IdempotencyRecord = { scope: string; key: string; requestHash: string };

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'done'; response: unknown }
  | { kind: 'pending' }
  | { kind: 'mismatch' };

type Row = { state: 'pending' | 'done'; request_hash: string; response: { value: unknown } | null };

/**
 * The first answer to each creating call, per association, scope (the route and its caller) and client key.
 * A claim is an insert that only one request can win; the winner runs the command and records
 * its answer, everyone after it gets that answer back.
 */
@Injectable()
export class IdempotencyStore implements OnModuleDestroy {
  private readonly purgeTimer: NodeJS.Timeout;

  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {
    this.purgeTimer = setInterval(() => void this.purge().catch(() => undefined), PURGE_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }

  claim(tenantId: string, record: IdempotencyRecord): Promise<Claim> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO idempotency_keys (tenant_id, scope, key, request_hash, state) VALUES ($1, $2, $3, $4, 'pending')
         ON CONFLICT DO NOTHING RETURNING 1`,
        [tenantId, record.scope, record.key, record.requestHash],
      );
      if (inserted.length > 0) return { kind: 'claimed' };
      // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count], not rows.
      const [taken]: { n: number }[] = await manager.query(
        `WITH taken AS (
           UPDATE idempotency_keys SET updated_at = now()
           WHERE tenant_id = $1 AND scope = $2 AND key = $3 AND request_hash = $4 AND state = 'pending'
             AND updated_at < now() - interval '${ABANDONED_AFTER}'
           RETURNING 1)
         SELECT count(*)::int AS n FROM taken`,
        [tenantId, record.scope, record.key, record.requestHash],
      );
      if ((taken?.n ?? 0) > 0) return { kind: 'claimed' };
      const rows: Row[] = await manager.query(
        'SELECT state, request_hash, response FROM idempotency_keys WHERE tenant_id = $1 AND scope = $2 AND key = $3',
        [tenantId, record.scope, record.key],
      );
      const row = rows[0];
      if (!row) return { kind: 'pending' }; // released between the insert and the read: look again
      if (row.request_hash !== record.requestHash) return { kind: 'mismatch' };
      return row.state === 'done' ? { kind: 'done', response: row.response?.value ?? null } : { kind: 'pending' };
    });
  }

  async complete(tenantId: string, record: IdempotencyRecord, response: unknown): Promise<void> {
    await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `UPDATE idempotency_keys SET state = 'done', response = $4, updated_at = now()
         WHERE tenant_id = $1 AND scope = $2 AND key = $3`,
        [tenantId, record.scope, record.key, JSON.stringify({ value: response ?? null })],
      ),
    );
  }

  /** The command failed: a retry with the same key runs it again. */
  async release(tenantId: string, record: IdempotencyRecord): Promise<void> {
    await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`DELETE FROM idempotency_keys WHERE tenant_id = $1 AND scope = $2 AND key = $3 AND state = 'pending'`, [
        tenantId,
        record.scope,
        record.key,
      ]),
    );
  }

  private async purge(): Promise<void> {
    // Row-level security scopes the app role to one tenant per transaction, so purge tenant by tenant.
    const tenants: { tenant_id: string }[] = await this.dataSource.query('SELECT tenant_id FROM tenants');
    for (const { tenant_id: tenantId } of tenants) {
      await inTenantTransaction(this.dataSource, tenantId, (manager) =>
        manager.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${RETAINED_FOR}'`),
      );
    }
  }
}
