import { Client } from 'pg';
import {
  createDataSource,
  createEventProducer,
  createKafka,
  ensureTopic,
  EventStore,
  headsOf,
  loadAuditSigningKey,
  loadPlatformConfig,
  ObjectStore,
  StreamHeadAnchorLog,
} from '@bk/infrastructure';
import { OutboxRelay } from './relay/outbox-relay';
import { startParkedStreamReporter } from './projections/dead-letters/parked-stream-reporter';
import { startCaseProjectionConsumer } from './projections/projection-consumer';
import { startContentProjectionConsumer } from './projections/content/content-projection-consumer';
import { startStaleUploadSweeper } from './storage/stale-upload-sweeper';
import { createCaseWorker } from './temporal/case-worker';

const log = (message: string): void => console.log(`[workers] ${message}`);

/**
 * Runs the Temporal case worker, the outbox relay, the projection consumers and the sweep of
 * stale uploads in one process.
 */
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
  // Every published batch anchors its streams' heads outside PostgreSQL (stream-head-anchors.ts).
  const anchors = new StreamHeadAnchorLog(config.audit.anchorLogPath, loadAuditSigningKey(config.audit), log);
  const relay = new OutboxRelay({
    system,
    listener,
    producer,
    topic: config.kafka.eventsTopic,
    log,
    afterPublish: (events) => anchors.append(headsOf(events)),
  });
  await relay.start();

  const consumer = await startCaseProjectionConsumer({
    kafka,
    app,
    system,
    topic: config.kafka.eventsTopic,
    groupId: `${config.kafka.eventsTopic}.case-projections`,
    log,
  });
  const parkedStreamReporter = startParkedStreamReporter({ system, log });
  // Content items (announcements) in a group of their own: see content-projection-consumer.ts.
  const contentConsumer = await startContentProjectionConsumer({
    kafka,
    app,
    topic: config.kafka.eventsTopic,
    groupId: `${config.kafka.eventsTopic}.content-projections`,
    log,
  });

  const objectStore = new ObjectStore(config.storage);
  const uploadSweeper = startStaleUploadSweeper({ system, store: objectStore, log });

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
  parkedStreamReporter.stop();
  uploadSweeper.stop();
  objectStore.destroy();
  await relay.stop();
  await consumer.disconnect();
  await contentConsumer.disconnect();
  await producer.disconnect();
  await listener.end();
  await Promise.all([app.destroy(), system.destroy()]);
  log('stopped');
};

main().catch((error: unknown) => {
  console.error('[workers] fatal', error);
  process.exit(1);
});
