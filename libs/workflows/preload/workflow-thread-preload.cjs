'use strict';
/**
 * Loaded (`--require`) into the Temporal worker's workflow threads by
 * src/worker/workflow-thread-watchdog.ts, which explains why. Here, in a thread started with the
 * name of a watchdog only: every `vm` call that asks for a timeout runs without Node's per-call
 * watchdog thread, and instead records when it started and its limit in memory shared with that
 * watchdog, in the main thread, which reports a call that overruns.
 */
const { isMainThread, threadId } = require('node:worker_threads');

const channelName = process.env.BK_WORKFLOW_WATCHDOG_CHANNEL;

if (!isMainThread && channelName) {
  const vm = require('node:vm');
  // [0] = start of the call in progress (epoch ms, 0 when idle), [1] = its limit in ms. Written and
  // read with Atomics, so the watchdog never sees half of a value.
  const slots = new BigInt64Array(new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT));
  let depth = 0;

  const watched = (run, options) => {
    if (!options || options.timeout === undefined) return run(options);
    const { timeout, ...rest } = options;
    if (depth++ === 0) {
      Atomics.store(slots, 1, BigInt(Math.ceil(timeout)));
      Atomics.store(slots, 0, BigInt(Date.now()));
    }
    try {
      return run(rest);
    } finally {
      if (--depth === 0) Atomics.store(slots, 0, 0n);
    }
  };

  const scriptRunInContext = vm.Script.prototype.runInContext;
  vm.Script.prototype.runInContext = function (context, options) {
    return watched((opts) => scriptRunInContext.call(this, context, opts), options);
  };
  const runInContext = vm.runInContext;
  vm.runInContext = (code, context, options) => watched((opts) => runInContext(code, context, opts), options);

  const channel = new BroadcastChannel(channelName);
  channel.postMessage({ threadId, slots: slots.buffer });
  channel.close();
}
