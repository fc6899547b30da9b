type Timer = ReturnType<typeof setTimeout>;

/** The part of EventSource this helper uses, so tests can hand in a fake. */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export type ReconnectingEventSourceOptions = {
  url: string;
  create: (url: string) => EventSourceLike;
  /** Named server events (`event: counts`) and their handlers, fed the raw data string. */
  events: Record<string, (data: string) => void>;
  /** Called on every (re)connection: a good moment to re-seed state missed while away. */
  onOpen?: () => void;
  onStatus?: (status: 'connecting' | 'open' | 'waiting') => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  setTimer?: (fn: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
};

export const reconnectDelay = (attempt: number, minDelayMs: number, maxDelayMs: number): number =>
  Math.min(maxDelayMs, minDelayMs * 2 ** Math.max(0, attempt));

/**
 * An EventSource that comes back. The browser retries some failures by itself but gives up for
 * good on an HTTP error or a wrong content type (readyState CLOSED); then we retry with
 * exponential backoff, and reset the backoff once a connection opens.
 */
export const openReconnectingEventSource = ({
  url,
  create,
  events,
  onOpen,
  onStatus,
  minDelayMs = 1_000,
  maxDelayMs = 30_000,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: ReconnectingEventSourceOptions): { close: () => void } => {
  let source: EventSourceLike | undefined;
  let attempt = 0;
  let retry: Timer | undefined;
  let stopped = false;

  const connect = () => {
    retry = undefined;
    if (stopped) return;
    onStatus?.('connecting');
    const current = create(url);
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
      onStatus?.('open');
      onOpen?.();
    });
    for (const [name, handler] of Object.entries(events)) {
      current.addEventListener(name, (event) => handler(event.data));
    }
    current.addEventListener('error', () => {
      if (stopped || source !== current) return;
      // CONNECTING (0) means the browser is already retrying on its own.
      if (current.readyState !== 2) return;
      current.close();
      onStatus?.('waiting');
      retry = setTimer(connect, reconnectDelay(attempt, minDelayMs, maxDelayMs));
      attempt += 1;
    });
  };

  connect();
  return {
    close: () => {
      stopped = true;
      if (retry !== undefined) clearTimer(retry);
      source?.close();
    },
  };
};
