import type { Decider } from '../shared/decider';
import type { ContentItemCommand } from './commands';
import { decideContentItem } from './decide';
import type { ContentItemEvent } from './events';
import { evolveContentItem, initialContentItemState, type ContentItemState } from './state';

export const contentItemDecider: Decider<ContentItemCommand, ContentItemEvent, ContentItemState> = {
  decide: decideContentItem,
  evolve: evolveContentItem,
  initialState: initialContentItemState,
};
