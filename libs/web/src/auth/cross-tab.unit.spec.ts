import { AUTH_EVENT_STORAGE_KEY, broadcastAuthChange, listenForAuthChanges } from './cross-tab';

const fakeWindow = () => {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    addEventListener: (_: 'storage', l: (event: StorageEvent) => void) => void listeners.add(l),
    removeEventListener: (_: 'storage', l: (event: StorageEvent) => void) => void listeners.delete(l),
    dispatch: (key: string | null, newValue: string | null) =>
      listeners.forEach((l) => l({ key, newValue } as StorageEvent)),
    size: () => listeners.size,
  };
};

describe('cross-tab login/logout (spec §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reloads 1.5 s after another tab logs in, once per burst', () => {
    const target = fakeWindow();
    const reload = jest.fn();
    const onChange = jest.fn();
    listenForAuthChanges({ target, reload, onChange });

    const written = new Map<string, string>();
    broadcastAuthChange({ setItem: (k, v) => void written.set(k, v) }, 'login', 1);
    target.dispatch(AUTH_EVENT_STORAGE_KEY, written.get(AUTH_EVENT_STORAGE_KEY)!);
    target.dispatch(AUTH_EVENT_STORAGE_KEY, JSON.stringify({ change: 'login', at: 2 }));

    expect(onChange.mock.calls).toEqual([['login'], ['login']]);
    jest.advanceTimersByTime(1_499);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('follows a logout in another tab at once, even while a login reload is pending', () => {
    const target = fakeWindow();
    const reload = jest.fn();
    listenForAuthChanges({ target, reload, onChange: () => undefined });

    target.dispatch(AUTH_EVENT_STORAGE_KEY, JSON.stringify({ change: 'login', at: 1 }));
    target.dispatch(AUTH_EVENT_STORAGE_KEY, JSON.stringify({ change: 'logout', at: 2 }));
    target.dispatch(AUTH_EVENT_STORAGE_KEY, JSON.stringify({ change: 'login', at: 3 }));
    jest.advanceTimersByTime(0);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys, cleared keys and foreign values', () => {
    const target = fakeWindow();
    const reload = jest.fn();
    listenForAuthChanges({ target, reload, onChange: () => undefined });

    target.dispatch('bk.lang', 'en');
    target.dispatch(AUTH_EVENT_STORAGE_KEY, null);
    target.dispatch(AUTH_EVENT_STORAGE_KEY, '{"change":"hack"}');
    target.dispatch(null, null);
    jest.advanceTimersByTime(10_000);

    expect(reload).not.toHaveBeenCalled();
  });

  it('unsubscribes and cancels a pending reload', () => {
    const target = fakeWindow();
    const reload = jest.fn();
    const stop = listenForAuthChanges({ target, reload, onChange: () => undefined });

    target.dispatch(AUTH_EVENT_STORAGE_KEY, JSON.stringify({ change: 'login', at: 1 }));
    stop();
    jest.advanceTimersByTime(5_000);

    expect(reload).not.toHaveBeenCalled();
    expect(target.size()).toBe(0);
  });
});
