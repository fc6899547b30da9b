import type { Actor } from '../shared/actor';
import type { ContentDraft, ContentFields } from './events';

/** Every command carries who issued it and when; the domain never reads a clock. */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;

/** cms/content saveOrUpdate, doOnOff, doOperTop, doDelete (spec §7) and the kit's restore, reorder and schedule. */
export type ContentItemCommand =
  | CommandOf<'SaveContentItem', { contentId: string; tenantId: string; content: ContentDraft }>
  /** `content`: the fields of revision `fromVersion`, as recorded in the stream (the API reads them). */
  | CommandOf<'RestoreContentRevision', { fromVersion: number; content: ContentFields }>
  /** bySchedule: the publication time the scheduled publication was set for. */
  | CommandOf<'PublishContentItem', { bySchedule?: string }>
  | CommandOf<'UnpublishContentItem', Record<never, never>>
  | CommandOf<'PinContentItem', Record<never, never>>
  | CommandOf<'UnpinContentItem', Record<never, never>>
  | CommandOf<'ReorderContentItem', { order: number }>
  | CommandOf<'ScheduleContentPublication', { publishAt: string }>
  | CommandOf<'CancelContentSchedule', Record<never, never>>
  | CommandOf<'DeleteContentItem', Record<never, never>>;

export type ContentItemCommandType = ContentItemCommand['type'];
