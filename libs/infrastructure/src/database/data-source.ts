import { DataSource, type EntityManager } from 'typeorm';
import type { DatabaseRole, PlatformConfig } from '../config/platform-config';
import { migrations } from '../migrations';

/**
 * One DataSource per database role. The API and projections run as `app`, which row-level
 * security confines to the tenant set on the transaction; the relay and rebuilds run as
 * `system` (BYPASSRLS); migrations run as `owner`.
 */
export const createDataSource = (config: PlatformConfig, role: DatabaseRole, poolSize = 10): DataSource =>
  new DataSource({
    type: 'postgres',
    host: config.database.host,
    port: config.database.port,
    database: config.database.name,
    username: config.database.credentials[role].user,
    password: config.database.credentials[role].password,
    migrations: role === 'owner' ? migrations : [],
    migrationsTableName: 'schema_migrations',
    extra: { max: poolSize, application_name: `bk-${role}` },
    // Errors surface through the callers (the API's error filter logs unexpected ones with an id).
    logging: false,
  });

/**
 * Runs `work` in a transaction whose row-level-security tenant is `tenantId`.
 * set_config(..., true) is transaction-local, so a pooled connection never leaks a tenant.
 */
export const inTenantTransaction = async <T>(
  dataSource: DataSource,
  tenantId: string,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> =>
  dataSource.transaction(async (manager) => {
    await manager.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenantId]);
    return work(manager);
  });
