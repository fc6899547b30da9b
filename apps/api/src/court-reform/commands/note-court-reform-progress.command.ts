import type { SubmitProgressRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class NoteCourtReformProgressCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: SubmitProgressRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
