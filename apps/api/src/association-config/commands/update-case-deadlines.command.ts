import type { UpdateCaseDeadlinesRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class UpdateCaseDeadlinesCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: UpdateCaseDeadlinesRequest,
  ) {}
}
