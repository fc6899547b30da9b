import type { Actor } from '../shared/actor';
import type { RestructuringApplication, RestructuringAssignee, RestructuringTaskEvent } from './events';

type TaskFacts = {
  taskId: string;
  tenantId: string;
  taskNumber: string;
  application: RestructuringApplication;
  submittedAt: string;
  /** Who filed it: a portal applicant, or a signed-in user whose "my applications" lists it. */
  submittedBy: Actor;
  progressNotes: number;
  /** How many times the task came back to allocation (declined or deadline lapsed). */
  reallocations: number;
};

/** The state machine is the type: each status carries exactly the facts it can have. */
export type RestructuringTaskState =
  | { status: 'empty' }
  | (TaskFacts & { status: 'assign' })
  | (TaskFacts & { status: 'accept'; assignee: RestructuringAssignee; assignedAt: string })
  | (TaskFacts & { status: 'processing'; assignee: RestructuringAssignee; acceptedAt: string })
  | (TaskFacts & { status: 'completed'; assignee: RestructuringAssignee; result: string; completedAt: string })
  | (TaskFacts & { status: 'rejected'; assignee: RestructuringAssignee; reason: string; rejectedAt: string });

export const initialRestructuringTaskState = (): RestructuringTaskState => ({ status: 'empty' });

const factsOf = (state: Exclude<RestructuringTaskState, { status: 'empty' }>): TaskFacts => ({
  taskId: state.taskId,
  tenantId: state.tenantId,
  taskNumber: state.taskNumber,
  application: state.application,
  submittedAt: state.submittedAt,
  submittedBy: state.submittedBy,
  progressNotes: state.progressNotes,
  reallocations: state.reallocations,
});

/** Folds one event. Events that do not apply to the current status leave it unchanged. */
export const evolveRestructuringTask = (state: RestructuringTaskState, event: RestructuringTaskEvent): RestructuringTaskState => {
  switch (event.type) {
    case 'RestructuringApplicationSubmitted':
      if (state.status !== 'empty') return state;
      return {
        status: 'assign',
        taskId: event.data.taskId,
        tenantId: event.data.tenantId,
        taskNumber: event.data.taskNumber,
        application: event.data.application,
        submittedAt: event.data.at,
        submittedBy: event.data.actor,
        progressNotes: 0,
        reallocations: 0,
      };
    case 'RestructuringTaskAssigned':
      if (state.status !== 'assign') return state;
      return { ...factsOf(state), status: 'accept', assignee: event.data.assignee, assignedAt: event.data.at };
    case 'RestructuringTaskAccepted':
      if (state.status !== 'accept') return state;
      return { ...factsOf(state), status: 'processing', assignee: state.assignee, acceptedAt: event.data.at };
    case 'RestructuringTaskDeclined':
    case 'RestructuringTaskReturnedToPool':
      if (state.status !== 'accept') return state;
      return { ...factsOf(state), status: 'assign', reallocations: state.reallocations + 1 };
    case 'RestructuringProgressNoted':
      if (state.status !== 'processing') return state;
      return { ...state, progressNotes: state.progressNotes + 1 };
    case 'RestructuringTaskCompleted':
      if (state.status !== 'processing') return state;
      return { ...factsOf(state), status: 'completed', assignee: state.assignee, result: event.data.result, completedAt: event.data.at };
    case 'RestructuringTaskRejected':
      if (state.status !== 'processing') return state;
      return { ...factsOf(state), status: 'rejected', assignee: state.assignee, reason: event.data.reason, rejectedAt: event.data.at };
  }
};
