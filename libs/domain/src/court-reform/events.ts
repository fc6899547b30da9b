import type { Actor } from '../shared/actor';
import type { AllocationMethod, Assignee } from '../shared/allocation';

export type { AllocationMethod, Assignee } from '../shared/allocation';

export type CourtReformApplicant = {
  enterpriseName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  description: string;
};

type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

export type CourtReformEvent =
  | EventOf<
      'CourtReformApplicationSubmitted',
      { caseId: string; tenantId: string; caseNumber: string; applicant: CourtReformApplicant }
    >
  | EventOf<'CourtReformHandlerAssigned', { assignee: Assignee; allocation: AllocationMethod }>
  | EventOf<'CourtReformReturnedToPool', { previousAssignee: Assignee; reason: string }>
  | EventOf<'CourtReformCaseSigned', { assignee: Assignee }>
  | EventOf<'CourtReformProgressNoted', { note: string }>
  | EventOf<'CourtReformCaseRejected', { reason: string }>
  | EventOf<'CourtReformCaseRegistered', { registrationNo: string }>
  | EventOf<'CourtReformStatementIssued', { statementNo: string }>
  | EventOf<'CourtReformCaseCompleted', Record<never, never>>;

export type CourtReformEventType = CourtReformEvent['type'];
