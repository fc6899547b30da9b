import type { Actor } from '../shared/actor';

export type Assignee = { id: string; name: string };

export type CourtReformApplicant = {
  enterpriseName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  description: string;
};

/** How a handler was chosen. A random draw records seed and candidates so it can be re-run. */
export type AllocationMethod =
  | { mode: 'manual' }
  | { mode: 'random'; seed: string; candidates: string[] };

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
