import type { Decider } from '../shared/decider';
import type { MatterCommand } from './commands';
import { decideMatter } from './decide';
import type { MatterEvent } from './events';
import { evolveMatter, initialMatterState, type MatterState } from './state';

export const matterDecider: Decider<MatterCommand, MatterEvent, MatterState> = {
  decide: decideMatter,
  evolve: evolveMatter,
  initialState: initialMatterState,
};
