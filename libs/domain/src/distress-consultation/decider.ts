import type { Decider } from '../shared/decider';
import type { DistressConsultationCommand } from './commands';
import { decideDistressConsultation } from './decide';
import type { DistressConsultationEvent } from './events';
import { evolveDistressConsultation, initialDistressConsultationState, type DistressConsultationState } from './state';

export const distressConsultationDecider: Decider<
  DistressConsultationCommand,
  DistressConsultationEvent,
  DistressConsultationState
> = {
  decide: decideDistressConsultation,
  evolve: evolveDistressConsultation,
  initialState: initialDistressConsultationState,
};
