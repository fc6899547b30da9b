import { FakeEventSource } from '../testing/fake-event-source';
import { openReconnectingEventSource, reconnectDelay } from './reconnecting-event-source';


const latest = () => FakeEventSource.instances[FakeEventSource.instances.length - 1]!;

describe('reconnecting event source (live to-do counts)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeEventSource.instances = [];
  });
  afterEach(() => jest.useRealTimers());

  it('delivers named events and re-seeds on every open', () => {
    const counts = jest.fn();
    const onOpen = jest.fn();
    openReconnectingEventSource({
      url: '/api/v1/manager/todoStream',
      create: (url) => new FakeEventSource(url),
      events: { counts },
      onOpen,
    });

    latest().emit('open');
    latest().emit('counts', '{"assignmentCount":2}');

    expect(latest().url).toBe('/api/v1/manager/todoStream');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(counts).toHaveBeenCalledWith('{"assignmentCount":2}');
  });

  it('leaves transient errors to the browser but reconnects itself after a permanent one, backing off', () => {
    openReconnectingEventSource({ url: '/s', create: (url) => new FakeEventSource(url), events: {}, minDelayMs: 1_000 });

    latest().fail(false);
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    latest().fail(true);
    jest.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    latest().fail(true);
    jest.advanceTimersByTime(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    // A successful open resets the backoff.
    latest().emit('open');
    latest().fail(true);
    jest.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it('stops for good when closed', () => {
    const handle = openReconnectingEventSource({ url: '/s', create: (url) => new FakeEventSource(url), events: {} });
    const first = latest();
    first.fail(true);
    handle.close();
    jest.advanceTimersByTime(60_000);

    expect(FakeEventSource.instances).toHaveLength(1);
    expect(first.closed).toBe(true);
  });

  it('caps the backoff', () => {
    expect(reconnectDelay(0, 1_000, 30_000)).toBe(1_000);
    expect(reconnectDelay(3, 1_000, 30_000)).toBe(8_000);
    expect(reconnectDelay(20, 1_000, 30_000)).toBe(30_000);
  });
});
