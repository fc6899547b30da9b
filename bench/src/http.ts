import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * A lean keep-alive HTTP client (node:http): the bench shares two cores with the stack, so the
 * client must cost as little as possible. One agent per client; sockets are reused across calls.
 */
export type HttpResponse = { status: number; body: string };

export class HttpClient {
  private readonly agent: Agent;
  private cookie = '';

  constructor(
    private readonly port: number,
    readonly channel: string,
    maxSockets = 32,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  headers(): Record<string, string> {
    return { channel: this.channel, ...(this.cookie ? { cookie: this.cookie } : {}) };
  }

  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpResponse> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            ...this.headers(),
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const setCookie = res.headers['set-cookie'];
            if (setCookie?.[0]) this.cookie = setCookie[0].split(';')[0] ?? '';
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A call that must answer 200 with the platform's envelope; returns `data`. */
  async ok<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${response.body.slice(0, 300)}`);
    return (JSON.parse(response.body) as { data: T }).data;
  }

  /** Uses a session made elsewhere (the bench's own people, whose logins would only time argon2). */
  withCookie(cookie: string): this {
    this.cookie = cookie;
    return this;
  }

  async login(loginId: string, password: string): Promise<this> {
    await this.ok('POST', '/api/v1/login', { loginId, password });
    if (!this.cookie) throw new Error(`login ${loginId}: no session cookie`);
    return this;
  }

  /**
   * Opens a server-sent-event stream and calls `onEvent(name, data, receivedAt)` for every frame.
   * Resolves once the response headers arrived; `close()` ends the stream.
   */
  openEventStream(
    path: string,
    onEvent: (event: string, data: string, receivedAt: number) => void,
    clock: () => number,
  ): Promise<{ close: () => void }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: this.port, method: 'GET', path, headers: { ...this.headers(), accept: 'text/event-stream' } },
        (res: IncomingMessage) => {
          if (res.statusCode !== 200) {
            reject(new Error(`${path} answered ${res.statusCode}`));
            res.resume();
            return;
          }
          res.setEncoding('utf8');
          let buffer = '';
          res.on('data', (chunk: string) => {
            const receivedAt = clock();
            buffer += chunk;
            const frames = buffer.split('\n\n');
            buffer = frames.pop() ?? '';
            for (const frame of frames) {
              let event = 'message';
              const data: string[] = [];
              for (const line of frame.split('\n')) {
                if (line.startsWith('event:')) event = line.slice(6).trim();
                else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
              }
              if (data.length) onEvent(event, data.join('\n'), receivedAt);
            }
          });
          res.on('error', () => undefined);
          resolve({ close: () => req.destroy() });
        },
      );
      req.on('error', (error) => reject(error));
      req.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
