import { randomUUID } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, type WorkerOptions } from '@temporalio/worker';
import { createWatchedWorker, type StuckWorkflowThread } from './workflow-thread-watchdog';

/**
 * The preload reaches the SDK's own workflow thread: an activation that computes past the isolate
 * execution timeout is reported by the watchdog instead of being cut off by Node's per-call one,
 * and the workflow still completes once its computation ends.
 */
describe('a worker created with createWatchedWorker', () => {
  let env: TestWorkflowEnvironment;

  beforeAll(async () => {
    Runtime.install({ logger: new DefaultLogger('WARN') });
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: process.env.TEMPORAL_TEST_SERVER_BIN! } },
    });
  });

  afterAll(async () => {
    await env?.teardown();
  });

  it('reports an activation that overruns the isolate execution timeout to its own worker only, and lets it finish', async () => {
    const reports: StuckWorkflowThread[] = [];
    const otherWorkersReports: StuckWorkflowThread[] = [];
    const workerOn = (taskQueue: string, onStuck: (stuck: StuckWorkflowThread) => void) =>
      // The limit is the SDK's isolateExecutionTimeout (5 s, not in its typed options): far below
      // what the busy activation takes, so the SDK's own per-call timeout would fail it.
      createWatchedWorker(
        { connection: env.nativeConnection, taskQueue, workflowsPath: require.resolve('../testing/busy-workflow'), isolateExecutionTimeout: '10ms' } as WorkerOptions,
        onStuck,
      );
    const taskQueue = `watchdog-${randomUUID()}`;
    const worker = await workerOn(taskQueue, (stuck) => reports.push(stuck));
    // Another worker in the same process, idle meanwhile: its watchdog must not hear this one's threads.
    const otherWorker = await workerOn(`watchdog-${randomUUID()}`, (stuck) => otherWorkersReports.push(stuck));
    const result = await otherWorker.runUntil(
      worker.runUntil(
        env.client.workflow.execute('busyWorkflow', { taskQueue, workflowId: randomUUID(), args: [4_000_000_000], workflowTaskTimeout: '1 minute' }),
      ),
    );
    expect(result).toEqual(expect.any(Number));
    expect(reports).toEqual([{ threadId: expect.any(Number), runningMs: expect.any(Number), limitMs: 10 }]);
    expect(otherWorkersReports).toEqual([]);
  });
});
