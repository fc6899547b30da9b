import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { filter, merge, Observable, type Subscription } from 'rxjs';
import type { DataSource } from 'typeorm';
import type { ImFeedEntry } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { PgNotifications } from '../infrastructure/pg-notifications';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { IM_FEED_CHANNEL, type ImFeedNotification } from './im-read-model';

/** At most this many entries per read; a reconnect after a long absence catches up in several. */
const BATCH = 200;

/**
 * A person's live feed: everything after the position the client names, then each new entry as
 * its transaction commits. A notification only says "there is more"; the entries themselves are
 * read from im_feed after the last one sent, so a notification lost, doubled or out of order
 * never loses, doubles or reorders an entry.
 */
@Injectable()
export class ImFeed implements OnModuleInit {
  private notifications: Observable<ImFeedNotification> | undefined;

  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly pg: PgNotifications,
  ) {}

  async onModuleInit(): Promise<void> {
    this.notifications = this.pg.channel<ImFeedNotification>(IM_FEED_CHANNEL);
    await this.pg.ready();
  }

  /** The person's current head: a client that saw nothing yet starts here. */
  async head(tenantId: string, userId: string): Promise<number> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { position: string }[] = await manager.query('SELECT position FROM im_feed_heads WHERE user_id = $1', [userId]);
      return Number(rows[0]?.position ?? 0);
    });
  }

  private after(tenantId: string, userId: string, position: number): Promise<ImFeedEntry[]> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { entry: ImFeedEntry }[] = await manager.query(
        'SELECT entry FROM im_feed WHERE user_id = $1 AND position > $2 ORDER BY position LIMIT $3',
        [userId, position, BATCH],
      );
      return rows.map((row) => row.entry);
    });
  }

  stream(tenantId: string, userId: string, after: number | undefined): Observable<ImFeedEntry> {
    const notifications = this.notifications;
    if (!notifications) throw new Error('ImFeed used before init');
    return new Observable<ImFeedEntry>((subscriber) => {
      let last: number | undefined = after;
      let reading = false;
      let again = false;
      let closed = false;
      const pull = async (): Promise<void> => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          last ??= await this.head(tenantId, userId);
          do {
            again = false;
            for (;;) {
              const entries = await this.after(tenantId, userId, last);
              for (const entry of entries) {
                if (closed) return;
                last = entry.position;
                subscriber.next(entry);
              }
              if (entries.length < BATCH) break;
            }
          } while (again && !closed);
        } catch (error) {
          subscriber.error(error);
        } finally {
          reading = false;
        }
      };
      // Listen before the first read, so nothing committed in between is missed.
      const subscription: Subscription = merge(
        notifications.pipe(filter((note) => note.userId === userId && note.tenantId === tenantId && (last === undefined || note.position > last))),
        this.pg.reconnections(),
      ).subscribe(() => void pull());
      void pull();
      return () => {
        closed = true;
        subscription.unsubscribe();
      };
    });
  }
}
