import type { DistressStaffSubmitItemRequest, DistressStaffTaskKey } from '@bk/contracts';
import {
  decideDistressConsultation,
  distressConsultationCaseKind,
  distressConsultationTransitions,
  type Actor,
  type Assignee,
  type AllocationMethod,
  type DistressConsultationCommand,
  type DistressConsultationState,
} from '@bk/domain';
import { declaredStaffActions, DRY_RUN_AT, type CaseViewerKeys } from '../cases/declared-actions';

/** The staff steps in the order screens offer them. */
export const DistressStaffSteps = ['allocate', 'requestMaterials', 'handle', 'complete', 'returnToPool'] as const satisfies readonly DistressStaffTaskKey[];

/** The allocation a step carries once the API has checked the assignee (cases/allocation). */
export type CheckedAllocation = { handler: Assignee; allocation: AllocationMethod };

/** The domain command of a staff step: the taskKey's declared command with the step's text. */
export const staffStepCommand = (
  request: DistressStaffSubmitItemRequest,
  actor: Actor,
  at: string,
  allocation?: CheckedAllocation,
): DistressConsultationCommand => {
  const base = { actor, at };
  switch (request.taskKey) {
    case 'allocate':
      if (!allocation) throw new Error('allocate needs a checked allocation');
      return { type: 'AllocateDistressConsultation', ...allocation, ...base };
    case 'returnToPool':
      return { type: 'ReturnDistressConsultationToPool', reason: request.reason, ...base };
    case 'requestMaterials':
      return { type: 'RequestDistressMaterials', note: request.note, ...base };
    case 'handle':
      return { type: 'HandleDistressConsultation', opinion: request.opinion, ...base };
    case 'complete':
      return { type: 'CompleteDistressConsultation', ...base };
  }
};

const PLACEHOLDER = '-';

const dryRun = (step: DistressStaffTaskKey, actor: Actor): DistressConsultationCommand => {
  const businessId = '00000000-0000-0000-0000-000000000000';
  switch (step) {
    case 'allocate':
      return staffStepCommand({ businessId, taskKey: step, assigneeId: actor.id }, actor, DRY_RUN_AT, {
        handler: { id: actor.id, name: actor.name },
        allocation: { mode: 'manual' },
      });
    case 'returnToPool':
      return staffStepCommand({ businessId, taskKey: step, reason: PLACEHOLDER }, actor, DRY_RUN_AT);
    case 'requestMaterials':
      return staffStepCommand({ businessId, taskKey: step, note: PLACEHOLDER }, actor, DRY_RUN_AT);
    case 'handle':
      return staffStepCommand({ businessId, taskKey: step, opinion: PLACEHOLDER }, actor, DRY_RUN_AT);
    case 'complete':
      return staffStepCommand({ businessId, taskKey: step }, actor, DRY_RUN_AT);
  }
};

const kind = { declaration: distressConsultationCaseKind, transitions: distressConsultationTransitions, decide: decideDistressConsultation };

/** The staff steps the viewer may take now (state, declared key, and the decider's guards). */
export const availableStaffSteps = (state: DistressConsultationState, viewer: CaseViewerKeys): DistressStaffTaskKey[] =>
  declaredStaffActions(kind, DistressStaffSteps, dryRun, state, viewer);

/** The applicant who filed the consultation may supply materials while it waits on them. */
export const applicantMaySupply = (state: DistressConsultationState, userId: string): boolean =>
  state.status === 'awaitingMaterials' && state.submittedBy.kind === 'applicant' && state.submittedBy.id === userId;
