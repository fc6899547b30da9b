import { courtReformCaseKind, courtReformDecider, type CourtReformState } from '@bk/domain';
import { declaredCaseProjection, enterpriseSubject } from './case-read.projection';

/** Court-reform cases in the shared case read models. */
export const courtReformCaseProjection = declaredCaseProjection<CourtReformState>(courtReformCaseKind, courtReformDecider, {
  columnsOf: (state) => {
    const assignee = 'assignee' in state ? state.assignee : undefined;
    return {
      case_number: state.caseNumber,
      ...enterpriseSubject(state.applicant.enterpriseName, state.applicant.creditCode),
      contact_name: state.applicant.contactName,
      contact_phone: state.applicant.contactPhone,
      description: state.applicant.description,
      assignee_id: assignee?.id ?? null,
      assignee_name: assignee?.name ?? null,
      submitted_by_id: null,
      submitted_at: state.submittedAt,
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
});
