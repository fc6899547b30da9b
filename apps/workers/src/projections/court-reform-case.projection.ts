import { courtReformDecider, courtReformStateCode, type CourtReformEvent, type CourtReformState } from '@bk/domain';
import { COURT_REFORM_STREAM_TYPE, courtReformWorkflowId } from '@bk/workflows';
import type { CaseKindProjection } from './case-read.projection';

const stateCodeOf = (state: CourtReformState): number => (state.status === 'empty' ? -1 : courtReformStateCode[state.status]);

/** Court-reform cases in the shared case read models. */
export const courtReformCaseProjection: CaseKindProjection<CourtReformState> = {
  kind: 'court-reform',
  streamType: COURT_REFORM_STREAM_TYPE,
  caseIdOf: (streamId) => streamId.slice(`${COURT_REFORM_STREAM_TYPE}-`.length),
  initialState: courtReformDecider.initialState,
  evolve: (state, event) => courtReformDecider.evolve(state, event as unknown as CourtReformEvent),
  stateCodeOf,
  rowOf: (caseId, event, state) => {
    if (state.status === 'empty') return undefined;
    const assignee = 'assignee' in state ? state.assignee : undefined;
    return {
      case_id: caseId,
      tenant_id: event.tenantId,
      kind: 'court-reform',
      case_number: state.caseNumber,
      enterprise_name: state.applicant.enterpriseName,
      credit_code: state.applicant.creditCode,
      contact_name: state.applicant.contactName,
      contact_phone: state.applicant.contactPhone,
      description: state.applicant.description,
      state_code: stateCodeOf(state),
      assignee_id: assignee?.id ?? null,
      assignee_name: assignee?.name ?? null,
      submitted_by_id: null,
      submitted_at: state.submittedAt,
      updated_at: event.recordedAt,
      version: event.version,
      workflow_id: courtReformWorkflowId(event.tenantId, caseId),
      state,
    };
  },
  detailOf: (event) => {
    const data = event.data as Record<string, unknown>;
    switch (event.type) {
      case 'CourtReformHandlerAssigned':
        return (data.assignee as { name: string }).name;
      case 'CourtReformReturnedToPool':
      case 'CourtReformCaseRejected':
        return String(data.reason);
      case 'CourtReformProgressNoted':
        return String(data.note);
      case 'CourtReformCaseRegistered':
        return String(data.registrationNo);
      case 'CourtReformStatementIssued':
        return String(data.statementNo);
      default:
        return null;
    }
  },
};
