import type { RestructuringApplyRequest } from '@bk/contracts';
import type { Actor } from '@bk/domain';

/** Files a restructuring task: from the restructuring-centre portal (an applicant) or the console (a signed-in user). */
export class SubmitRestructuringApplicationCommand {
  constructor(
    /** The association's channel: the portal's, or the signed-in user's. */
    readonly channel: string,
    readonly application: RestructuringApplyRequest,
    readonly submitter: Actor,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
