import type { DataSource } from 'typeorm';
import { inTenantTransaction, type DomainEventMessage } from '@bk/infrastructure';
import { caseProjectionFor } from './case-kinds';
import { projectCaseStreamEvent } from './case-read.projection';
import { applyTodoCountDelta, todoCountDelta } from './todo-counts.projection';

/** Applies one domain event to the case read models and the to-do counts, atomically, under the event's tenant. */
export const projectCaseEvent = async (app: DataSource, event: DomainEventMessage): Promise<void> => {
  const projection = caseProjectionFor(event.streamType);
  if (!projection) return;
  await inTenantTransaction(app, event.tenantId, async (manager) => {
    const transition = await projectCaseStreamEvent(manager, projection, event);
    if (transition) {
      await applyTodoCountDelta(manager, event.tenantId, todoCountDelta(transition.kind, transition.before, transition.after));
    }
  });
};
