import { Kafka, logLevel, Partitioners, type Consumer, type Producer } from 'kafkajs';
import type { PlatformConfig } from '../config/platform-config';
import type { StoredEvent } from '../event-store/event-store';
import { stopIdleRequestQueuePolling } from './request-queue-fix';

/**
 * The one place that knows kafkajs. Everything else publishes and consumes domain events through
 * these functions, so the client library can be swapped without touching the relay or projections.
 */
export const createKafka = (config: PlatformConfig, clientSuffix: string): Kafka => {
  stopIdleRequestQueuePolling();
  return new Kafka({
    clientId: `${config.kafka.clientId}-${clientSuffix}`,
    brokers: config.kafka.brokers,
    logLevel: logLevel.ERROR,
    retry: { initialRetryTime: 200, retries: 8 },
  });
};

export const ensureTopic = async (kafka: Kafka, topic: string, partitions = 3): Promise<void> => {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = await admin.listTopics();
    if (!existing.includes(topic)) {
      await admin.createTopics({ topics: [{ topic, numPartitions: partitions, replicationFactor: 1 }], waitForLeaders: true });
    }
  } finally {
    await admin.disconnect();
  }
};

/** On the wire, a domain event is exactly the stored event (JSON), keyed by its stream id. */
export type DomainEventMessage = StoredEvent;

/** Idempotent producer: Kafka de-duplicates its own retries; ours are made harmless downstream. */
export const createEventProducer = (kafka: Kafka): Producer =>
  kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });

export const publishEvents = async (producer: Producer, topic: string, events: DomainEventMessage[]): Promise<void> => {
  if (events.length === 0) return;
  await producer.send({
    topic,
    acks: -1,
    messages: events.map((event) => ({
      key: event.streamId,
      value: JSON.stringify(event),
      headers: { type: event.type, tenantId: event.tenantId },
    })),
  });
};

/**
 * The partition the producer's default partitioner (murmur2 of the key, as Java clients do) puts a
 * stream's events on: events of streams that share it are consumed one after another.
 */
export const partitionForKey = (topic: string, key: string, partitions: number): number =>
  Partitioners.DefaultPartitioner()({
    topic,
    partitionMetadata: Array.from({ length: partitions }, (_, partitionId) => ({ partitionId, leader: 0, partitionErrorCode: 0, replicas: [0], isr: [0] })),
    message: { key, value: null },
  });

export const parseEventMessage = (value: Buffer | null): DomainEventMessage | undefined =>
  value === null ? undefined : (JSON.parse(value.toString('utf8')) as DomainEventMessage);

export type { Consumer, Kafka, Producer };
