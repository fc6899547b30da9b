import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkflowHandle } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { temporal } from '@temporalio/proto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import type { DataSource } from 'typeorm';
import { createDataSource, EventStore, loadPlatformConfig } from '@bk/infrastructure';
import { createCaseEventActivities } from '../activities/case-events.activities';
import { createContentPublicationActivities } from '../activities/content-publication.activities';
import { SearchAttributes } from '../workflows/messages';
import { createWatchedWorker } from '../worker/workflow-thread-watchdog';

export type WorkflowTestEnvironment = {
  env: TestWorkflowEnvironment;
  taskQueue: string;
  tenantId: string;
  eventStore: EventStore;
  storedTypes: (streamId: string) => Promise<string[]>;
  teardown: () => Promise<void>;
};

/**
 * Temporal's time-skipping test server with a worker running the real workflows and activities
 * against the real PostgreSQL event store of the test tier.
 */
export const startWorkflowTestEnvironment = async (): Promise<WorkflowTestEnvironment> => {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const app: DataSource = await createDataSource(loadPlatformConfig(), 'app', 4).initialize();
  const rows: { tenant_id: string }[] = await app.query('SELECT tenant_id FROM tenants ORDER BY channel LIMIT 1');
  const tenantId = rows[0]!.tenant_id;
  const eventStore = new EventStore(app);
  const env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: process.env.TEMPORAL_TEST_SERVER_BIN! } },
  });
  // The test server starts bare: register the search attributes the workflows upsert.
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(
      Object.values(SearchAttributes).map((key) => [key.name, temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD]),
    ),
  });
  const taskQueue = `case-workflows-test-${randomUUID()}`;
  const worker = await createWatchedWorker({
    connection: env.nativeConnection,
    taskQueue,
    workflowsPath: require.resolve('../workflows/index'),
    activities: { ...createCaseEventActivities({ eventStore }), ...createContentPublicationActivities({ eventStore }) },
  });
  const running = worker.run();
  return {
    env,
    taskQueue,
    tenantId,
    eventStore,
    storedTypes: async (streamId) => (await eventStore.readStream(tenantId, streamId)).map((event) => event.type),
    teardown: async () => {
      worker.shutdown();
      await running;
      await env.teardown();
      await app.destroy();
    },
  };
};

/**
 * RECORD_HISTORIES=1 saves a run's history as a replay fixture (see case-workflows.replay.unit.spec.ts).
 * Record only when a workflow's behaviour changes on purpose, behind patched() for running cases.
 */
export const recordHistory = async (handle: WorkflowHandle, name: string): Promise<void> => {
  if (process.env.RECORD_HISTORIES !== '1') return;
  writeFileSync(join(__dirname, '..', 'workflows', 'histories', `${name}.json`), historyToJSON(await handle.fetchHistory()));
};
