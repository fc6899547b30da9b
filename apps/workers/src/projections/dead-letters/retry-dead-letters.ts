import type { DataSource } from 'typeorm';
import { EVENT_COLUMNS, toStoredEvent, type DomainEventMessage } from '@bk/infrastructure';
import {
  blockingDeadLetter,
  deadLetterById,
  lockStream,
  markResolved,
  parkedStreams,
  recordRetryFailure,
  type DeadLetter,
} from './dead-letter-store';
import { describeFailure } from './retry-policy';
import type { ProjectEvent } from './project-or-dead-letter';

export type RetryDeps = {
  /** Projects under the event's tenant, exactly as the live consumer does. */
  app: DataSource;
  /** Reads and resolves dead letters across tenants (the operator's view). */
  system: DataSource;
  projection: string;
  project: ProjectEvent;
};

export type StreamRetry = {
  streamId: string;
  resolved: DeadLetter[];
  /** The dead letter that failed again; the stream stays parked behind it. */
  failed?: { deadLetter: DeadLetter; error: string };
};

/**
 * Replays a parked stream's dead letters in version order, each through the live projection, and
 * resolves each one that applies. The first that fails again stops its stream (the later ones
 * would fail the same way) and becomes the dead letter the rest wait behind. Events the live
 * consumer parks while this runs are picked up before the stream is let go.
 */
export const retryStream = async (deps: RetryDeps, streamId: string): Promise<StreamRetry> => {
  const result: StreamRetry = { streamId, resolved: [] };
  for (;;) {
    // Under the stream's lock: "nothing left" and the consumer's "park it" cannot interleave.
    const next = await deps.system.transaction(async (manager) => {
      await lockStream(manager, deps.projection, streamId);
      return blockingDeadLetter(manager, deps.projection, streamId);
    });
    if (!next) return result;
    try {
      await deps.project(deps.app, await storedEvent(deps.system, next));
    } catch (error) {
      const { message, detail } = describeFailure(error);
      await deps.system.transaction(async (manager) => {
        await recordRetryFailure(manager, next.id, message, detail);
        await manager.query(
          `UPDATE projection_dead_letters SET parked_behind = $1
           WHERE projection = $2 AND stream_id = $3 AND resolved_at IS NULL AND id <> $1`,
          [next.id, deps.projection, streamId],
        );
      });
      result.failed = { deadLetter: next, error: message };
      return result;
    }
    await markResolved(deps.system, next.id);
    result.resolved.push(next);
  }
};

/** One parked stream (named by any of its dead letters), or every parked stream. */
export const retryDeadLetters = async (deps: RetryDeps, deadLetterId?: string): Promise<StreamRetry[]> => {
  if (deadLetterId !== undefined) {
    const deadLetter = await deadLetterById(deps.system, deadLetterId);
    if (!deadLetter || deadLetter.projection !== deps.projection) throw new Error(`no dead letter #${deadLetterId}`);
    return [await retryStream(deps, deadLetter.streamId)];
  }
  const streams = (await parkedStreams(deps.system)).filter((stream) => stream.projection === deps.projection);
  const results: StreamRetry[] = [];
  for (const stream of streams) results.push(await retryStream(deps, stream.streamId));
  return results;
};

const storedEvent = async (system: DataSource, deadLetter: DeadLetter): Promise<DomainEventMessage> => {
  const rows = await system.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE event_id = $1`, [deadLetter.eventId]);
  if (!rows[0]) throw new Error(`event ${deadLetter.eventId} of dead letter #${deadLetter.id} is not in the event store`);
  return toStoredEvent(rows[0]);
};
