import { contentItemDecider, type ContentItemCommand, type ContentItemEvent, type ContentItemState } from '@bk/domain';
import { CONTENT_ITEM_STREAM_TYPE, contentItemStreamId, deterministicEventId, type EventStore, type StoredEvent } from '@bk/infrastructure';

/** The item does not exist (or is another association's: row-level security shows no events). */
export class ContentItemNotFoundError extends Error {
  constructor(readonly contentId: string) {
    super(`content item ${contentId} not found`);
    this.name = 'ContentItemNotFoundError';
  }
}

/** The caller read a version the stream never reached, or someone else's change landed first. */
export class ContentItemStaleError extends Error {
  constructor(readonly currentVersion: number) {
    super(`content item changed meanwhile (now at version ${currentVersion})`);
    this.name = 'ContentItemStaleError';
  }
}

export type ContentItemDecision = {
  tenantId: string;
  contentId: string;
  /**
   * The version the caller read (0 to create): the decision is made against exactly that state and
   * appended expecting it. Undefined: against whatever is current (a scheduled publication).
   */
  expectedVersion?: number;
  /** Event ids derive from it (scoped by the stream): the same request again writes nothing twice. */
  requestId: string;
  /** Given the folded state before deciding: may refuse (a permission check needs the item's kind). */
  authorise?: (state: ContentItemState) => void;
  command: (state: ContentItemState) => ContentItemCommand;
};

export type ContentItemDecided = { before: ContentItemState; after: ContentItemState; events: ContentItemEvent[]; version: number };

export const foldContentItem = (history: readonly Pick<StoredEvent, 'type' | 'data'>[]): ContentItemState =>
  history.reduce(
    (folded, event) => contentItemDecider.evolve(folded, { type: event.type, data: event.data } as ContentItemEvent),
    contentItemDecider.initialState(),
  );

/**
 * Load, decide, append for content items (no workflow of their own: architecture.md, the write
 * path, "other aggregates"). The API's calls and the scheduled-publication activity share it, so
 * a scheduled publication is decided by the same rules and written the same way as a click.
 * Throws the domain's errors as they are, ContentItemNotFoundError, ContentItemStaleError, or the
 * event store's ConcurrencyConflictError when another write lands between read and append.
 */
export const decideOnContentItem = async (store: EventStore, decision: ContentItemDecision): Promise<ContentItemDecided> => {
  const { tenantId, contentId, expectedVersion, requestId } = decision;
  const streamId = contentItemStreamId(contentId);
  const history = await store.readStream(tenantId, streamId, 1, expectedVersion);
  const before = foldContentItem(history);
  // Only a creation (expected version 0) may find no item.
  if (expectedVersion !== 0 && before.status === 'empty') throw new ContentItemNotFoundError(contentId);
  if (expectedVersion !== undefined && history.length < expectedVersion) throw new ContentItemStaleError(history.length);
  decision.authorise?.(before);
  const command = decision.command(before);
  const events = contentItemDecider.decide(command, before);
  const version = expectedVersion ?? history.length;
  if (events.length === 0) return { before, after: before, events, version };
  const { nextVersion } = await store.append({
    tenantId,
    streamId,
    streamType: CONTENT_ITEM_STREAM_TYPE,
    expectedVersion: version,
    events: events.map((event, index) => ({
      eventId: deterministicEventId(`${streamId}:${requestId}`, index),
      type: event.type,
      data: event.data,
      metadata: { requestId, actorId: command.actor.id },
    })),
  });
  return { before, after: events.reduce(contentItemDecider.evolve, before), events, version: nextVersion };
};
