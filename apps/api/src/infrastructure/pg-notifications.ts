import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { filter, map, Subject, type Observable } from 'rxjs';
import type { PlatformConfig } from '@bk/infrastructure';
import { PLATFORM_CONFIG } from './tokens';

type Notification = { channel: string; payload: string };

/**
 * One LISTEN connection per API process for every PostgreSQL notification channel the API pushes
 * to browsers (to-do counts, the communicate feed). A NOTIFY is sent when its transaction commits
 * and reaches every replica's listener, which is what makes the pushes work behind N replicas.
 * Channels are listened to on first use and again after a lost connection.
 */
@Injectable()
export class PgNotifications implements OnModuleDestroy {
  private readonly logger = new Logger('PgNotifications');
  private readonly notifications = new Subject<Notification>();
  private readonly channels = new Set<string>();
  private readonly connected = new Subject<void>();
  private readonly listening: Promise<void>[] = [];
  private client: Promise<Client> | undefined;
  private closing = false;
  private reconnecting = false;

  constructor(@Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig) {}

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    this.notifications.complete();
    this.connected.complete();
    const client = await this.client?.catch(() => undefined);
    await client?.end();
  }

  /** Payloads of one channel, parsed as JSON. */
  channel<T>(name: string): Observable<T> {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`not a channel name: ${name}`);
    if (!this.channels.has(name)) {
      this.channels.add(name);
      this.listening.push(this.listen(name));
    }
    return this.notifications.pipe(
      filter((notification) => notification.channel === name),
      map((notification) => JSON.parse(notification.payload) as T),
    );
  }

  /** Each (re)connection of the listener: notifications sent while it was away are lost, so look again. */
  reconnections(): Observable<void> {
    return this.connected.asObservable();
  }

  /** Resolves once every channel asked for so far is listened to (a subscriber may rely on it). */
  async ready(): Promise<void> {
    await this.connection();
    await Promise.all(this.listening);
  }

  private async listen(name: string): Promise<void> {
    try {
      const client = await this.connection();
      await client.query(`LISTEN ${name}`);
    } catch (error) {
      this.logger.warn(`LISTEN ${name} failed: ${(error as Error).message}`);
    }
  }

  private connection(): Promise<Client> {
    this.client ??= this.connect();
    return this.client;
  }

  private async connect(): Promise<Client> {
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
      if (message.payload) this.notifications.next({ channel: message.channel, payload: message.payload });
    });
    client.on('error', (error) => {
      this.logger.warn(`notification connection lost: ${error.message}`);
      this.reconnect();
    });
    try {
      await client.connect();
      for (const name of this.channels) await client.query(`LISTEN ${name}`);
      this.connected.next();
    } catch (error) {
      this.reconnect();
      throw error;
    }
    return client;
  }

  private reconnect(): void {
    if (this.closing || this.reconnecting) return;
    this.reconnecting = true;
    this.client = undefined;
    setTimeout(() => {
      this.reconnecting = false;
      this.connection().catch(() => undefined);
    }, 1000);
  }
}
