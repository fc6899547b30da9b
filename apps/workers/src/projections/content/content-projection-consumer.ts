import type { DataSource } from 'typeorm';
import { parseEventMessage, type Kafka } from '@bk/infrastructure';
import { projectContentEvent } from './content-read.projection';

export type ContentProjectionConsumer = { disconnect: () => Promise<void> };

/**
 * A consumer group of its own for the content read model, beside the case projections: content
 * and cases fail, lag and rebuild independently, and neither group's code needs the other's.
 * Offsets are committed after the read-model transaction, so a crash redelivers and the version
 * check skips what was applied. A failing event is retried by kafkajs (it throws), holding up
 * content events of its partition only, never the case projections.
 */
export const startContentProjectionConsumer = async (options: {
  kafka: Kafka;
  app: DataSource;
  topic: string;
  groupId: string;
  log?: (message: string) => void;
}): Promise<ContentProjectionConsumer> => {
  const log = options.log ?? (() => undefined);
  const consumer = options.kafka.consumer({ groupId: options.groupId, allowAutoTopicCreation: false });
  await consumer.connect();
  await consumer.subscribe({ topic: options.topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const event = parseEventMessage(message.value);
      if (!event) return;
      try {
        await projectContentEvent(options.app, event);
      } catch (error) {
        log(`content projection of ${event.streamId} v${event.version} failed, will retry: ${(error as Error).message}`);
        throw error;
      }
    },
  });
  return { disconnect: () => consumer.disconnect() };
};
