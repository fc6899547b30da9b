import type { AssignRestructuringTaskRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class AssignRestructuringTaskCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: AssignRestructuringTaskRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
