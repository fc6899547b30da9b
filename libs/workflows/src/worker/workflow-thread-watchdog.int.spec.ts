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

  it('reports an activation that overruns the isolate execution timeout, and lets it finish', async () => {
    const reports: StuckWorkflowThread[] = [];
    const taskQueue = `watchdog-${randomUUID()}`;
    // The limit is the SDK's isolateExecutionTimeout (5 s, not in its typed options): far below
    // what the busy activation takes, so the SDK's own per-call timeout would fail it.
    const options = {
      connection: env.nativeConnection,
      taskQueue,
      workflowsPath: require.resolve('../testing/busy-workflow'),
      isolateExecutionTimeout: '10ms',
    } as WorkerOptions;
    const worker = await createWatchedWorker(options, (stuck) => reports.push(stuck));
    const result = await worker.runUntil(
      env.client.workflow.execute('busyWorkflow', { taskQueue, workflowId: randomUUID(), args: [4_000_000_000], workflowTaskTimeout: '1 minute' }),
    );
    expect(result).toEqual(expect.any(Number));
    expect(reports).toEqual([{ threadId: expect.any(Number), runningMs: expect.any(Number), limitMs: 10 }]);
  });
});
