import type { ApiEnvelope } from '@bk/contracts';
import { DEMO_PASSWORD } from '../cli/demo-data';

export type ApiResponse<T> = { status: number; body: ApiEnvelope<T> };

/** A small client for the running test API: JSON in and out, and the session cookie kept. */
export class ApiClient {
  private cookie = '';

  constructor(
    readonly baseUrl: string,
    readonly channel: string,
    /** Sent with every request besides the channel (X-Forwarded-For to act from an address of the test's own, a lawFirmId). */
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  /** The same signed-in session, sending `extra` headers with every request as well. */
  withHeaders(extra: Record<string, string>): ApiClient {
    const client = new ApiClient(this.baseUrl, this.channel, { ...this.extraHeaders, ...extra });
    client.cookie = this.cookie;
    return client;
  }

  static forTestServer(channel: string, extraHeaders: Record<string, string> = {}): ApiClient {
    return new ApiClient(`http://127.0.0.1:${process.env.TEST_PORT}`, channel, extraHeaders);
  }

  async login(loginId: string, password = DEMO_PASSWORD): Promise<this> {
    const response = await this.post('/api/v1/login', { loginId, password });
    if (response.status !== 200) throw new Error(`login ${loginId} failed: ${JSON.stringify(response.body)}`);
    return this;
  }

  get<T>(path: string, query: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const search = new URLSearchParams(query).toString();
    return this.request<T>('GET', search ? `${path}?${search}` : path);
  }

  post<T>(path: string, body: unknown): Promise<ApiResponse<T>> {
    return this.request<T>('POST', path, body);
  }

  delete<T>(path: string, query: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const search = new URLSearchParams(query).toString();
    return this.request<T>('DELETE', search ? `${path}?${search}` : path);
  }

  headers(): Record<string, string> {
    return { ...this.extraHeaders, channel: this.channel, ...(this.cookie ? { cookie: this.cookie } : {}) };
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...this.headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
  }
}
