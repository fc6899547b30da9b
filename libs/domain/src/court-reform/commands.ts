import type { Actor } from '../shared/actor';
import type { AllocationMethod, Assignee, CourtReformApplicant } from './events';

/** Every command carries who issued it and when; the domain never reads a clock. */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;

export type CourtReformCommand =
  | CommandOf<
      'SubmitCourtReformApplication',
      { caseId: string; tenantId: string; caseNumber: string; applicant: CourtReformApplicant }
    >
  | CommandOf<'AssignCourtReformHandler', { assignee: Assignee; allocation: AllocationMethod }>
  | CommandOf<'ReturnCourtReformToPool', { reason: string }>
  | CommandOf<'SignCourtReformCase', Record<never, never>>
  | CommandOf<'NoteCourtReformProgress', { note: string }>
  | CommandOf<'RejectCourtReformCase', { reason: string }>
  | CommandOf<'RegisterCourtReformCase', { registrationNo: string }>
  | CommandOf<'IssueCourtReformStatement', { statementNo: string }>
  | CommandOf<'CompleteCourtReformCase', Record<never, never>>;

export type CourtReformCommandType = CourtReformCommand['type'];
