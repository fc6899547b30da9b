import { createRequire } from 'node:module';
import { stopIdleRequestQueuePolling } from './request-queue-fix';

/** kafkajs' own per-connection queue, driven as a connection drives it (no broker needed). */
type Queue = {
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  push(request: unknown): void;
  fulfillRequest(response: { correlationId: number; payload: Buffer; size: number }): void;
  destroy(): void;
};
const RequestQueue = createRequire(require.resolve('kafkajs'))('./src/network/requestQueue/index.js') as new (options: object) => Queue;
const logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

const newQueue = (): Queue => new RequestQueue({ clientId: 'test', broker: 'localhost:9092', logger, requestTimeout: 30_000, enforceRequestTimeout: false, maxInFlightRequests: null });

const request = (correlationId: number, sent: (id: number) => void) => ({
  entry: { correlationId, apiKey: 0, apiName: 'Produce', apiVersion: 7, resolve: () => undefined, reject: () => undefined },
  expectResponse: true,
  sendRequest: () => sent(correlationId),
});

describe('kafkajs request queue, as the platform runs it', () => {
  beforeAll(() => stopIdleRequestQueuePolling());

  it('schedules no check once a connection is idle (kafkajs alone polls every millisecond)', () => {
    const queue = newQueue();
    const sent: number[] = [];
    queue.push(request(1, (id) => sent.push(id)));
    queue.fulfillRequest({ correlationId: 1, payload: Buffer.alloc(0), size: 0 });
    expect(sent).toEqual([1]);
    expect(queue.throttleCheckTimeoutId).toBeNull();
    queue.destroy();
  });

  it('still sends a request queued behind a broker throttle once the throttle ends', async () => {
    const queue = newQueue();
    const sent = new Promise<number>((resolve) => {
      queue.throttledUntil = Date.now() + 30;
      queue.push(request(2, resolve));
    });
    expect(queue.throttleCheckTimeoutId).not.toBeNull();
    expect(await sent).toBe(2);
    queue.destroy();
  });
});
