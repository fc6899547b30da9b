import type { Actor } from '../shared/actor';
import type { Assignee } from '../shared/allocation';
import type { DistressConsultant, DistressConsultationEvent, DistressMaterial, DistressParticulars } from './events';

type ConsultationFacts = {
  consultationId: string;
  tenantId: string;
  consultationNumber: string;
  consultant: DistressConsultant;
  particulars: DistressParticulars;
  description: string;
  /** Who filed it: the applicant's portal account; only they may supply materials. */
  submittedBy: Actor;
  submittedAt: string;
  materials: DistressMaterial[];
  /** How many times the applicant supplied more materials. */
  supplies: number;
  reallocations: number;
};

/** The state machine is the type: each status carries exactly the facts it can have. */
export type DistressConsultationState =
  | { status: 'empty' }
  | (ConsultationFacts & { status: 'submitted' })
  | (ConsultationFacts & { status: 'allocated'; handler: Assignee; allocatedAt: string })
  | (ConsultationFacts & { status: 'awaitingMaterials'; handler: Assignee; request: { note: string; requestedAt: string } })
  | (ConsultationFacts & { status: 'handled'; handler: Assignee; opinion: string; handledAt: string })
  | (ConsultationFacts & { status: 'completed'; handler: Assignee; opinion: string; completedAt: string });

export const initialDistressConsultationState = (): DistressConsultationState => ({ status: 'empty' });

const factsOf = (state: Exclude<DistressConsultationState, { status: 'empty' }>): ConsultationFacts => ({
  consultationId: state.consultationId,
  tenantId: state.tenantId,
  consultationNumber: state.consultationNumber,
  consultant: state.consultant,
  particulars: state.particulars,
  description: state.description,
  submittedBy: state.submittedBy,
  submittedAt: state.submittedAt,
  materials: state.materials,
  supplies: state.supplies,
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
        consultationNumber: event.data.consultationNumber,
        consultant: event.data.consultant,
        particulars: event.data.particulars,
        description: event.data.description,
        submittedBy: event.data.actor,
        submittedAt: event.data.at,
        materials: event.data.materialFileIds.map((fileId) => ({ fileId, round: 0, addedAt: event.data.at })),
        supplies: 0,
        reallocations: 0,
      };
    case 'DistressConsultationAllocated':
      if (state.status !== 'submitted') return state;
      return { ...factsOf(state), status: 'allocated', handler: event.data.handler, allocatedAt: event.data.at };
    case 'DistressConsultationReturnedToPool':
      if (state.status !== 'allocated') return state;
      return { ...factsOf(state), status: 'submitted', reallocations: state.reallocations + 1 };
    case 'DistressConsultationMaterialsRequested':
      if (state.status !== 'allocated') return state;
      return {
        ...factsOf(state),
        status: 'awaitingMaterials',
        handler: state.handler,
        request: { note: event.data.note, requestedAt: event.data.at },
      };
    case 'DistressConsultationMaterialsSupplied': {
      if (state.status !== 'awaitingMaterials') return state;
      const round = state.supplies + 1;
      const supplied = event.data.materialFileIds.map((fileId) => ({ fileId, round, addedAt: event.data.at }));
      return {
        ...factsOf(state),
        status: 'allocated',
        handler: state.handler,
        allocatedAt: event.data.at,
        materials: [...state.materials, ...supplied],
        supplies: round,
      };
    }
    case 'DistressConsultationHandled':
      if (state.status !== 'allocated') return state;
      return { ...factsOf(state), status: 'handled', handler: state.handler, opinion: event.data.opinion, handledAt: event.data.at };
    case 'DistressConsultationCompleted':
      if (state.status !== 'handled') return state;
      return { ...factsOf(state), status: 'completed', handler: state.handler, opinion: state.opinion, completedAt: event.data.at };
  }
};
