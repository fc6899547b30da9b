import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';

/** Fastify's own default, stated: the largest content item (200,000 characters of rich text) fits with room. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/**
 * Far deeper than any form the platform takes (a content item's fields are three levels down),
 * far shallower than what a recursive walk of the parsed value (the text check, the schemas,
 * hashing for idempotency) can survive.
 */
export const JSON_MAX_DEPTH = 32;

const prefersEnglish = (request: FastifyRequest): boolean => String(request.headers['accept-language'] ?? '').toLowerCase().startsWith('en');

const refused = (request: FastifyRequest, message: { zh: string; en: string }): ApiError =>
  new ApiError(400, 400, prefersEnglish(request) ? message.en : message.zh);

/** The deepest nesting of objects and arrays in JSON text, counted without parsing it (strings skipped). */
export const jsonNestingDepth = (text: string, stopAbove = Number.POSITIVE_INFINITY): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return deepest;
};

/**
 * Every JSON body is read here, before anything walks it: bytes that are not UTF-8 are refused
 * (decoding would silently store U+FFFD in their place), and so is nesting past JSON_MAX_DEPTH;
 * bodies past JSON_BODY_MAX_BYTES answer 413. Then Fastify's own parser, which refuses
 * `__proto__` and `constructor` keys.
 */
export const registerJsonBodyParser = (fastify: FastifyInstance): void => {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: JSON_BODY_MAX_BYTES }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(refused(request, { zh: '请求内容不是有效的 UTF-8 文本', en: 'The request body is not valid UTF-8' }), undefined);
      return;
    }
    const text = bytes.toString('utf8');
    if (jsonNestingDepth(text, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) {
      done(refused(request, { zh: `请求内容嵌套过深（最多 ${JSON_MAX_DEPTH} 层）`, en: `The request body is nested too deeply (at most ${JSON_MAX_DEPTH} levels)` }), undefined);
      return;
    }
    void parse(request, text, done);
  });
};
