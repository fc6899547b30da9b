import { Inject, Injectable } from '@nestjs/common';
import type { ContentCommandResponse } from '@bk/contracts';
import { isDomainError, mayOnContentKind, type ContentItemCommand, type ContentItemState, type ContentKindPermissions } from '@bk/domain';
import { ConcurrencyConflictError, contentItemStreamId, type EventStore, type StoredEvent } from '@bk/infrastructure';
import { ContentItemNotFoundError, ContentItemStaleError, decideOnContentItem } from '@bk/workflows';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { ApiError } from '../../common/api-error';
import { EVENT_STORE } from '../../infrastructure/tokens';

export const CONTENT_CHANGED_MEANWHILE = '该内容已被他人修改，请刷新后重试';
export const CONTENT_NOT_FOUND = '内容不存在或已被删除';

const DOMAIN_STATUS: Record<string, number> = { ILLEGAL_STATE: 409, ALREADY_EXISTS: 409, VALIDATION_FAILED: 400, INVALID_DRAW: 400, NOT_ASSIGNEE: 403 };

/** One decision on one content item by a member of staff: the version read, the action's key, the command. */
export type ContentDecision = {
  staff: StaffPrincipal;
  contentId: string;
  /** The stream version the editor read (0 to create). */
  expectedVersion: number;
  requestId: string;
  /** Which of the item's kind's keys the action needs; checked once the item's kind is known. */
  action: keyof ContentKindPermissions;
  command: (state: ContentItemState) => ContentItemCommand;
};

/** Someone else's change landed first: said in the words of content, with the version to reload. */
const changedMeanwhile = (currentVersion?: number): ApiError =>
  new ApiError(409, 409, CONTENT_CHANGED_MEANWHILE, { reason: 'CONCURRENCY_CONFLICT', ...(currentVersion === undefined ? {} : { currentVersion }) });

/** A refusal as the envelope says it: the same mapping for a single call and each item of a bulk call. */
export const contentApiError = (error: unknown): ApiError | undefined => {
  if (error instanceof ApiError) return error;
  if (error instanceof ContentItemNotFoundError) return ApiError.notFound(CONTENT_NOT_FOUND);
  if (error instanceof ContentItemStaleError) return changedMeanwhile(error.currentVersion);
  if (error instanceof ConcurrencyConflictError) return changedMeanwhile(error.actualVersion);
  if (isDomainError(error)) {
    const status = DOMAIN_STATUS[error.code] ?? 400;
    return new ApiError(status, status, error.messageZh, { reason: error.code, ...error.details });
  }
  return undefined;
};

/**
 * Load, decide, append for the content kit's staff calls (the shared decideOnContentItem), with
 * the item's kind's key checked on the server once the stream shows which kind it is, and every
 * refusal turned into the envelope's status and message. A stale version is 409; a retried
 * request (same request id) answers as the first time did.
 */
@Injectable()
export class ContentStreams {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async decide(decision: ContentDecision): Promise<ContentCommandResponse> {
    const { staff, contentId, expectedVersion, requestId, action } = decision;
    try {
      const decided = await decideOnContentItem(this.store, {
        tenantId: staff.tenantId,
        contentId,
        expectedVersion,
        requestId,
        authorise: (state) => {
          if (state.status !== 'empty' && !mayOnContentKind(staff.rightKeys, state.kind, action)) throw ApiError.forbidden();
        },
        command: decision.command,
      });
      const after = decided.after;
      if (after.status === 'empty') throw new Error(`content item ${contentId} has no events`);
      return { contentId, version: decided.version, status: after.status, pinned: after.pinned, scheduledAt: after.scheduledAt };
    } catch (error) {
      throw contentApiError(error) ?? error;
    }
  }

  /** The item's stream as recorded (another association's reads as none). */
  history(tenantId: string, contentId: string): Promise<StoredEvent[]> {
    return this.store.readStream(tenantId, contentItemStreamId(contentId));
  }
}
