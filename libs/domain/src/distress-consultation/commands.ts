import type { Actor } from '../shared/actor';
import type { AllocationMethod, Assignee } from '../shared/allocation';
import type { DistressConsultant, DistressParticulars } from './events';

/** Every command carries who issued it and when; the domain never reads a clock. */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;

/**
 * createFlowInstance files a consultation; getTodoItemList is the allocator's and the handler's
 * queue; submitItem carries the steps: allocation, the handler's request for more materials, the
 * applicant's supply, the handler's opinion and completion (spec §7 distressManage).
 */
export type DistressConsultationCommand =
  | CommandOf<
      'SubmitDistressConsultation',
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
  | CommandOf<'AllocateDistressConsultation', { handler: Assignee; allocation: AllocationMethod }>
  | CommandOf<'ReturnDistressConsultationToPool', { reason: string }>
  | CommandOf<'RequestDistressMaterials', { note: string }>
  | CommandOf<'SupplyDistressMaterials', { materialFileIds: string[]; note: string }>
  | CommandOf<'HandleDistressConsultation', { opinion: string }>
  | CommandOf<'CompleteDistressConsultation', Record<never, never>>;

export type DistressConsultationCommandType = DistressConsultationCommand['type'];
