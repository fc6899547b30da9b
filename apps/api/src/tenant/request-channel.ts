import type { FastifyRequest } from 'fastify';
import { RequestHeaders } from '@bk/contracts';
import { ApiError } from '../common/api-error';

/** The channel (associationId) a public request speaks for: the header, or the `_channel` query. */
export const channelOf = (request: FastifyRequest): string => {
  const header = request.headers[RequestHeaders.channel];
  const query = (request.query as Record<string, unknown> | undefined)?._channel;
  const channel = (typeof header === 'string' && header) || (typeof query === 'string' && query) || '';
  if (!channel) throw ApiError.badRequest('缺少渠道参数');
  return channel;
};
