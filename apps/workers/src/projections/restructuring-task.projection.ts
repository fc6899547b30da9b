import {
  restructuringTaskDecider,
  restructuringTaskStateCode,
  type RestructuringTaskEvent,
  type RestructuringTaskState,
} from '@bk/domain';
import { RESTRUCTURING_TASK_STREAM_TYPE, restructuringTaskWorkflowId } from '@bk/workflows';
import type { CaseKindProjection } from './case-read.projection';

const stateCodeOf = (state: RestructuringTaskState): number =>
  state.status === 'empty' ? -1 : restructuringTaskStateCode[state.status];

/** Restructuring-centre tasks in the shared case read models: the task number is the case number. */
export const restructuringTaskProjection: CaseKindProjection<RestructuringTaskState> = {
  kind: 'restructuring-task',
  streamType: RESTRUCTURING_TASK_STREAM_TYPE,
  caseIdOf: (streamId) => streamId.slice(`${RESTRUCTURING_TASK_STREAM_TYPE}-`.length),
  initialState: restructuringTaskDecider.initialState,
  evolve: (state, event) => restructuringTaskDecider.evolve(state, event as unknown as RestructuringTaskEvent),
  stateCodeOf,
  rowOf: (taskId, event, state) => {
    if (state.status === 'empty') return undefined;
    const assignee = 'assignee' in state ? state.assignee : undefined;
    return {
      case_id: taskId,
      tenant_id: event.tenantId,
      kind: 'restructuring-task',
      case_number: state.taskNumber,
      enterprise_name: state.application.enterpriseName,
      credit_code: state.application.creditCode,
      contact_name: state.application.contactName,
      contact_phone: state.application.contactPhone,
      description: state.application.description,
      state_code: stateCodeOf(state),
      assignee_id: assignee?.id ?? null,
      assignee_name: assignee?.name ?? null,
      submitted_by_id: state.submittedBy.kind === 'staff' ? state.submittedBy.id : null,
      submitted_at: state.submittedAt,
      updated_at: event.recordedAt,
      version: event.version,
      workflow_id: restructuringTaskWorkflowId(event.tenantId, taskId),
      state,
    };
  },
  detailOf: (event) => {
    const data = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'RestructuringTaskAssigned':
        return (data.assignee as { name: string }).name;
      case 'RestructuringTaskDeclined':
      case 'RestructuringTaskReturnedToPool':
      case 'RestructuringTaskRejected':
        return String(data.reason);
      case 'RestructuringProgressNoted':
        return String(data.note);
      case 'RestructuringTaskCompleted':
        return String(data.result);
      default:
        return null;
    }
  },
};
