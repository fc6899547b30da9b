import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { createDataSource, EventStore, loadPlatformConfig, ObjectStore, type PlatformConfig } from '@bk/infrastructure';
import { PgNotifications } from './pg-notifications';
import { APP_DATA_SOURCE, EVENT_STORE, OBJECT_STORE, PLATFORM_CONFIG, TEMPORAL_CLIENT } from './tokens';

/**
 * PostgreSQL (as the row-level-security-bound app role) and its notifications, the Temporal client and the object store, created once.
 * Temporal connects lazily so the API starts (and reports health) while Temporal is still coming up.
 */
@Global()
@Module({
  providers: [
    { provide: PLATFORM_CONFIG, useFactory: () => loadPlatformConfig() },
    {
      provide: APP_DATA_SOURCE,
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) => createDataSource(config, 'app', 20).initialize(),
    },
    { provide: EVENT_STORE, inject: [APP_DATA_SOURCE], useFactory: (dataSource: DataSource) => new EventStore(dataSource) },
    {
      provide: TEMPORAL_CLIENT,
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) =>
        new Client({ connection: Connection.lazy({ address: config.temporal.address }), namespace: config.temporal.namespace }),
    },
    { provide: OBJECT_STORE, inject: [PLATFORM_CONFIG], useFactory: (config: PlatformConfig) => new ObjectStore(config.storage) },
    PgNotifications,
  ],
  exports: [PLATFORM_CONFIG, APP_DATA_SOURCE, EVENT_STORE, TEMPORAL_CLIENT, OBJECT_STORE, PgNotifications],
})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(TEMPORAL_CLIENT) private readonly temporal: Client,
    @Inject(OBJECT_STORE) private readonly objectStore: ObjectStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.temporal.connection.close();
    await this.dataSource.destroy();
    this.objectStore.destroy();
  }
}
