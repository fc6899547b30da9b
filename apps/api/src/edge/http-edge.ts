import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import { judgeCrossSite } from './cross-site-requests';
import { registerJsonBodyParser } from './json-body';
import { registerSecurityHeaders } from './security-headers';
import { findUnstorableText, unstorableTextMessage } from './storable-text';

export type HttpEdgeOptions = {
  /** Origins besides the request's own that may make state-changing calls (a front end served elsewhere). */
  trustedOrigins: readonly string[];
  /** The object store's public origins: the browser uploads to and shows files from there. */
  storeOrigins: readonly string[];
  /** Paths that take multipart uploads; every other state-changing call takes JSON only. */
  multipartPaths: readonly string[];
};

const prefersEnglish = (request: FastifyRequest): boolean => String(request.headers['accept-language'] ?? '').toLowerCase().startsWith('en');

const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, message: { zh: string; en: string }, data: unknown = null): FastifyReply =>
  reply.status(status).header('cache-control', 'no-store').send({ code: status, msg: prefersEnglish(request) ? message.en : message.zh, data });

/**
 * Everything the platform checks before a request reaches a route: response headers, cross-site
 * writes, the shape of JSON bodies, and text that could never be stored. Each refusal answers in
 * the spec's envelope. The JSON parser is the edge's own: the Nest application is created with
 * `bodyParser: false`.
 */
export const installHttpEdge = async (fastify: FastifyInstance, options: HttpEdgeOptions): Promise<void> => {
  await registerSecurityHeaders(fastify, options);
  registerJsonBodyParser(fastify);
  const trustedOrigins = new Set(options.trustedOrigins);
  const multipartPaths = new Set(options.multipartPaths);

  fastify.addHook('onRequest', async (request, reply) => {
    const verdict = judgeCrossSite(
      { method: request.method, url: request.url, headers: request.headers, ownOrigin: `${request.protocol}://${request.host}` },
      { trustedOrigins, multipartPaths },
    );
    if (!verdict.ok) return refuse(request, reply, verdict.status, verdict);
    return undefined;
  });

  // After parsing, before any route: every text field of every call, whatever its schema, path
  // parameters included.
  fastify.addHook('preHandler', async (request, reply) => {
    const field =
      findUnstorableText(request.params, ['params']) ?? findUnstorableText(request.query, ['query']) ?? findUnstorableText(request.body, ['body']);
    if (field !== undefined) return refuse(request, reply, 400, unstorableTextMessage(field.replace(/^(params|query|body)\./, '')), { field });
    return undefined;
  });
};

/**
 * Fastify's own errors raised before routing (a malformed URL) would otherwise answer in
 * Fastify's format; passed to the adapter as `frameworkErrors`.
 */
export const frameworkErrorHandler = (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void => {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void refuse(request, reply, status, { zh: '请求地址无效', en: 'Malformed request URL' });
};

/** A rate limit was reached: the envelope says when to try again (the Retry-After header too). */
export const tooManyAttempts = (request: FastifyRequest, retryInMs: number): ApiError => {
  const minutes = Math.max(1, Math.ceil(retryInMs / 60_000));
  const message = prefersEnglish(request)
    ? `Too many attempts from this address: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`
    : `该地址尝试过于频繁，请${minutes}分钟后再试`;
  return new ApiError(429, 429, message, { retryAfterSeconds: Math.ceil(retryInMs / 1000) });
};
