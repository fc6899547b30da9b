import type { Actor } from '../shared/actor';
import type { AllocationMethod, Assignee } from '../shared/allocation';

/** Who asks for help: a person (the assistant's personal path) or an enterprise. */
export type DistressConsultant =
  | { kind: 'personal'; name: string; citizenId: string; phone: string }
  | { kind: 'enterprise'; enterpriseName: string; creditCode: string; contactName: string; phone: string };

export type DistressConsultantKind = DistressConsultant['kind'];

type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

export type DistressConsultationEvent =
  | EventOf<
      'DistressConsultationSubmitted',
      { consultationId: string; tenantId: string; consultant: DistressConsultant; description: string }
    >
  | EventOf<'DistressConsultationAllocated', { handler: Assignee; allocation: AllocationMethod }>
  | EventOf<'DistressConsultationReturnedToPool', { previousHandler: Assignee; reason: string }>
  | EventOf<'DistressConsultationHandled', { opinion: string }>
  | EventOf<'DistressConsultationCompleted', Record<never, never>>;

export type DistressConsultationEventType = DistressConsultationEvent['type'];
