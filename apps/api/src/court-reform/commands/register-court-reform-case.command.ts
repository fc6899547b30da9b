import type { RegisterCaseRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class RegisterCourtReformCaseCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: RegisterCaseRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
