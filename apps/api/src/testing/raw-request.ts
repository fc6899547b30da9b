/** One request to the running test API exactly as given: raw body, any headers, nothing added. */
export type RawResponse = { status: number; headers: Headers; body: { code: number; msg: string; data: unknown } | undefined; text: string };

export const testServerUrl = (path: string): string => `http://127.0.0.1:${process.env.TEST_PORT}${path}`;

export const rawRequest = async (
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> => {
  const response = await fetch(testServerUrl(path), { method, headers: init.headers, body: init.body, redirect: 'manual' });
  const text = await response.text();
  let body: RawResponse['body'];
  try {
    body = JSON.parse(text) as RawResponse['body'];
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
};
