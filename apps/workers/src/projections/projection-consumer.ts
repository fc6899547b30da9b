import type { DataSource } from 'typeorm';
import { parseEventMessage, type Consumer, type Kafka } from '@bk/infrastructure';
import { projectCaseEvent } from './case-projector';

/**
 * The Kafka consumer group that keeps the case read models current. Offsets are committed after
 * the read-model transaction, so a crash redelivers; the projection skips what it already applied.
 */
export const startCaseProjectionConsumer = async (options: {
  kafka: Kafka;
  app: DataSource;
  topic: string;
  groupId: string;
}): Promise<Consumer> => {
  const consumer = options.kafka.consumer({ groupId: options.groupId, allowAutoTopicCreation: false });
  await consumer.connect();
  await consumer.subscribe({ topic: options.topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const event = parseEventMessage(message.value);
      if (event) await projectCaseEvent(options.app, event);
    },
  });
  return consumer;
};
