import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContentCommandResponse } from '@bk/contracts';
import { normalizeContent, type Actor, type ContentItemCommand, type ContentKindPermissions, type StoredContentFields } from '@bk/domain';
import { staffActor } from '../../auth/staff-principal';
import { ApiError } from '../../common/api-error';
import { ContentSchedules } from '../content-schedules';
import { ContentActionCommand, type ContentAction } from './content-action.command';
import { ContentStreams } from './content-streams';

export const REVISION_NOT_FOUND = '该历史版本不存在';

/** Which key of the item's kind each action needs: view to read, edit to change, publish to go live. */
const KEY_OF: Record<ContentAction['type'], keyof ContentKindPermissions> = {
  publish: 'publish',
  unpublish: 'publish',
  schedule: 'publish',
  cancelSchedule: 'publish',
  pin: 'edit',
  unpin: 'edit',
  delete: 'edit',
  restore: 'edit',
  reorder: 'edit',
};

const commandOf = (action: ContentAction, actor: Actor, at: string, revision?: StoredContentFields): ContentItemCommand => {
  switch (action.type) {
    case 'publish':
      return { type: 'PublishContentItem', actor, at };
    case 'unpublish':
      return { type: 'UnpublishContentItem', actor, at };
    case 'pin':
      return { type: 'PinContentItem', actor, at };
    case 'unpin':
      return { type: 'UnpinContentItem', actor, at };
    case 'delete':
      return { type: 'DeleteContentItem', actor, at };
    case 'reorder':
      return { type: 'ReorderContentItem', order: action.order, actor, at };
    case 'schedule':
      return { type: 'ScheduleContentPublication', publishAt: action.publishAt, actor, at };
    case 'cancelSchedule':
      return { type: 'CancelContentSchedule', actor, at };
    case 'restore':
      return { type: 'RestoreContentRevision', fromVersion: action.fromVersion, content: normalizeContent(revision!), actor, at };
  }
};

/**
 * One action on one item, decided against the version the editor read. A schedule is recorded in
 * the stream first and then handed to its Temporal timer; a cancel likewise (the decider refuses a
 * publication for a time no longer set, so the order cannot let a cancelled item go out).
 */
@CommandHandler(ContentActionCommand)
export class ContentActionHandler implements ICommandHandler<ContentActionCommand, ContentCommandResponse> {
  constructor(
    private readonly streams: ContentStreams,
    private readonly schedules: ContentSchedules,
  ) {}

  async execute({ staff, contentId, version, action, requestId, at }: ContentActionCommand): Promise<ContentCommandResponse> {
    const revision = action.type === 'restore' ? await this.revision(staff.tenantId, contentId, action.fromVersion) : undefined;
    const result = await this.streams.decide({
      staff,
      contentId,
      expectedVersion: version,
      requestId,
      action: KEY_OF[action.type],
      command: () => commandOf(action, staffActor(staff), at, revision),
    });
    if (action.type === 'schedule') await this.schedules.schedule({ tenantId: staff.tenantId, contentId, publishAt: action.publishAt });
    if (action.type === 'cancelSchedule') await this.schedules.cancel(staff.tenantId, contentId);
    return result;
  }

  /** The fields saved at `version`: only a creation or an edit is a revision. */
  private async revision(tenantId: string, contentId: string, version: number): Promise<StoredContentFields> {
    const event = (await this.streams.history(tenantId, contentId)).find((candidate) => candidate.version === version);
    const content = (event?.data as { content?: StoredContentFields } | undefined)?.content;
    if (!event || !content || (event.type !== 'ContentItemCreated' && event.type !== 'ContentItemUpdated')) throw ApiError.notFound(REVISION_NOT_FOUND);
    return content;
  }
}
