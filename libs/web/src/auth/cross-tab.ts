import { CROSS_TAB_RELOAD_DELAY_MS } from '@bk/domain';

export const AUTH_EVENT_STORAGE_KEY = 'bk.auth-event';
export type AuthChange = 'login' | 'logout';

type Timer = ReturnType<typeof setTimeout>;
type StorageEventTarget = {
  addEventListener: (type: 'storage', listener: (event: StorageEvent) => void) => void;
  removeEventListener: (type: 'storage', listener: (event: StorageEvent) => void) => void;
};

/** Tells the other tabs that this one logged in or out (they receive a `storage` event). */
export const broadcastAuthChange = (storage: Pick<Storage, 'setItem'> | undefined, change: AuthChange, at: number): void => {
  try {
    // The timestamp makes every write a change, so repeating the same action still notifies.
    storage?.setItem(AUTH_EVENT_STORAGE_KEY, JSON.stringify({ change, at }));
  } catch {
    // Without localStorage the other tabs find out on their next call instead.
  }
};

export type AuthChangeListenerOptions = {
  target: StorageEventTarget;
  onChange: (change: AuthChange) => void;
  /** Spec §4 and §9: the other tabs reload after about 1.5 s. */
  reload: () => void;
  /** How long a tab waits before following a login elsewhere. */
  delayMs?: number;
  /**
   * A logout elsewhere is followed at once: the session is already gone, so every call this tab
   * makes would fail, and the page must stop showing what it showed (within the spec's 1.5 s).
   */
  logoutDelayMs?: number;
  setTimer?: (fn: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
};

export const parseAuthChange = (raw: string | null): AuthChange | undefined => {
  if (!raw) return undefined;
  try {
    const value = (JSON.parse(raw) as { change?: unknown }).change;
    return value === 'login' || value === 'logout' ? value : undefined;
  } catch {
    return undefined;
  }
};

/** Reloads this tab shortly after another tab logs in or out. Returns the unsubscribe. */
export const listenForAuthChanges = ({
  target,
  onChange,
  reload,
  delayMs = CROSS_TAB_RELOAD_DELAY_MS,
  logoutDelayMs = 0,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: AuthChangeListenerOptions): (() => void) => {
  let pending: { timer: Timer; wait: number } | undefined;
  const listener = (event: StorageEvent) => {
    if (event.key !== AUTH_EVENT_STORAGE_KEY) return;
    const change = parseAuthChange(event.newValue);
    if (!change) return;
    onChange(change);
    // A burst of changes (login right after logout) still means one reload; a logout only ever hastens it.
    const wait = change === 'logout' ? logoutDelayMs : delayMs;
    if (pending !== undefined && pending.wait <= wait) return;
    if (pending !== undefined) clearTimer(pending.timer);
    pending = { timer: setTimer(reload, wait), wait };
  };
  target.addEventListener('storage', listener);
  return () => {
    target.removeEventListener('storage', listener);
    if (pending !== undefined) clearTimer(pending.timer);
  };
};
