import { Worker } from 'node:worker_threads';
import { WATCHDOG_CHANNEL_VARIABLE, WORKFLOW_THREAD_PRELOAD, watchWorkflowThreads, type StuckWorkflowThread } from './workflow-thread-watchdog';

const CHANNEL = 'bk.workflow-thread-watchdog.unit';

/** A thread started as createWatchedWorker starts the SDK's workflow threads, running `body` as workflow code runs. */
const workflowThread = (body: string): Worker =>
  new Worker(`const vm = require('node:vm'); const context = vm.createContext({}); ${body}`, {
    eval: true,
    execArgv: ['--require', WORKFLOW_THREAD_PRELOAD],
    env: { ...process.env, [WATCHDOG_CHANNEL_VARIABLE]: CHANNEL },
  });

const exited = (thread: Worker): Promise<number> => new Promise((resolve) => thread.once('exit', resolve));

describe('workflow thread watchdog', () => {
  it('reports a call into the workflow context that overruns its limit, with the thread it ran on', async () => {
    const reports: StuckWorkflowThread[] = [];
    let reported!: () => void;
    const firstReport = new Promise<void>((resolve) => (reported = resolve));
    const watch = watchWorkflowThreads(CHANNEL, (stuck) => {
      reports.push(stuck);
      reported();
    }, 20);
    const thread = workflowThread(`vm.runInContext('for (;;) {}', context, { timeout: 100 });`);
    try {
      await firstReport;
      expect(reports).toEqual([{ threadId: thread.threadId, runningMs: expect.any(Number), limitMs: 100 }]);
      expect(reports[0]!.runningMs).toBeGreaterThan(100);
    } finally {
      await thread.terminate();
      watch.stop();
    }
  });

  it('keeps the call semantics: results, thrown errors and nested calls come back as without the preload', async () => {
    const thread = workflowThread(`
      const { parentPort } = require('node:worker_threads');
      const script = new vm.Script('globalThis.n = (globalThis.n ?? 0) + 1; n');
      const results = [script.runInContext(context, { timeout: 1000 }), vm.runInContext('n * 10', context, { timeout: 1000 })];
      try { vm.runInContext('throw new TypeError("from the workflow")', context, { timeout: 1000 }); } catch (error) { results.push(error.message); }
      context.inner = () => vm.runInContext('n + 100', context, { timeout: 1000 });
      results.push(vm.runInContext('inner()', context, { timeout: 1000 }));
      parentPort.postMessage(results);
    `);
    const [results] = await Promise.all([new Promise((resolve) => thread.once('message', resolve)), exited(thread)]);
    expect(results).toEqual([1, 10, 'from the workflow', 101]);
  });
});
