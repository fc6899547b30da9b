import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hasPermission } from '@bk/domain';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { ApiError } from '../../common/api-error';
import { rejectPermissionFor } from '../available-actions';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { CourtReformQueues } from '../court-reform-queues';
import { RejectCourtReformCaseCommand } from './reject-court-reform-case.command';

/**
 * Turns a case away: an application in apply (the allocator) or a case in processing (its
 * handler). The route admits either key; the key that counts follows the case's state in the
 * read model (see rejectPermissionFor). Letting the decider alone decide would not do: it accepts
 * a rejection in apply from anyone, so a handler could turn away applications never given to them.
 */
@CommandHandler(RejectCourtReformCaseCommand)
export class RejectCourtReformCaseHandler implements ICommandHandler<RejectCourtReformCaseCommand, CaseCommandResult> {
  constructor(
    private readonly workflows: CourtReformWorkflows,
    private readonly cases: CourtReformQueues,
  ) {}

  async execute({ staff, request, requestId, at }: RejectCourtReformCaseCommand): Promise<CaseCommandResult> {
    // A case not projected yet was just submitted: it is still in apply.
    const state = await this.cases.caseState(staff.tenantId, request.caseId);
    if (!hasPermission(staff.rightKeys, rejectPermissionFor(state?.status ?? 'apply'))) throw ApiError.forbidden();
    return this.workflows.execute(staff.tenantId, request.caseId, {
      commandId: requestId,
      command: {
        type: 'RejectCourtReformCase',
        reason: request.reason,
        actor: staffActor(staff),
        at,
      },
    });
  }
}
