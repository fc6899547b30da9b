import type { RejectCaseRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class RejectCourtReformCaseCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: RejectCaseRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
