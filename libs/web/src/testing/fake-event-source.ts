import type { EventSourceLike } from '../sse/reconnecting-event-source';

/** An EventSource the test drives: it records every instance, and emits or fails on demand. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  emit(type: string, data = '') {
    if (type === 'open') this.readyState = 1;
    this.listeners.get(type)?.forEach((l) => l({ data } as MessageEvent<string>));
  }

  fail(permanently: boolean) {
    this.readyState = permanently ? 2 : 0;
    this.emit('error');
  }
}
