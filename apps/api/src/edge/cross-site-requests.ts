/**
 * Cross-site request forgery, refused at the edge. A browser attaches the session cookie to a
 * request another site makes it send, so the server must tell such requests apart:
 * - a state-changing call whose Origin is not the platform's own, or whose Sec-Fetch-Site says
 *   another origin (same-site counts: a sibling origin is not this platform) is refused;
 * - a state-changing call carries JSON (multipart only where an upload needs it). An HTML form
 *   can send url-encoded, multipart or text bodies cross-site without a preflight, never JSON.
 * Clients that are not browsers send neither header and carry no ambient cookie to abuse.
 */
export type EdgeRequest = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The origin this request was addressed to, as the browser saw it (scheme://host[:port]). */
  ownOrigin: string;
};

export type CrossSiteVerdict = { ok: true } | { ok: false; status: 400 | 403 | 415; zh: string; en: string };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAFE_FETCH_SITES = new Set(['same-origin', 'none']);

const header = (request: EdgeRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const hasBody = (request: EdgeRequest): boolean =>
  Number(header(request, 'content-length') ?? 0) > 0 || header(request, 'transfer-encoding') !== undefined;

const mediaType = (request: EdgeRequest): string => (header(request, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export const judgeCrossSite = (
  request: EdgeRequest,
  options: { trustedOrigins: ReadonlySet<string>; multipartPaths: ReadonlySet<string> },
): CrossSiteVerdict => {
  if (!STATE_CHANGING.has(request.method)) return { ok: true };

  const origin = header(request, 'origin');
  if (origin !== undefined && origin !== request.ownOrigin && !options.trustedOrigins.has(origin)) {
    return { ok: false, status: 403, zh: '拒绝来自其他站点的请求', en: 'Request from another site refused' };
  }
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined && !SAFE_FETCH_SITES.has(fetchSite) && !(origin !== undefined && options.trustedOrigins.has(origin))) {
    return { ok: false, status: 403, zh: '拒绝来自其他站点的请求', en: 'Request from another site refused' };
  }

  const type = mediaType(request);
  // A multipart body cannot be read without its boundary: say so before any route tries.
  if (type === 'multipart/form-data' && !/;\s*boundary=/i.test(header(request, 'content-type') ?? '')) {
    return { ok: false, status: 400, zh: '上传格式不正确：缺少 multipart 分隔符（boundary）', en: 'Malformed multipart upload: no boundary' };
  }
  if (!hasBody(request)) return { ok: true };
  if (type === 'application/json') return { ok: true };
  const path = request.url.split('?')[0] ?? '';
  if (type === 'multipart/form-data' && options.multipartPaths.has(path)) return { ok: true };
  return { ok: false, status: 415, zh: '请求格式不受支持，请以 JSON 提交', en: 'Unsupported request format: send JSON' };
};
