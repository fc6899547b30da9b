import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { filter, map, Subject, type Observable } from 'rxjs';
import type { AssociationTodoCounts } from '@bk/contracts';
import type { PlatformConfig } from '@bk/infrastructure';
import { PLATFORM_CONFIG } from '../infrastructure/tokens';

type CountsNotification = AssociationTodoCounts & { tenantId: string };

/**
 * Listens for the projection's NOTIFY on todo_counts (sent when its transaction commits) and fans
 * the counts out to the consoles connected to that association. One connection per API process.
 */
@Injectable()
export class TodoCountNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TodoCountNotifier');
  private readonly updates = new Subject<CountsNotification>();
  private client: Client | undefined;
  private closing = false;

  constructor(@Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig) {}

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    this.updates.complete();
    await this.client?.end();
  }

  countsFor(tenantId: string): Observable<AssociationTodoCounts> {
    return this.updates.pipe(
      filter((update) => update.tenantId === tenantId),
      map(({ tenantId: _tenantId, ...counts }) => counts),
    );
  }

  private async connect(): Promise<void> {
    const { database } = this.config;
    const client = new Client({
      host: database.host,
      port: database.port,
      database: database.name,
      user: database.credentials.app.user,
      password: database.credentials.app.password,
      application_name: 'bk-api-notify',
    });
    client.on('notification', (message) => {
      if (message.payload) this.updates.next(JSON.parse(message.payload) as CountsNotification);
    });
    client.on('error', (error) => {
      this.logger.warn(`notification connection lost: ${error.message}`);
      this.reconnect();
    });
    await client.connect();
    await client.query('LISTEN todo_counts');
    this.client = client;
  }

  private reconnect(): void {
    if (this.closing) return;
    setTimeout(() => {
      this.connect().catch(() => this.reconnect());
    }, 1000);
  }
}
