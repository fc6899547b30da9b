import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { Decider } from '@bk/domain';
import { appendInTransaction, ConcurrencyConflictError, deterministicEventId, EVENT_COLUMNS, inTenantTransaction, toStoredEvent } from '@bk/infrastructure';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

type AnyEvent = { type: string; data: Record<string, unknown> };

/**
 * One kind of aggregate that runs without a workflow (accounts, roles, organisations…): its
 * decider, its stream, and the read model it keeps in step. The read model is written in the
 * same transaction as the events, so a change is visible to the very next request (a removed
 * permission key applies at once), and a failed write leaves neither behind.
 */
export type AggregateKind<Command, Event extends AnyEvent, State> = {
  streamType: string;
  decider: Decider<Command, Event, State>;
  /** Writes the read model after `events` moved the aggregate from `before` to `after`. */
  project: (manager: EntityManager, change: { tenantId: string; id: string; before: State; after: State; events: Event[]; version: number }) => Promise<void>;
  /** Said when a client's version is stale: someone else changed the aggregate meanwhile. */
  changedMeanwhile: string;
  /** Said when a command names an aggregate that does not exist. */
  notFound: string;
  /**
   * Said when a read-model unique index refused the change (a name or code another aggregate
   * holds), by the index's name; without it, or when it names none, the refusal is `changedMeanwhile`.
   */
  uniqueViolation?: (constraint: string, events: Event[]) => string | undefined;
};

/** A command as a caller states it: who and when are added by the one who executes it. */
export type CommandInput<Command> = Command extends unknown ? Omit<Command, 'actor' | 'at'> : never;

export type Executed<State> = { version: number; state: State; events: number };

const streamIdOf = (kind: { streamType: string }, id: string): string => `${kind.streamType}-${id}`;

/**
 * The aggregate kit: load the stream, decide, append with the expected version and project, in
 * one transaction. `expectedVersion` is the version the client read (optimistic concurrency);
 * without it the command is decided against whatever is current. Event ids derive from the
 * stream and the command id, so a retried command writes nothing twice.
 */
@Injectable()
export class AggregateStore {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  async execute<Command, Event extends AnyEvent, State>(
    kind: AggregateKind<Command, Event, State>,
    target: { tenantId: string; id: string; commandId: string; expectedVersion?: number },
    command: Command,
    /** Anything else that must commit with the events, after the read model (a password hash, say). */
    alongside?: (manager: EntityManager, after: State) => Promise<unknown>,
  ): Promise<Executed<State>> {
    const streamId = streamIdOf(kind, target.id);
    let decided: Event[] = [];
    try {
      return await inTenantTransaction(this.dataSource, target.tenantId, async (manager) => {
        const history = await readStream<Event>(manager, streamId);
        if (history.length === 0 && target.expectedVersion !== undefined && target.expectedVersion > 0) throw ApiError.notFound(kind.notFound);
        if (target.expectedVersion !== undefined && target.expectedVersion !== history.length) {
          throw new ApiError(409, 409, kind.changedMeanwhile, { reason: 'CONCURRENCY_CONFLICT', currentVersion: history.length });
        }
        const before = history.reduce(kind.decider.evolve, kind.decider.initialState());
        const events = kind.decider.decide(command, before);
        decided = events;
        const { nextVersion } = await appendInTransaction(manager, {
          tenantId: target.tenantId,
          streamId,
          streamType: kind.streamType,
          expectedVersion: history.length,
          events: events.map((event, index) => ({
            eventId: deterministicEventId(`${streamId}:${target.commandId}`, index),
            type: event.type,
            data: event.data,
            metadata: { commandId: target.commandId, actor: event.data.actor },
          })),
        });
        const after = events.reduce(kind.decider.evolve, before);
        if (events.length > 0) await kind.project(manager, { tenantId: target.tenantId, id: target.id, before, after, events, version: nextVersion });
        if (alongside) await alongside(manager, after);
        return { version: nextVersion, state: after, events: events.length };
      });
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      const taken = code === '23505' && constraint !== undefined ? kind.uniqueViolation?.(constraint, decided) : undefined;
      if (taken !== undefined) throw new ApiError(409, 409, taken, { reason: 'ALREADY_TAKEN', constraint });
      if (error instanceof ConcurrencyConflictError || code === '23505') {
        throw new ApiError(409, 409, kind.changedMeanwhile, { reason: 'CONCURRENCY_CONFLICT' });
      }
      throw error;
    }
  }

  /** The aggregate's state now, folded from its stream. */
  async state<Command, Event extends AnyEvent, State>(kind: AggregateKind<Command, Event, State>, tenantId: string, id: string): Promise<State> {
    const history = await inTenantTransaction(this.dataSource, tenantId, (manager) => readStream<Event>(manager, streamIdOf(kind, id)));
    return history.reduce(kind.decider.evolve, kind.decider.initialState());
  }

  /** The aggregate's recorded history: who did what, when (the audit of accounts and roles). */
  async history(kind: { streamType: string }, tenantId: string, id: string) {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows = await manager.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`, [streamIdOf(kind, id)]);
      return (rows as Parameters<typeof toStoredEvent>[0][]).map(toStoredEvent);
    });
  }
}

const readStream = async <Event>(manager: EntityManager, streamId: string): Promise<Event[]> => {
  const rows: { type: string; data: Record<string, unknown> }[] = await manager.query('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version', [streamId]);
  return rows.map((row) => ({ type: row.type, data: row.data }) as Event);
};
