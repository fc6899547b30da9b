import type { DataSource } from 'typeorm';
import { inTenantTransaction, type DomainEventMessage } from '@bk/infrastructure';
import { handlesStream, projectCourtReformEvent } from './court-reform-case.projection';
import { applyTodoCountDelta, todoCountDelta } from './todo-counts.projection';

/** Applies one domain event to the case read models and the to-do counts, atomically, under the event's tenant. */
export const projectCaseEvent = async (app: DataSource, event: DomainEventMessage): Promise<void> => {
  if (!handlesStream(event.streamType)) return;
  await inTenantTransaction(app, event.tenantId, async (manager) => {
    const transition = await projectCourtReformEvent(manager, event);
    if (transition) await applyTodoCountDelta(manager, event.tenantId, todoCountDelta(transition.before, transition.after));
  });
};
