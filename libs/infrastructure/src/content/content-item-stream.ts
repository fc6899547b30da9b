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
 * The id of the item a creation request makes, derived from its request id: a retried creation
 * names the same item, so its events are recognised as already written instead of making a twin.
 */
export const contentIdForRequest = (requestId: string): string => deterministicEventId(`content-item:${requestId}`, 0);
