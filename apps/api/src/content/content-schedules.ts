import { Inject, Injectable } from '@nestjs/common';
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import type { PlatformConfig } from '@bk/infrastructure';
import { contentPublicationChangeSignal, contentPublicationWorkflowId, SearchAttributes, type ContentPublicationInput } from '@bk/workflows';
import { PLATFORM_CONFIG, TEMPORAL_CLIENT } from '../infrastructure/tokens';

/**
 * The API's door to scheduled publications: one workflow per item (`content-publication/<tenant>/<content>`),
 * found in the Temporal UI by tenant and content id. The schedule itself is recorded in the item's
 * stream first; the workflow only carries the timer, so a lost signal can delay nothing into a
 * publication the stream no longer allows.
 */
@Injectable()
export class ContentSchedules {
  constructor(
    @Inject(TEMPORAL_CLIENT) private readonly temporal: Client,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** Starts the item's timer, or moves a running one to the new time. */
  async schedule(input: ContentPublicationInput): Promise<void> {
    await this.temporal.workflow.signalWithStart('contentPublicationWorkflow', {
      workflowId: contentPublicationWorkflowId(input.tenantId, input.contentId),
      taskQueue: this.config.temporal.taskQueue,
      args: [input],
      signal: contentPublicationChangeSignal,
      signalArgs: [{ publishAt: input.publishAt }],
      typedSearchAttributes: [
        { key: SearchAttributes.tenantId, value: input.tenantId },
        { key: SearchAttributes.caseId, value: input.contentId },
        { key: SearchAttributes.caseKind, value: 'contentPublication' },
      ],
    });
  }

  /** Ends the item's timer; none running (already ended) is fine. */
  async cancel(tenantId: string, contentId: string): Promise<void> {
    try {
      await this.temporal.workflow.getHandle(contentPublicationWorkflowId(tenantId, contentId)).signal(contentPublicationChangeSignal, { publishAt: null });
    } catch (error) {
      if (!(error instanceof WorkflowNotFoundError)) throw error;
    }
  }
}
