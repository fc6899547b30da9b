import type { StaffPrincipal } from '../../auth/staff-principal';
import type { CourtReformAction } from '../court-reform-actions';

/** One of the staff's steps on a case after assignment: sign, note progress, reject, register, issue the statement, complete. */
export class ActOnCourtReformCaseCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly act: CourtReformAction,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
