import type { DataSource } from 'typeorm';
import { inTenantTransaction, type DomainEventMessage } from '@bk/infrastructure';
import { blockingDeadLetter, lockStream, recordDeadLetter, type DeadLetter } from './dead-letter-store';
import { backoffDelayMs, describeFailure, isTransientInfrastructureError, type RetryPolicy } from './retry-policy';

export type ProjectEvent = (app: DataSource, event: DomainEventMessage) => Promise<void>;

export type DeadLetteringDeps = {
  /** Projects (and records dead letters) under the event's tenant. */
  app: DataSource;
  /** Answers "is this stream parked?" (asked when an event fails), across tenants. */
  system: DataSource;
  projection: string;
  project: ProjectEvent;
  policy: RetryPolicy;
  /** Keeps the consumer's group membership alive while it waits between attempts. */
  heartbeat: () => Promise<void>;
  /** Aborted when the consumer stops: waiting ends and the event is left for redelivery. */
  signal: AbortSignal;
  log: (message: string) => void;
};

export type ProjectionOutcome =
  | { kind: 'projected' }
  | { kind: 'dead-lettered'; deadLetter: DeadLetter }
  | { kind: 'parked'; deadLetter: DeadLetter; behind: DeadLetter }
  /** A redelivery of an event that was already projected or set aside before the stream was parked. */
  | { kind: 'redelivered' };

/**
 * Applies one event, or sets it aside so the partition can move on:
 * - its stream already has an open dead letter: parked behind it, because the projection fills
 *   gaps from the event store and meets the same failure again. This is asked only once the
 *   event has failed, so the common case (a healthy stream) costs no extra query; an event behind
 *   a dead letter whose cause was fixed meanwhile simply projects, and `retry` closes the letter;
 * - otherwise up to `policy.attempts` attempts with backoff, then a dead letter that parks the stream.
 * Either way the caller commits the offset. Only if the dead letter itself cannot be written does
 * this throw, and the event is redelivered rather than lost.
 */
export const projectOrDeadLetter = async (deps: DeadLetteringDeps, event: DomainEventMessage): Promise<ProjectionOutcome> => {
  const parkedStream = async () => (await blockingDeadLetter(deps.system, deps.projection, event.streamId)) !== undefined;
  let failure = await projectWithRetries(deps, event, parkedStream);
  if (failure === 'parked') {
    const parked = await parkBehindOpenDeadLetter(deps, event);
    if (parked) return parked;
    // The retry command resolved the stream meanwhile: project normally.
    failure = await projectWithRetries(deps, event, async () => false);
  }
  if (!failure || failure === 'parked') return { kind: 'projected' };
  const { error, attempts, firstFailedAt } = failure;
  const deadLetter = await inTenantTransaction(deps.app, event.tenantId, async (manager) => {
    await lockStream(manager, deps.projection, event.streamId);
    return recordDeadLetter(manager, deps.projection, event, {
      ...describeFailure(error),
      attempts,
      firstFailedAt,
      parkedBehind: null,
    });
  });
  return { kind: 'dead-lettered', deadLetter };
};

/** Checked again under the stream's lock: the retry command may have just resolved it. */
const parkBehindOpenDeadLetter = (deps: DeadLetteringDeps, event: DomainEventMessage): Promise<ProjectionOutcome | undefined> =>
  inTenantTransaction(deps.app, event.tenantId, async (manager) => {
    await lockStream(manager, deps.projection, event.streamId);
    const behind = await blockingDeadLetter(manager, deps.projection, event.streamId);
    if (!behind) return undefined;
    // Kafka delivers a stream's events in order, so anything up to the earliest open dead letter
    // was handled before it (projected, or is that dead letter): a crash before the offset commit
    // only redelivers it.
    if (event.version <= behind.version) return { kind: 'redelivered' };
    const deadLetter = await recordDeadLetter(manager, deps.projection, event, {
      message: `parked behind dead letter #${behind.id} (${behind.streamId} v${behind.version})`,
      detail: null,
      attempts: 0,
      firstFailedAt: new Date(),
      parkedBehind: behind.id,
    });
    return { kind: 'parked', deadLetter, behind };
  });

/** Undefined once projected; 'parked' when the first failure finds the stream parked already. */
const projectWithRetries = async (
  deps: DeadLetteringDeps,
  event: DomainEventMessage,
  parkedStream: () => Promise<boolean>,
): Promise<{ error: unknown; attempts: number; firstFailedAt: Date } | 'parked' | undefined> => {
  let attempts = 0;
  let firstFailedAt: Date | undefined;
  let outages = 0;
  for (;;) {
    try {
      await deps.project(deps.app, event);
      return undefined;
    } catch (error) {
      if (deps.signal.aborted) throw error;
      const where = `${event.streamId} v${event.version} (event ${event.eventId})`;
      if (isTransientInfrastructureError(error)) {
        outages += 1;
        if (outages === 1 || outages % 20 === 0) deps.log(`projection of ${where} waits for the database: ${describeFailure(error).message}`);
        await pause(backoffDelayMs(deps.policy, outages), deps);
        continue;
      }
      if (attempts === 0 && (await parkedStream())) return 'parked';
      attempts += 1;
      firstFailedAt ??= new Date();
      if (attempts >= deps.policy.attempts) return { error, attempts, firstFailedAt };
      deps.log(`projection of ${where} failed (attempt ${attempts}/${deps.policy.attempts}): ${describeFailure(error).message}`);
      await pause(backoffDelayMs(deps.policy, attempts), deps);
    }
  }
};

/** Waits, heartbeating, unless the consumer is stopping (then the event is left unacknowledged). */
const pause = async (ms: number, { heartbeat, signal }: Pick<DeadLetteringDeps, 'heartbeat' | 'signal'>): Promise<void> => {
  if (!signal.aborted) {
    await new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
    });
  }
  if (signal.aborted) throw new Error('projection consumer stopping');
  await heartbeat();
};
