import type { Decider } from '../shared/decider';
import type { CourtReformCommand } from './commands';
import { decideCourtReform } from './decide';
import type { CourtReformEvent } from './events';
import { evolveCourtReform, initialCourtReformState, type CourtReformState } from './state';

export const courtReformDecider: Decider<CourtReformCommand, CourtReformEvent, CourtReformState> = {
  decide: decideCourtReform,
  evolve: evolveCourtReform,
  initialState: initialCourtReformState,
};
