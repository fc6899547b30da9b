import type { Actor } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * A content label (spec §7 "Labels"): a name in an association's vocabulary. Its id derives
 * from the association and the name's key (see `labelKey`), so creating a name twice, even
 * concurrently or after a delete, lands on the same label: defining an existing label records
 * nothing, and defining a deleted one restores it for every item that still carries its id.
 */
export type ContentLabelCommand =
  | { type: 'DefineContentLabel'; labelId: string; name: string; actor: Actor; at: string }
  | { type: 'RemoveContentLabel'; actor: Actor; at: string };

export type ContentLabelEvent =
  | { type: 'ContentLabelDefined'; data: { labelId: string; name: string; actor: Actor; at: string } }
  | { type: 'ContentLabelRemoved'; data: { actor: Actor; at: string } };

export type ContentLabelState =
  | { status: 'empty' }
  | { status: 'defined'; labelId: string; name: string }
  | { status: 'removed'; labelId: string; name: string };

/** Names that differ only in width or letter case are one label (ＡＢＣ, abc, ABC). */
export const labelKey = (name: string): string => name.normalize('NFKC').trim().toLowerCase();

export const labelNotFoundMessage = '标签不存在或已删除';

export const decideContentLabel = (command: ContentLabelCommand, state: ContentLabelState): ContentLabelEvent[] => {
  const { actor, at } = command;
  switch (command.type) {
    case 'DefineContentLabel':
      if (state.status === 'defined') return [];
      return [{ type: 'ContentLabelDefined', data: { labelId: command.labelId, name: command.name, actor, at } }];
    case 'RemoveContentLabel':
      if (state.status !== 'defined') throw new DomainError('ILLEGAL_STATE', 'The label does not exist', labelNotFoundMessage, { reason: 'NOT_FOUND' });
      return [{ type: 'ContentLabelRemoved', data: { actor, at } }];
    default:
      return assertNever(command);
  }
};

export const evolveContentLabel = (state: ContentLabelState, event: ContentLabelEvent): ContentLabelState => {
  switch (event.type) {
    case 'ContentLabelDefined':
      return state.status === 'defined' ? state : { status: 'defined', labelId: event.data.labelId, name: event.data.name };
    case 'ContentLabelRemoved':
      return state.status === 'defined' ? { ...state, status: 'removed' } : state;
  }
};

export const contentLabelDecider: Decider<ContentLabelCommand, ContentLabelEvent, ContentLabelState> = {
  decide: decideContentLabel,
  evolve: evolveContentLabel,
  initialState: () => ({ status: 'empty' }),
};
