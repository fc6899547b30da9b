import type { Assignee } from '../shared/allocation';
import type { DistressConsultant, DistressConsultationEvent } from './events';

type ConsultationFacts = {
  consultationId: string;
  tenantId: string;
  consultant: DistressConsultant;
  description: string;
  submittedAt: string;
  reallocations: number;
};

/** The state machine is the type: each status carries exactly the facts it can have. */
export type DistressConsultationState =
  | { status: 'empty' }
  | (ConsultationFacts & { status: 'submitted' })
  | (ConsultationFacts & { status: 'allocated'; handler: Assignee; allocatedAt: string })
  | (ConsultationFacts & { status: 'handled'; handler: Assignee; opinion: string; handledAt: string })
  | (ConsultationFacts & { status: 'completed'; handler: Assignee; opinion: string; completedAt: string });

export const initialDistressConsultationState = (): DistressConsultationState => ({ status: 'empty' });

const factsOf = (state: Exclude<DistressConsultationState, { status: 'empty' }>): ConsultationFacts => ({
  consultationId: state.consultationId,
  tenantId: state.tenantId,
  consultant: state.consultant,
  description: state.description,
  submittedAt: state.submittedAt,
  reallocations: state.reallocations,
});

/** Folds one event. Events that do not apply to the current status leave it unchanged. */
export const evolveDistressConsultation = (
  state: DistressConsultationState,
  event: DistressConsultationEvent,
): DistressConsultationState => {
  switch (event.type) {
    case 'DistressConsultationSubmitted':
      if (state.status !== 'empty') return state;
      return {
        status: 'submitted',
        consultationId: event.data.consultationId,
        tenantId: event.data.tenantId,
        consultant: event.data.consultant,
        description: event.data.description,
        submittedAt: event.data.at,
        reallocations: 0,
      };
    case 'DistressConsultationAllocated':
      if (state.status !== 'submitted') return state;
      return { ...factsOf(state), status: 'allocated', handler: event.data.handler, allocatedAt: event.data.at };
    case 'DistressConsultationReturnedToPool':
      if (state.status !== 'allocated') return state;
      return { ...factsOf(state), status: 'submitted', reallocations: state.reallocations + 1 };
    case 'DistressConsultationHandled':
      if (state.status !== 'allocated') return state;
      return { ...factsOf(state), status: 'handled', handler: state.handler, opinion: event.data.opinion, handledAt: event.data.at };
    case 'DistressConsultationCompleted':
      if (state.status !== 'handled') return state;
      return { ...factsOf(state), status: 'completed', handler: state.handler, opinion: state.opinion, completedAt: event.data.at };
  }
};
