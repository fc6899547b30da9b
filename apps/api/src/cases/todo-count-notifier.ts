import { Injectable, type OnModuleInit } from '@nestjs/common';
import { filter, map, type Observable } from 'rxjs';
import type { AssociationTodoCounts } from '@bk/contracts';
import { PgNotifications } from '../infrastructure/pg-notifications';

type CountsNotification = AssociationTodoCounts & { tenantId: string };

/**
 * The projection's NOTIFY on todo_counts (sent when its transaction commits), fanned out to the
 * consoles connected to that association.
 */
@Injectable()
export class TodoCountNotifier implements OnModuleInit {
  private updates: Observable<CountsNotification> | undefined;

  constructor(private readonly notifications: PgNotifications) {}

  async onModuleInit(): Promise<void> {
    this.updates = this.notifications.channel<CountsNotification>('todo_counts');
    await this.notifications.ready();
  }

  countsFor(tenantId: string): Observable<AssociationTodoCounts> {
    if (!this.updates) throw new Error('TodoCountNotifier used before init');
    return this.updates.pipe(
      filter((update) => update.tenantId === tenantId),
      map(({ tenantId: _tenantId, ...counts }) => counts),
    );
  }
}
