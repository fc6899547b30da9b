import { DefaultLogger, NativeConnection, Runtime, type Worker } from '@temporalio/worker';
import { createCaseEventActivities, createContentPublicationActivities } from '@bk/workflows';
import { createWatchedWorker } from '@bk/workflows/worker';
import type { EventStore, PlatformConfig } from '@bk/infrastructure';

/**
 * The Temporal worker for every case workflow and scheduled content publication. The workflow bundle is built from libs/workflows
 * (and the libs/domain code it imports) resolved through the workspace packages.
 */
export const createCaseWorker = async (config: PlatformConfig, eventStore: EventStore): Promise<Worker> => {
  // The SDK's INFO lines (bundle contents, state changes) drown the platform's own logs.
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  return createWatchedWorker({
    connection,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    workflowsPath: require.resolve('@bk/workflows/workflows'),
    activities: { ...createCaseEventActivities({ eventStore }), ...createContentPublicationActivities({ eventStore }) },
  });
};
