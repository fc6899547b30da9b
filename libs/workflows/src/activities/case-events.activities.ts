import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { ConcurrencyConflictError, deterministicEventId, isPermanentDataError, type EventStore } from '@bk/infrastructure';
import { APPEND_MAX_ATTEMPTS, CaseFailureTypes } from '../workflows/messages';

export type AppendCaseEventsInput = {
  tenantId: string;
  streamId: string;
  streamType: string;
  expectedVersion: number;
  commandId: string;
  events: { type: string; data: { actor?: unknown } & Record<string, unknown> }[];
};

export type CaseEventActivities = ReturnType<typeof createCaseEventActivities>;

/** Operators watch for this prefix in the workers' log; the failed update is also in the workflow's history. */
const ALERT_PREFIX = '[alert] case events could not be appended';

export const createCaseEventActivities = (deps: { eventStore: EventStore; alert?: (line: string) => void }) => ({
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
          type: CaseFailureTypes.conflict,
          message: error.message,
          nonRetryable: true,
          details: [{ streamId: error.streamId, expectedVersion: error.expectedVersion, actualVersion: error.actualVersion }],
        });
      }
      if (isPermanentDataError(error)) {
        // The same data will be refused every time: fail the command now, and say so.
        (deps.alert ?? console.error)(`${ALERT_PREFIX} (data refused, not retried): stream ${input.streamId} command ${input.commandId}: ${String(error)}`);
        throw ApplicationFailure.create({ type: CaseFailureTypes.rejectedData, message: String((error as Error).message), nonRetryable: true });
      }
      const { attempt } = Context.current().info;
      if (attempt >= APPEND_MAX_ATTEMPTS) {
        (deps.alert ?? console.error)(
          `${ALERT_PREFIX} (gave up after ${attempt} attempts): stream ${input.streamId} command ${input.commandId}: ${String(error)}`,
        );
      }
      throw error;
    }
  },
});
