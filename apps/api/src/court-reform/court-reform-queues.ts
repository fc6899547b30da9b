import { Injectable } from '@nestjs/common';
import type { CasePageRequest, CaseSummary, Page, PageRequest, Personnel } from '@bk/contracts';
import { courtReformStateCode, CourtReformStatuses, PermissionKeys, type CourtReformState } from '@bk/domain';
import { CaseReadModel, summariesOnly, type CaseDetailRow, type CaseRow } from '../cases/case-read-model';
import { StaffDirectory, type Eligibility } from '../cases/staff-directory';

export type CourtReformCaseRow = CaseRow<CourtReformState>;

const ALL_STATE_CODES = CourtReformStatuses.map((status) => courtReformStateCode[status]);

/** Handlers hold the handle key; a case occupies its handler from assignment until registration. */
export const HANDLERS: Eligibility = {
  key: PermissionKeys.courtReformHandle,
  kind: 'court-reform',
  openStateCodes: [courtReformStateCode.unsigned, courtReformStateCode.processing],
};

/** The court-reform queues (spec §2: allocation, handling, issuing) and the progress query. */
@Injectable()
export class CourtReformQueues {
  constructor(
    private readonly cases: CaseReadModel,
    private readonly directory: StaffDirectory,
  ) {}

  assignmentQueue(tenantId: string, page: PageRequest): Promise<Page<CaseSummary>> {
    return this.cases.queue(tenantId, 'court-reform', page, { stateCodes: [courtReformStateCode.apply] }).then(summariesOnly);
  }

  handlingQueue(tenantId: string, assigneeId: string, page: PageRequest): Promise<Page<CourtReformCaseRow>> {
    return this.cases.queue(tenantId, 'court-reform', page, { stateCodes: HANDLERS.openStateCodes, assigneeId });
  }

  /** What a handler has finished with: their cases since registered, completed or rejected (processedPage). */
  processedQueue(tenantId: string, assigneeId: string, page: PageRequest): Promise<Page<CaseSummary>> {
    const stateCodes = [courtReformStateCode.register, courtReformStateCode.complete, courtReformStateCode.reject];
    return this.cases.queue(tenantId, 'court-reform', page, { stateCodes, assigneeId, newestFirst: true }).then(summariesOnly);
  }

  /** The case with this number, if the association has one. */
  async byNumber(tenantId: string, caseNumber: string): Promise<CaseSummary | undefined> {
    const page = await this.cases.queue(tenantId, 'court-reform', { pageNum: 1, pageSize: 10, keyword: caseNumber }, { stateCodes: ALL_STATE_CODES });
    return summariesOnly(page).list.find((summary) => summary.caseNumber === caseNumber);
  }

  /** Registered cases awaiting their statement or completion: the issuanceCount queue. */
  issuanceQueue(tenantId: string, page: PageRequest): Promise<Page<CourtReformCaseRow>> {
    return this.cases.queue(tenantId, 'court-reform', page, { stateCodes: [courtReformStateCode.register] });
  }

  /** The back office's progress query: every case of the association, newest first, optionally in one state. */
  casePage(tenantId: string, request: CasePageRequest): Promise<Page<CaseSummary>> {
    const stateCodes = request.stateCode === undefined ? ALL_STATE_CODES : [request.stateCode];
    return this.cases.queue(tenantId, 'court-reform', request, { stateCodes, newestFirst: true }).then(summariesOnly);
  }

  caseState(tenantId: string, caseId: string): Promise<CourtReformState | undefined> {
    return this.cases.caseState<CourtReformState>(tenantId, 'court-reform', caseId);
  }

  detail(tenantId: string, caseId: string): Promise<CaseDetailRow<CourtReformState> | undefined> {
    return this.cases.detail<CourtReformState>(tenantId, 'court-reform', caseId);
  }

  eligibleHandlers(tenantId: string): Promise<Personnel[]> {
    return this.directory.eligible(tenantId, HANDLERS);
  }
}
