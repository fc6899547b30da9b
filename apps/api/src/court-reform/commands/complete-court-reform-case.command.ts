import type { CompleteCaseRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class CompleteCourtReformCaseCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: CompleteCaseRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
