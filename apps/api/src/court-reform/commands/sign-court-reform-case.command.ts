import type { SignCaseRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class SignCourtReformCaseCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: SignCaseRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
