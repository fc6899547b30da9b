import { createApiClient, type ApiClientDeps } from './api-client';
import { ApiError, isCancelledError } from './api-error';
import { createLoadingTracker } from './loading-tracker';

type Call = { url: string; init: RequestInit };

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const setup = (respond: (call: Call) => Promise<Response> | Response, overrides: Partial<ApiClientDeps> = {}) => {
  const calls: Call[] = [];
  const onUnauthorized = jest.fn();
  const onError = jest.fn();
  const fetchStub = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return Promise.resolve(respond(call));
  });
  const client = createApiClient({
    fetch: fetchStub as unknown as typeof fetch,
    headers: () => ({ channel: 'demo', tenantid: 't-1', 'tenant-id': 't-1', 'cross-border': '1' }),
    onUnauthorized,
    onError,
    ...overrides,
  });
  return { client, calls, onUnauthorized, onError };
};

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('api client: request shape (spec §7)', () => {
  it('sends GET params as the query string with the tenant headers and credentials', async () => {
    const { client, calls } = setup(() => jsonResponse(200, { code: 200, msg: 'ok', data: { tenantId: 't-1' } }));

    const data = await client.get<{ tenantId: string }>('/api/noauth/v1/tenant', {
      params: { _channel: 'demo', empty: undefined, page: 2 },
    });

    expect(data).toEqual({ tenantId: 't-1' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('/api/noauth/v1/tenant?_channel=demo&page=2');
    expect(call!.init.method).toBe('GET');
    expect(call!.init.credentials).toBe('include');
    expect(call!.init.body).toBeUndefined();
    expect(call!.init.headers).toMatchObject({ channel: 'demo', tenantid: 't-1', 'tenant-id': 't-1', 'cross-border': '1' });
  });

  it('sends POST bodies as JSON', async () => {
    const { client, calls } = setup(() => jsonResponse(200, { code: 200, msg: '', data: { caseId: 'c', caseNumber: 'N1' } }));

    await client.post('/api/v1/applicant/submitApply', { enterpriseName: '甲公司' });

    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ enterpriseName: '甲公司' }));
    expect(calls[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});

describe('api client: envelope and error catalogue (spec §8)', () => {
  it('rejects an HTTP 200 whose envelope code is not 200 and toasts the server msg', async () => {
    const { client, onError } = setup(() => jsonResponse(200, { code: 500, msg: '系统繁忙', data: null }));

    const error = await rejection(client.get('/api/x'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 200, code: 500, msg: '系统繁忙' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('carries the field errors of a 400 answer', async () => {
    const { client } = setup(() =>
      jsonResponse(400, {
        code: 400,
        msg: '请输入正确的手机号码',
        data: [{ field: 'contactPhone', message: '请输入正确的手机号码' }, { bogus: true }],
      }),
    );

    const error = (await rejection(client.post('/api/v1/applicant/submitApply', {}))) as ApiError;

    expect(error.fieldErrors).toEqual([{ field: 'contactPhone', message: '请输入正确的手机号码' }]);
  });

  it.each([403, 500])('treats HTTP %i with code 401 as "not logged in": redirect, no toast', async (status) => {
    const { client, onUnauthorized, onError } = setup(() => jsonResponse(status, { code: 401, msg: '未登录', data: null }));

    const error = (await rejection(client.get('/api/v1/manager/getOcsettlementCount'))) as ApiError;

    expect(error.unauthorized).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('neither redirects nor toasts a plain 403, but hands its msg to the caller', async () => {
    const { client, onUnauthorized, onError } = setup(() => jsonResponse(403, { code: 403, msg: '无权限', data: null }));

    const error = (await rejection(client.get('/api/x'))) as ApiError;

    expect(error).toMatchObject({ unauthorized: false, status: 403, msg: '无权限' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('toasts the msg of a 409 conflict', async () => {
    const { client, onError } = setup(() => jsonResponse(409, { code: 409, msg: '案件状态已变化', data: null }));

    const error = (await rejection(client.post('/api/v1/manager/assignTask', {}))) as ApiError;

    expect(error.conflict).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ msg: '案件状态已变化' }));
  });

  it('lets a login probe opt out of the redirect', async () => {
    const { client, onUnauthorized } = setup(() => jsonResponse(403, { code: 401, msg: '未登录', data: null }));

    await rejection(client.get('/api/v1/user/getLoginUser', { redirectOnUnauthorized: false, quiet: true }));

    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the HTTP status as code when the body is not an envelope', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await rejection(client.get('/api/x'));

    expect(error).toMatchObject({ kind: 'http', status: 502, code: 502, msg: '' });
  });

  it('honours a quiet predicate', async () => {
    const { client, onError } = setup(() => jsonResponse(404, { code: 404, msg: '未找到', data: null }));

    const error = (await rejection(client.get('/api/x', { quiet: (e) => e.notFound }))) as ApiError;

    expect(error.notFound).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a network failure as kind network', async () => {
    const { client, onError } = setup(() => Promise.reject(new TypeError('fetch failed')));

    const error = await rejection(client.get('/api/x'));

    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('api client: cancellation and timeout', () => {
  // A fetch that only settles when its signal aborts, like a hung server.
  const hangingFetch = (call: Call) =>
    new Promise<Response>((_resolve, reject) => {
      call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('passes a caller cancellation through silently', async () => {
    const { client, onError, onUnauthorized } = setup(hangingFetch);
    const controller = new AbortController();

    const pending = rejection(client.get('/api/x', { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(isCancelledError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('aborts after the timeout and reports kind timeout', async () => {
    jest.useFakeTimers();
    try {
      const { client, onError } = setup(hangingFetch, { timeoutMs: 10_000 });

      const pending = rejection(client.get('/api/x'));
      jest.advanceTimersByTime(9_999);
      await Promise.resolve();
      expect(onError).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      const error = await pending;

      expect(error).toMatchObject({ kind: 'timeout' });
      expect(onError).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('api client: global loading indicator', () => {
  it('counts a request while it is pending and releases it when it settles', async () => {
    const loading = createLoadingTracker({ delayMs: 1_000 });
    let release: (response: Response) => void = () => undefined;
    const { client } = setup(() => new Promise<Response>((resolve) => (release = resolve)), { loading });

    const pending = client.get('/api/x');
    expect(loading.pending()).toBe(1);
    release(jsonResponse(200, { code: 200, msg: '', data: 1 }));
    await pending;

    expect(loading.pending()).toBe(0);
  });

  it('leaves background calls out of the count', async () => {
    const loading = createLoadingTracker();
    const { client } = setup(() => jsonResponse(200, { code: 200, msg: '', data: 1 }), { loading });

    const pending = client.get('/api/x', { trackLoading: false });
    expect(loading.pending()).toBe(0);
    await pending;
  });
});
