import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { BroadcastChannel, type WorkerOptions as ThreadOptions } from 'node:worker_threads';
import { Worker, type WorkerOptions } from '@temporalio/worker';

/**
 * Temporal's TypeScript worker runs workflow code in a V8 context on worker threads and passes its
 * isolateExecutionTimeout (5 s) to every call into that context, several per activation. Node
 * enforces a `vm` timeout by starting a native thread for that one call and joining it afterwards
 * (nodejs/node#47739 is the open fix), which on this machine costs about 0.4 ms of wall time and
 * 0.2 ms of CPU per call: the largest single cost of a case command in the workflow thread.
 *
 * The platform's workers keep the limit but check it differently: the workflow threads load
 * `preload/workflow-thread-preload.cjs`, which runs those calls without the per-call thread and
 * records when each started and its limit in memory shared with this process, where one timer per
 * worker checks that worker's threads. A call that overruns its limit is workflow code that never
 * yields.
 */
export const WORKFLOW_THREAD_PRELOAD = join(__dirname, '..', '..', 'preload', 'workflow-thread-preload.cjs');
/** The variable that tells a thread's preload which watchdog it reports to; a thread without it is left alone. */
export const WATCHDOG_CHANNEL_VARIABLE = 'BK_WORKFLOW_WATCHDOG_CHANNEL';

export type StuckWorkflowThread = { threadId: number; runningMs: number; limitMs: number };

/** A thread's slots, as the preload shares them: [0] start of the call in progress (epoch ms, 0 when idle), [1] its limit. */
type WatchedThread = { threadId: number; slots: BigInt64Array; reported: boolean };

/**
 * Watches the workflow threads that announce themselves on `channelName` from now on; `onStuck` is
 * called once per overrun call. The timer and the channel do not keep the process alive.
 */
export const watchWorkflowThreads = (
  channelName: string,
  onStuck: (stuck: StuckWorkflowThread) => void,
  checkEveryMs = 1_000,
): { stop: () => void } => {
  const threads = new Map<number, WatchedThread>();
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (message: unknown) => {
    const { threadId, slots } = (message as { data: { threadId: number; slots: SharedArrayBuffer } }).data;
    threads.set(threadId, { threadId, slots: new BigInt64Array(slots), reported: false });
  };
  channel.unref();
  const timer = setInterval(() => {
    const now = Date.now();
    for (const thread of threads.values()) {
      const startedAt = Number(Atomics.load(thread.slots, 0));
      const limitMs = Number(Atomics.load(thread.slots, 1));
      if (startedAt === 0) thread.reported = false;
      else if (!thread.reported && now - startedAt > limitMs) {
        thread.reported = true;
        onStuck({ threadId: thread.threadId, runningMs: now - startedAt, limitMs });
      }
    }
  }, checkEveryMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      channel.close();
    },
  };
};

/** Logs the overrun and exits: the supervisor restarts the workers and Temporal retries the task. */
const exitOnStuckThread = ({ threadId, runningMs, limitMs }: StuckWorkflowThread): void => {
  console.error(
    `[workers] workflow thread ${threadId} has been in one activation for ${runningMs} ms (limit ${limitMs} ms): ` +
      'workflow code that never yields; exiting so the workers restart',
  );
  process.exit(1);
};

/**
 * `Worker.create` with the workflow threads watched as described above. Every Temporal worker of
 * the platform starts this way: the case worker, the bench's and the tests'. Each worker's threads
 * report to a watchdog of their own, which stops when they have all exited.
 */
export const createWatchedWorker = async (
  options: WorkerOptions,
  onStuck: (stuck: StuckWorkflowThread) => void = exitOnStuckThread,
): Promise<Worker> => {
  const channelName = `bk.workflow-thread-watchdog.${randomUUID()}`;
  const watch = watchWorkflowThreads(channelName, onStuck);
  let running = 0;
  // The SDK starts its workflow threads inside Worker.create with `new Worker(file)` from
  // node:worker_threads: for that call only, the class it finds there adds the preload and names
  // the watchdog. (A thread inherits its parent's command-line options, not later changes to
  // process.execArgv.) The module object itself, as require() returns it to the SDK: an import
  // would be a copy.
  const threads = process.getBuiltinModule('node:worker_threads');
  const { Worker: NodeWorker } = threads;
  threads.Worker = class extends NodeWorker {
    constructor(filename: string | URL, threadOptions: ThreadOptions = {}) {
      super(filename, {
        ...threadOptions,
        execArgv: [...(threadOptions.execArgv ?? process.execArgv), '--require', WORKFLOW_THREAD_PRELOAD],
        env: { ...process.env, [WATCHDOG_CHANNEL_VARIABLE]: channelName },
      });
      running++;
      this.once('exit', () => {
        if (--running === 0) watch.stop();
      });
    }
  };
  try {
    return await Worker.create(options);
  } catch (error) {
    watch.stop();
    throw error;
  } finally {
    threads.Worker = NodeWorker;
  }
};
