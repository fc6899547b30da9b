import { createLoadingTracker } from './loading-tracker';

describe('loading tracker (spec §4: counted, shown after 1 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never shows for requests that finish within the delay', () => {
    const tracker = createLoadingTracker({ delayMs: 1_000 });
    const listener = jest.fn();
    tracker.subscribe(listener);

    const done = tracker.begin();
    jest.advanceTimersByTime(999);
    done();
    jest.advanceTimersByTime(5_000);

    expect(tracker.visible()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('shows after the delay and hides only when the last concurrent request settles', () => {
    const tracker = createLoadingTracker({ delayMs: 1_000 });
    const first = tracker.begin();
    jest.advanceTimersByTime(600);
    const second = tracker.begin();
    jest.advanceTimersByTime(400);

    // The delay runs from the first pending request, not the latest one.
    expect(tracker.visible()).toBe(true);
    first();
    expect(tracker.visible()).toBe(true);
    second();
    expect(tracker.visible()).toBe(false);
  });

  it('restarts the delay for a new burst after going idle', () => {
    const tracker = createLoadingTracker({ delayMs: 1_000 });
    tracker.begin()();
    const done = tracker.begin();
    jest.advanceTimersByTime(999);
    expect(tracker.visible()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(tracker.visible()).toBe(true);
    done();
  });

  it('ignores a second release of the same request', () => {
    const tracker = createLoadingTracker();
    const a = tracker.begin();
    tracker.begin();
    a();
    a();
    expect(tracker.pending()).toBe(1);
  });
});
