import type { Actor } from '../shared/actor';
import type { AllocationMethod, Assignee } from '../shared/allocation';

/** What a restructuring-centre applicant files (the three-step courtReformApply-csj form). */
export type RestructuringApplication = {
  enterpriseName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  description: string;
};

/** A task goes to a member of staff, optionally on behalf of their organisation. */
export type RestructuringAssignee = Assignee & { organisation?: { id: string; name: string } };

type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

export type RestructuringTaskEvent =
  | EventOf<
      'RestructuringApplicationSubmitted',
      { taskId: string; tenantId: string; taskNumber: string; application: RestructuringApplication }
    >
  | EventOf<'RestructuringTaskAssigned', { assignee: RestructuringAssignee; allocation: AllocationMethod }>
  | EventOf<'RestructuringTaskAccepted', { assignee: RestructuringAssignee }>
  | EventOf<'RestructuringTaskDeclined', { previousAssignee: RestructuringAssignee; reason: string }>
  | EventOf<'RestructuringTaskReturnedToPool', { previousAssignee: RestructuringAssignee; reason: string }>
  | EventOf<'RestructuringProgressNoted', { note: string }>
  | EventOf<'RestructuringTaskCompleted', { result: string }>
  | EventOf<'RestructuringTaskRejected', { reason: string }>;

export type RestructuringTaskEventType = RestructuringTaskEvent['type'];
