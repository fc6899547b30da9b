import { restructuringTaskCaseKind, restructuringTaskDecider, type RestructuringTaskState } from '@bk/domain';
import { declaredCaseProjection, enterpriseSubject } from './case-read.projection';

/** Restructuring-centre tasks in the shared case read models: the task number is the case number. */
export const restructuringTaskProjection = declaredCaseProjection<RestructuringTaskState>(restructuringTaskCaseKind, restructuringTaskDecider, {
  columnsOf: (state) => {
    const assignee = 'assignee' in state ? state.assignee : undefined;
    return {
      case_number: state.taskNumber,
      ...enterpriseSubject(state.application.enterpriseName, state.application.creditCode),
      contact_name: state.application.contactName,
      contact_phone: state.application.contactPhone,
      description: state.application.description,
      assignee_id: assignee?.id ?? null,
      assignee_name: assignee?.name ?? null,
      submitted_by_id: state.submittedBy.kind === 'staff' ? state.submittedBy.id : null,
      submitted_at: state.submittedAt,
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
});
