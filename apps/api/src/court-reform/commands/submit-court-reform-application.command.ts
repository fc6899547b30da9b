import type { SubmitApplyRequest } from '@bk/contracts';

export class SubmitCourtReformApplicationCommand {
  constructor(
    readonly channel: string,
    readonly application: SubmitApplyRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}
