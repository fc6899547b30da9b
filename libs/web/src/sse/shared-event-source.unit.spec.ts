import { FakeEventSource } from '../testing/fake-event-source';
import { openSharedEventSource, type BusLike, type LocksLike } from './shared-event-source';


/** Web Locks of one browser: the first request holds the lock, the others wait in order. */
class FakeLocks implements LocksLike {
  private held = false;
  private readonly queue: { callback: () => Promise<void>; signal: AbortSignal; reject: (error: Error) => void }[] = [];

  request(_name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry = { callback, signal: options.signal, reject };
      options.signal.addEventListener('abort', () => {
        const index = this.queue.indexOf(entry);
        if (index >= 0) this.queue.splice(index, 1);
        reject(new Error('aborted'));
      });
      this.queue.push(entry);
      this.next(resolve);
    });
  }

  private next(resolve: (value: unknown) => void = () => undefined) {
    if (this.held) return;
    const entry = this.queue.shift();
    if (!entry) return;
    this.held = true;
    void entry.callback().then(() => {
      this.held = false;
      resolve(undefined);
      this.next();
    });
  }
}

/** BroadcastChannel between the tabs: a message reaches every other tab's channel of the same name. */
class FakeBus implements BusLike {
  static open: FakeBus[] = [];
  private listeners: ((event: MessageEvent) => void)[] = [];

  constructor(private readonly name: string) {
    FakeBus.open.push(this);
  }

  postMessage(message: unknown) {
    for (const other of FakeBus.open) {
      if (other !== this && other.name === this.name) other.listeners.forEach((listener) => listener({ data: message } as MessageEvent));
    }
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.push(listener);
  }

  close() {
    FakeBus.open = FakeBus.open.filter((bus) => bus !== this);
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('shared event source (one live connection for all tabs of a browser)', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    FakeBus.open = [];
  });

  it('connects once for every tab, hands each event to all of them, and passes the connection on when its tab closes', async () => {
    const locks = new FakeLocks();
    const tab = () => {
      const received: string[] = [];
      const statuses: string[] = [];
      const stream = openSharedEventSource({
        shareKey: 'bk-live:szpca:counts',
        url: '/api/v1/manager/todoStream',
        create: (url) => new FakeEventSource(url),
        events: { counts: (data) => received.push(data) },
        onStatus: (status) => statuses.push(status),
        locks,
        openBus: (name) => new FakeBus(name),
      });
      return { stream, received, statuses };
    };

    const first = tab();
    const second = tab();
    const third = tab();
    await flush();
    expect(FakeEventSource.instances).toHaveLength(1);

    FakeEventSource.instances[0]!.emit('open');
    FakeEventSource.instances[0]!.emit('counts', '{"assignmentCount":3}');
    expect([first.received, second.received, third.received]).toEqual([['{"assignmentCount":3}'], ['{"assignmentCount":3}'], ['{"assignmentCount":3}']]);
    expect(second.statuses.at(-1)).toBe('open');

    // A tab opened later learns the status at once.
    const late = tab();
    await flush();
    expect(late.statuses).toEqual(['open']);

    first.stream.close();
    await flush();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]!.emit('counts', '{"assignmentCount":4}');
    expect(first.received).toHaveLength(1);
    expect([second.received.at(-1), third.received.at(-1), late.received.at(-1)]).toEqual(Array(3).fill('{"assignmentCount":4}'));
  });

  it('connects in every tab where the browser has no Web Locks', () => {
    for (let tab = 0; tab < 2; tab += 1) {
      openSharedEventSource({ shareKey: 'k', url: '/stream', create: (url) => new FakeEventSource(url), events: {}, locks: null, openBus: null });
    }
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});
