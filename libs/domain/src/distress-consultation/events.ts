import type { Actor } from '../shared/actor';
import type { AllocationMethod, Assignee } from '../shared/allocation';

/** Who asks for help: a person (the assistant's personal path) or an enterprise. */
export type DistressConsultant =
  | { kind: 'personal'; name: string; citizenId: string; phone: string }
  | { kind: 'enterprise'; enterpriseName: string; creditCode: string; contactName: string; phone: string };

export type DistressConsultantKind = DistressConsultant['kind'];

/**
 * What the application says beyond who asks: amounts are decimal strings in yuan (2 places, as the
 * money input sends them), counts are whole numbers. employeeCount is the enterprise form's.
 */
export type DistressParticulars = {
  email?: string;
  debtAmount: string;
  assetAmount?: string;
  monthlyIncome?: string;
  creditorCount: number;
  employeeCount?: number;
};

/** A supporting file (an upload-service file id): round 0 came with the application, round n with the n-th supply. */
export type DistressMaterial = { fileId: string; round: number; addedAt: string };

type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

export type DistressConsultationEvent =
  | EventOf<
      'DistressConsultationSubmitted',
      {
        consultationId: string;
        tenantId: string;
        consultationNumber: string;
        consultant: DistressConsultant;
        particulars: DistressParticulars;
        description: string;
        materialFileIds: string[];
      }
    >
  | EventOf<'DistressConsultationAllocated', { handler: Assignee; allocation: AllocationMethod }>
  | EventOf<'DistressConsultationReturnedToPool', { previousHandler: Assignee; reason: string }>
  | EventOf<'DistressConsultationMaterialsRequested', { note: string }>
  | EventOf<'DistressConsultationMaterialsSupplied', { materialFileIds: string[]; note: string }>
  | EventOf<'DistressConsultationHandled', { opinion: string }>
  | EventOf<'DistressConsultationCompleted', Record<never, never>>;

export type DistressConsultationEventType = DistressConsultationEvent['type'];
