import type { ApiClient } from './api-client';

export type ServerEvent = { event: string; id: string | undefined; data: string };

/**
 * A server-sent-events connection as a browser tab holds it: the signed-in client's cookie, each
 * frame parsed and kept in arrival order. `close()` drops the connection like a closed tab.
 */
export const openEventStream = async (client: ApiClient, path: string): Promise<{ events: ServerEvent[]; close: () => void }> => {
  const abort = new AbortController();
  const response = await fetch(`${client.baseUrl}${path}`, { headers: { ...client.headers(), accept: 'text/event-stream' }, signal: abort.signal });
  if (!response.ok || !response.headers.get('content-type')?.includes('text/event-stream')) {
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  const events: ServerEvent[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const field = (name: string) => frame.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const data = field('data');
        if (data !== undefined) events.push({ event: field('event') ?? 'message', id: field('id'), data });
      }
    }
  })().catch(() => undefined);
  return { events, close: () => abort.abort() };
};
