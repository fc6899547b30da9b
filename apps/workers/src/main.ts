import { Client } from 'pg';
import {
  createDataSource,
  createEventProducer,
  createKafka,
  ensureTopic,
  EventStore,
  loadPlatformConfig,
} from '@bk/infrastructure';
import { OutboxRelay } from './relay/outbox-relay';
import { startCaseProjectionConsumer } from './projections/projection-consumer';
import { createCaseWorker } from './temporal/case-worker';

const log = (message: string): void => console.log(`[workers] ${message}`);

/** Runs the Temporal case worker, the outbox relay and the projection consumers in one process. */
const main = async (): Promise<void> => {
  const config = loadPlatformConfig();
  const app = await createDataSource(config, 'app').initialize();
  const system = await createDataSource(config, 'system', 4).initialize();
  const kafka = createKafka(config, 'workers');
  await ensureTopic(kafka, config.kafka.eventsTopic);

  const producer = createEventProducer(kafka);
  await producer.connect();
  const listener = new Client({
    host: config.database.host,
    port: config.database.port,
    database: config.database.name,
    user: config.database.credentials.system.user,
    password: config.database.credentials.system.password,
    application_name: 'bk-relay',
  });
  await listener.connect();
  const relay = new OutboxRelay({ system, listener, producer, topic: config.kafka.eventsTopic, log });
  await relay.start();

  const consumer = await startCaseProjectionConsumer({
    kafka,
    app,
    topic: config.kafka.eventsTopic,
    groupId: `${config.kafka.eventsTopic}.case-projections`,
  });

  const worker = await createCaseWorker(config, new EventStore(app));
  log(`temporal worker on task queue ${config.temporal.taskQueue} (namespace ${config.temporal.namespace})`);

  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    log('shutting down');
    worker.shutdown();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await worker.run();
  await relay.stop();
  await consumer.disconnect();
  await producer.disconnect();
  await listener.end();
  await Promise.all([app.destroy(), system.destroy()]);
  log('stopped');
};

main().catch((error: unknown) => {
  console.error('[workers] fatal', error);
  process.exit(1);
});
