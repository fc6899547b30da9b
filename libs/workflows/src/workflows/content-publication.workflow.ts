import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { ContentPublicationActivities } from '../activities/content-publication.activities';
import { contentPublicationChangeSignal, type ContentPublicationInput, type ContentPublicationOutcome } from './messages';

const { publishScheduledContent } = proxyActivities<ContentPublicationActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds', maximumAttempts: 20 },
});

/**
 * One scheduled publication of one content item: a timer until the chosen time (visible in the
 * Temporal UI), then the publication through the same decide/append path as the console. A
 * change of time arrives as a signal and restarts the timer; null cancels. Even a signal that
 * never arrives cannot publish what was cancelled: the decider refuses a publication for a time
 * the item is no longer scheduled for, and the workflow ends recording why.
 */
export async function contentPublicationWorkflow(input: ContentPublicationInput): Promise<ContentPublicationOutcome> {
  let target: string | null = input.publishAt;
  setHandler(contentPublicationChangeSignal, (change) => {
    target = change.publishAt;
  });
  for (;;) {
    const aimed: string | null = target;
    if (aimed === null) return { published: false, reason: 'cancelled' };
    const waitMs = Date.parse(aimed) - Date.now();
    const changed = waitMs > 0 && (await condition(() => target !== aimed, waitMs));
    // The workflow's clock (deterministic, and the test server's skipped time) is the publication time.
    if (!changed) return publishScheduledContent({ tenantId: input.tenantId, contentId: input.contentId, publishAt: aimed, at: new Date().toISOString() });
  }
}
