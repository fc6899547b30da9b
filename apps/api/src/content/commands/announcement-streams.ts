import { Inject, Injectable } from '@nestjs/common';
import type { AnnouncementCommandResponse } from '@bk/contracts';
import { ANNOUNCEMENT_PUBLISH_TYPE, contentItemDecider, type ContentItemCommand, type ContentItemEvent, type ContentItemState } from '@bk/domain';
import {
  CONTENT_ITEM_STREAM_TYPE,
  ConcurrencyConflictError,
  contentItemStreamId,
  deterministicEventId,
  type EventStore,
} from '@bk/infrastructure';
import { ApiError } from '../../common/api-error';
import { EVENT_STORE } from '../../infrastructure/tokens';

export const ANNOUNCEMENT_CHANGED_MEANWHILE = '该公告已被他人修改，请刷新后重试';
export const ANNOUNCEMENT_NOT_FOUND = '公告不存在或已被删除';

/** One decision on one announcement: the version the editor saw, the command, who and which request. */
export type AnnouncementDecision = {
  tenantId: string;
  contentId: string;
  /** The stream version the editor read (0 to create): the decision is made against exactly that state. */
  expectedVersion: number;
  requestId: string;
  command: ContentItemCommand;
};

/**
 * Load, decide, append for announcements (content items without a workflow: architecture.md, the
 * write path, "other aggregates"). The stream is folded up to the version the editor read, the
 * decider decides against that state, and the events are appended expecting that version. So an
 * edit based on an older version can never overwrite a newer one: the event store refuses the
 * append and the editor gets 409. Event ids derive from the request id, so the same request sent
 * again is recognised as already written and answers as the first time did.
 */
@Injectable()
export class AnnouncementStreams {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async decide({ tenantId, contentId, expectedVersion, requestId, command }: AnnouncementDecision): Promise<AnnouncementCommandResponse> {
    const streamId = contentItemStreamId(contentId);
    // Row-level security: another association's item reads as no events at all, hence "not found".
    const history = await this.store.readStream(tenantId, streamId, 1, expectedVersion);
    const state = history.reduce(
      (folded, event) => contentItemDecider.evolve(folded, { type: event.type, data: event.data } as ContentItemEvent),
      contentItemDecider.initialState(),
    );
    if (expectedVersion > 0) requireAnnouncement(state);
    // The editor claims a version the stream never reached: it cannot have read that state.
    if (history.length < expectedVersion) throw changedMeanwhile(history.length);

    const events = contentItemDecider.decide(command, state);
    try {
      const { nextVersion } = await this.store.append({
        tenantId,
        streamId,
        streamType: CONTENT_ITEM_STREAM_TYPE,
        expectedVersion,
        events: events.map((event, index) => ({
          // Scoped by the stream (itself per association): a request id chosen by one client can
          // never collide with, and so block, another stream's events.
          eventId: deterministicEventId(`${streamId}:${requestId}`, index),
          type: event.type,
          data: event.data,
          metadata: { requestId, actorId: command.actor.id },
        })),
      });
      const after = events.reduce(contentItemDecider.evolve, state);
      if (after.status === 'empty') throw new Error(`content item ${contentId} has no events after ${command.type}`);
      return { contentId, version: nextVersion, status: after.status, pinned: after.pinned };
    } catch (error) {
      if (error instanceof ConcurrencyConflictError) throw changedMeanwhile(error.actualVersion);
      throw error;
    }
  }
}

/** This module manages announcements only: any other content item (or none) is not found here. */
const requireAnnouncement = (state: ContentItemState): void => {
  if (state.status === 'empty' || state.publishType !== ANNOUNCEMENT_PUBLISH_TYPE) throw ApiError.notFound(ANNOUNCEMENT_NOT_FOUND);
};

/**
 * Someone else's change landed first. Said in the words of an announcement (the error filter's
 * default speaks of cases), with the current version so a client can tell it needs to reload.
 */
const changedMeanwhile = (currentVersion: number): ApiError =>
  new ApiError(409, 409, ANNOUNCEMENT_CHANGED_MEANWHILE, { reason: 'CONCURRENCY_CONFLICT', currentVersion });
