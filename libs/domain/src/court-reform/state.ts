import type { Assignee, CourtReformApplicant, CourtReformEvent } from './events';

type CaseFacts = {
  caseId: string;
  tenantId: string;
  caseNumber: string;
  applicant: CourtReformApplicant;
  submittedAt: string;
  progressNotes: number;
};

/** The state machine is the type: each status carries exactly the facts it can have. */
export type CourtReformState =
  | { status: 'empty' }
  | (CaseFacts & { status: 'apply'; returnedToPool: number })
  | (CaseFacts & { status: 'unsigned'; assignee: Assignee; assignedAt: string; returnedToPool: number })
  | (CaseFacts & { status: 'processing'; assignee: Assignee; signedAt: string })
  | (CaseFacts & { status: 'reject'; reason: string; rejectedAt: string; assignee?: Assignee })
  | (CaseFacts & {
      status: 'register';
      assignee: Assignee;
      registrationNo: string;
      statementNo?: string;
    })
  | (CaseFacts & { status: 'complete'; assignee: Assignee; registrationNo: string; statementNo: string; completedAt: string });

export const initialCourtReformState = (): CourtReformState => ({ status: 'empty' });

const factsOf = (state: Exclude<CourtReformState, { status: 'empty' }>): CaseFacts => ({
  caseId: state.caseId,
  tenantId: state.tenantId,
  caseNumber: state.caseNumber,
  applicant: state.applicant,
  submittedAt: state.submittedAt,
  progressNotes: state.progressNotes,
});

/** Folds one event. Events that do not apply to the current status leave it unchanged. */
export const evolveCourtReform = (state: CourtReformState, event: CourtReformEvent): CourtReformState => {
  switch (event.type) {
    case 'CourtReformApplicationSubmitted':
      if (state.status !== 'empty') return state;
      return {
        status: 'apply',
        caseId: event.data.caseId,
        tenantId: event.data.tenantId,
        caseNumber: event.data.caseNumber,
        applicant: event.data.applicant,
        submittedAt: event.data.at,
        progressNotes: 0,
        returnedToPool: 0,
      };
    case 'CourtReformHandlerAssigned':
      if (state.status !== 'apply') return state;
      return {
        ...factsOf(state),
        status: 'unsigned',
        assignee: event.data.assignee,
        assignedAt: event.data.at,
        returnedToPool: state.returnedToPool,
      };
    case 'CourtReformReturnedToPool':
      if (state.status !== 'unsigned') return state;
      return { ...factsOf(state), status: 'apply', returnedToPool: state.returnedToPool + 1 };
    case 'CourtReformCaseSigned':
      if (state.status !== 'unsigned') return state;
      return { ...factsOf(state), status: 'processing', assignee: state.assignee, signedAt: event.data.at };
    case 'CourtReformProgressNoted':
      if (state.status !== 'processing') return state;
      return { ...state, progressNotes: state.progressNotes + 1 };
    case 'CourtReformCaseRejected':
      if (state.status !== 'apply' && state.status !== 'processing') return state;
      return {
        ...factsOf(state),
        status: 'reject',
        reason: event.data.reason,
        rejectedAt: event.data.at,
        ...(state.status === 'processing' ? { assignee: state.assignee } : {}),
      };
    case 'CourtReformCaseRegistered':
      if (state.status !== 'processing') return state;
      return { ...factsOf(state), status: 'register', assignee: state.assignee, registrationNo: event.data.registrationNo };
    case 'CourtReformStatementIssued':
      if (state.status !== 'register') return state;
      return { ...state, statementNo: event.data.statementNo };
    case 'CourtReformCaseCompleted':
      if (state.status !== 'register' || state.statementNo === undefined) return state;
      return {
        ...factsOf(state),
        status: 'complete',
        assignee: state.assignee,
        registrationNo: state.registrationNo,
        statementNo: state.statementNo,
        completedAt: event.data.at,
      };
  }
};
