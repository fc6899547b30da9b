import { deterministicEventId } from '../event-store/event-store';

/**
 * Content items (CMS content, court-reform announcements among them) are event-sourced streams
 * like cases but without a workflow: the API loads, decides and appends; the workers project.
 * Both sides name the stream here.
 */
export const CONTENT_ITEM_STREAM_TYPE = 'content-item';

export const contentItemStreamId = (contentId: string): string => `${CONTENT_ITEM_STREAM_TYPE}-${contentId}`;

export const contentIdOfStream = (streamId: string): string => streamId.slice(`${CONTENT_ITEM_STREAM_TYPE}-`.length);

/**
 * The id of the item a creation request makes, derived from its association and request id: a
 * retried creation names the same item, so its events are recognised as already written instead
 * of making a twin. The association is part of it, so one association's request id can never name
 * (block, or probe for) another association's item.
 */
export const contentIdForRequest = (tenantId: string, requestId: string): string =>
  deterministicEventId(`content-item:${tenantId}:${requestId}`, 0);
