import { createRequire } from 'node:module';

/** The part of kafkajs' per-connection RequestQueue this fix touches (src/network/requestQueue). */
type RequestQueueLike = {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
};

const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;

let applied = false;

/**
 * kafkajs 2.2.4 re-checks every connection's request queue after each check: with nothing
 * pending and no throttle, the delay it computes is `-1 - Date.now()`, which Node turns into 1 ms.
 * So once a connection has answered one request, it wakes up every millisecond for as long as it
 * lives (tulios/kafkajs#1704, #1751: unfixed in a release), which costs the workers a few percent
 * of a core when idle and prints a TimeoutNegativeWarning at start. A queue only needs a check
 * when requests wait: `push` schedules one when it queues a request, and a throttle ends with the
 * check it scheduled. This replaces the method with that rule; everything else is kafkajs' own.
 */
export const stopIdleRequestQueuePolling = (): void => {
  if (applied) return;
  applied = true;
  // Not part of kafkajs' public surface: resolved through its main file, so a kafkajs that moves the
  // queue fails here at start instead of polling silently.
  const fromKafkajs = createRequire(require.resolve('kafkajs'));
  const RequestQueue = fromKafkajs('./src/network/requestQueue/index.js') as { prototype: RequestQueueLike };
  RequestQueue.prototype.scheduleCheckPendingRequests = function (this: RequestQueueLike): void {
    if (this.throttleCheckTimeoutId || this.pending.length === 0) return;
    const throttleLeft = this.throttledUntil - Date.now();
    this.throttleCheckTimeoutId = setTimeout(
      () => {
        this.throttleCheckTimeoutId = null;
        this.checkPendingRequests();
      },
      throttleLeft > 0 ? throttleLeft : CHECK_PENDING_REQUESTS_INTERVAL_MS,
    );
  };
};
