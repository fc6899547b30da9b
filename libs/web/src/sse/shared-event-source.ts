import { openReconnectingEventSource, type ReconnectingEventSourceOptions } from './reconnecting-event-source';

type StreamStatus = 'connecting' | 'open' | 'waiting';

/** What the tab holding the connection tells the others over the broadcast channel. */
type SharedStreamMessage =
  | { kind: 'event'; name: string; data: string }
  | { kind: 'open' }
  | { kind: 'status'; status: StreamStatus }
  /** A tab that just joined asks for the current status. */
  | { kind: 'hello' };

/** The parts of BroadcastChannel and the Web Locks API this helper uses, so tests can hand in fakes. */
export type BusLike = {
  postMessage: (message: SharedStreamMessage) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<SharedStreamMessage>) => void) => void;
  close: () => void;
};
export type LocksLike = {
  request: (name: string, options: { signal: AbortSignal }, callback: () => Promise<void>) => Promise<unknown>;
};

export type SharedEventSourceOptions = ReconnectingEventSourceOptions & {
  /** One connection per browser and key: every tab of the same stream shares it. */
  shareKey: string;
  /** The browser's by default; null for none. */
  locks?: LocksLike | null;
  openBus?: ((name: string) => BusLike) | null;
};

const browserLocks = (): LocksLike | undefined => (typeof navigator !== 'undefined' ? (navigator.locks as LocksLike | undefined) : undefined);
const browserBus = (): ((name: string) => BusLike) | undefined =>
  typeof BroadcastChannel === 'undefined' ? undefined : (name) => new BroadcastChannel(name) as unknown as BusLike;

/**
 * A server-sent-event stream shared by all tabs of one browser. Browsers allow six HTTP/1.1
 * connections per host, and each open stream holds one for good: a staff member with a few
 * console tabs open would otherwise starve every other request. So one tab, whichever holds the
 * Web Lock named by `shareKey`, keeps the connection and re-broadcasts each event, (re)open and
 * status change to the others; when it closes, the lock passes to another tab, which connects.
 * Without Web Locks or BroadcastChannel each tab connects on its own.
 */
export const openSharedEventSource = ({
  shareKey,
  locks = browserLocks(),
  openBus = browserBus(),
  ...options
}: SharedEventSourceOptions): { close: () => void } => {
  if (!locks || !openBus) return openReconnectingEventSource(options);

  const bus = openBus(shareKey);
  const abort = new AbortController();
  let leading = false;
  let status: StreamStatus = 'connecting';
  let connection: { close: () => void } | undefined;
  let stepDown: (() => void) | undefined;

  const setStatus = (next: StreamStatus) => {
    status = next;
    options.onStatus?.(next);
  };

  bus.addEventListener('message', ({ data: message }) => {
    if (message.kind === 'hello') {
      if (leading) bus.postMessage({ kind: 'status', status });
      return;
    }
    if (leading) return;
    if (message.kind === 'event') options.events[message.name]?.(message.data);
    else if (message.kind === 'open') options.onOpen?.();
    else setStatus(message.status);
  });

  const lead = () =>
    new Promise<void>((resolve) => {
      leading = true;
      stepDown = resolve;
      const events = Object.fromEntries(
        Object.entries(options.events).map(([name, handler]) => [
          name,
          (data: string) => {
            bus.postMessage({ kind: 'event', name, data });
            handler(data);
          },
        ]),
      );
      connection = openReconnectingEventSource({
        ...options,
        events,
        onOpen: () => {
          bus.postMessage({ kind: 'open' });
          options.onOpen?.();
        },
        onStatus: (next) => {
          bus.postMessage({ kind: 'status', status: next });
          setStatus(next);
        },
      });
    });

  // An aborted request (this tab closed before its turn) rejects: nothing to do then.
  locks.request(shareKey, { signal: abort.signal }, lead).catch(() => undefined);
  bus.postMessage({ kind: 'hello' });

  return {
    close: () => {
      abort.abort();
      connection?.close();
      leading = false;
      stepDown?.();
      bus.close();
    },
  };
};
