import type { IssueStatementRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class IssueCourtReformStatementCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: IssueStatementRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
