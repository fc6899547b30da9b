import { LOADING_SPINNER_DELAY_MS } from '@bk/domain';

type Timer = ReturnType<typeof setTimeout>;

export type LoadingTracker = {
  /** Marks one request as started; call the returned function exactly once when it settles. */
  begin: () => () => void;
  pending: () => number;
  visible: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

export type LoadingTrackerOptions = {
  delayMs?: number;
  setTimer?: (fn: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
};

/**
 * The global loading indicator (spec §4): one counter across concurrent requests, and the
 * indicator shows only once some request has been pending for the whole delay, so fast pages
 * never flash a spinner.
 */
export const createLoadingTracker = ({
  delayMs = LOADING_SPINNER_DELAY_MS,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: LoadingTrackerOptions = {}): LoadingTracker => {
  let count = 0;
  let shown = false;
  let timer: Timer | undefined;
  const listeners = new Set<() => void>();

  const setShown = (next: boolean) => {
    if (shown === next) return;
    shown = next;
    listeners.forEach((listener) => listener());
  };

  const begin = () => {
    count += 1;
    if (count === 1) {
      timer = setTimer(() => {
        timer = undefined;
        if (count > 0) setShown(true);
      }, delayMs);
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      count -= 1;
      if (count === 0) {
        if (timer !== undefined) clearTimer(timer);
        timer = undefined;
        setShown(false);
      }
    };
  };

  return {
    begin,
    pending: () => count,
    visible: () => shown,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
