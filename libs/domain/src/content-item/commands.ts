import type { Actor } from '../shared/actor';
import type { ContentDraft } from './events';

/** Every command carries who issued it and when; the domain never reads a clock. */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;

/** cms/content saveOrUpdate, doOnOff, doOperTop and doDelete (spec §7), one command per direction. */
export type ContentItemCommand =
  | CommandOf<'SaveContentItem', { contentId: string; tenantId: string; content: ContentDraft }>
  | CommandOf<'PublishContentItem', Record<never, never>>
  | CommandOf<'UnpublishContentItem', Record<never, never>>
  | CommandOf<'PinContentItem', Record<never, never>>
  | CommandOf<'UnpinContentItem', Record<never, never>>
  | CommandOf<'DeleteContentItem', Record<never, never>>;

export type ContentItemCommandType = ContentItemCommand['type'];
