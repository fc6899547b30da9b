import { ApplicationFailure } from '@temporalio/common';
import { DomainError, systemActor } from '@bk/domain';
import { ConcurrencyConflictError, contentItemStreamId, type EventStore } from '@bk/infrastructure';
import type { ContentPublicationInput, ContentPublicationOutcome } from '../workflows/messages';
import { ContentItemNotFoundError, decideOnContentItem } from './content-item-decision';

export type ContentPublicationActivities = ReturnType<typeof createContentPublicationActivities>;

/** The request id of a scheduled publication: one per item and time, so a retry writes nothing twice. */
export const scheduledPublicationRequestId = (input: ContentPublicationInput): string => `scheduled-publication:${input.contentId}:${input.publishAt}`;

export const createContentPublicationActivities = (deps: { eventStore: EventStore }) => ({
  /**
   * Publishes an item by its schedule, through the same decide/append path as the console. When
   * the item is no longer scheduled for this time (cancelled, moved, edited, unpublished or
   * deleted), nothing is written and the outcome says why.
   */
  async publishScheduledContent(input: ContentPublicationInput & { at: string }): Promise<ContentPublicationOutcome> {
    try {
      const decided = await decideOnContentItem(deps.eventStore, {
        tenantId: input.tenantId,
        contentId: input.contentId,
        requestId: scheduledPublicationRequestId(input),
        command: () => ({
          type: 'PublishContentItem',
          bySchedule: input.publishAt,
          actor: systemActor('定时发布'),
          at: input.at,
        }),
      });
      return { published: true, reason: 'published', version: decided.version };
    } catch (error) {
      if (error instanceof ContentItemNotFoundError) return { published: false, reason: 'notFound' };
      // Another write landed between read and append: retry, which reads it and decides again.
      if (error instanceof ConcurrencyConflictError) throw ApplicationFailure.retryable(error.message, 'ContentChangedMeanwhile');
      if (error instanceof DomainError) {
        // A retry after a first attempt that did publish (its answer lost): already done, not refused.
        const history = await deps.eventStore.readStream(input.tenantId, contentItemStreamId(input.contentId));
        const done = history.find((event) => event.type === 'ContentItemPublished' && (event.data as { scheduledFor?: string }).scheduledFor === input.publishAt);
        if (done) return { published: true, reason: 'published', version: done.version };
        return { published: false, reason: error.details.reason === 'SCHEDULE_NOT_CURRENT' ? 'scheduleNotCurrent' : 'notPublishable', detail: error.messageZh };
      }
      throw error;
    }
  },
});
