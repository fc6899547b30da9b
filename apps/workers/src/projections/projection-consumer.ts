import type { DataSource } from 'typeorm';
import { parseEventMessage, type Kafka } from '@bk/infrastructure';
import { projectCaseEvent } from './case-projector';
import { projectOrDeadLetter, type ProjectionOutcome } from './dead-letters/project-or-dead-letter';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './dead-letters/retry-policy';

/** The projection's name in projection_dead_letters. */
export const CASE_PROJECTION = 'case-projections';

export type CaseProjectionConsumer = { disconnect: () => Promise<void> };

/**
 * The Kafka consumer group that keeps the case read models current. Offsets are committed after
 * the read-model transaction, so a crash redelivers; the projection skips what it already applied.
 * An event that keeps failing is dead-lettered after a few attempts and its stream parked, so it
 * holds up neither its partition nor any other case (see dead-letters/).
 */
export const startCaseProjectionConsumer = async (options: {
  kafka: Kafka;
  app: DataSource;
  system: DataSource;
  topic: string;
  groupId: string;
  retryPolicy?: RetryPolicy;
  log?: (message: string) => void;
}): Promise<CaseProjectionConsumer> => {
  const log = options.log ?? (() => undefined);
  const stopping = new AbortController();
  const consumer = options.kafka.consumer({ groupId: options.groupId, allowAutoTopicCreation: false });
  await consumer.connect();
  await consumer.subscribe({ topic: options.topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message, heartbeat }) => {
      const event = parseEventMessage(message.value);
      if (!event) return;
      const outcome = await projectOrDeadLetter(
        {
          app: options.app,
          system: options.system,
          projection: CASE_PROJECTION,
          project: projectCaseEvent,
          policy: options.retryPolicy ?? DEFAULT_RETRY_POLICY,
          heartbeat,
          signal: stopping.signal,
          log,
        },
        event,
      );
      logSetAside(outcome, log);
    },
  });
  return {
    disconnect: async () => {
      stopping.abort();
      await consumer.disconnect();
    },
  };
};

const HOW_TO_RETRY = 'list and retry with `npm run projections:dead-letters -- list|retry`';

const logSetAside = (outcome: ProjectionOutcome, log: (message: string) => void): void => {
  if (outcome.kind === 'dead-lettered') {
    const { id, streamId, version, eventId, attempts, errorMessage } = outcome.deadLetter;
    log(
      `projection dead letter #${id}: ${streamId} v${version} (event ${eventId}) failed ${attempts} times: ${errorMessage}; ` +
        `stream parked, ${HOW_TO_RETRY}`,
    );
  } else if (outcome.kind === 'parked') {
    const { id, streamId, version } = outcome.deadLetter;
    log(`projection dead letter #${id}: ${streamId} v${version} parked behind #${outcome.behind.id}`);
  }
};
