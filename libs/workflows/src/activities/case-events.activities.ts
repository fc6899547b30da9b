import { ApplicationFailure } from '@temporalio/common';
import { ConcurrencyConflictError, deterministicEventId, type EventStore } from '@bk/infrastructure';

export type AppendCaseEventsInput = {
  tenantId: string;
  streamId: string;
  streamType: string;
  expectedVersion: number;
  commandId: string;
  events: { type: string; data: { actor?: unknown } & Record<string, unknown> }[];
};

export type CaseEventActivities = ReturnType<typeof createCaseEventActivities>;

export const createCaseEventActivities = (deps: { eventStore: EventStore }) => ({
  /** Appends a decided command's events. Retries are safe: event ids derive from the command id. */
  async appendCaseEvents(input: AppendCaseEventsInput): Promise<{ nextVersion: number; duplicate: boolean }> {
    try {
      return await deps.eventStore.append({
        tenantId: input.tenantId,
        streamId: input.streamId,
        streamType: input.streamType,
        expectedVersion: input.expectedVersion,
        events: input.events.map((event, index) => ({
          eventId: deterministicEventId(input.commandId, index),
          type: event.type,
          data: event.data,
          metadata: { commandId: input.commandId, actor: event.data.actor },
        })),
      });
    } catch (error) {
      if (error instanceof ConcurrencyConflictError) {
        throw ApplicationFailure.create({
          type: 'ConcurrencyConflict',
          message: error.message,
          nonRetryable: true,
          details: [{ streamId: error.streamId, expectedVersion: error.expectedVersion, actualVersion: error.actualVersion }],
        });
      }
      throw error;
    }
  },
});
