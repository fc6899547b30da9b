import type { AssignTaskRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class AssignCourtReformHandlerCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: AssignTaskRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
