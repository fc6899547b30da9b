import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { courtReformCaseKind, hasPermission, type PermissionKey } from '@bk/domain';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { ApiError } from '../../common/api-error';
import { courtReformActionCommand, courtReformActionPermission, permissionFollowsState, type CourtReformAction } from '../court-reform-actions';
import { CourtReformQueues } from '../court-reform-queues';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { ActOnCourtReformCaseCommand } from './act-on-court-reform-case.command';

/**
 * The route admits the menu's key; each action needs its declared one, checked here on the
 * server. A rejection's key follows the case's state in the read model (see rejectPermissionFor):
 * letting the decider alone decide would not do, as it accepts a rejection in apply from anyone,
 * so a handler could turn away applications never given to them. The workflow's decider then
 * refuses what the case's state or assignee forbid.
 */
@CommandHandler(ActOnCourtReformCaseCommand)
export class ActOnCourtReformCaseHandler implements ICommandHandler<ActOnCourtReformCaseCommand, CaseCommandResult> {
  constructor(
    private readonly workflows: CourtReformWorkflows,
    private readonly cases: CourtReformQueues,
  ) {}

  async execute({ staff, act, requestId, at }: ActOnCourtReformCaseCommand): Promise<CaseCommandResult> {
    if (!hasPermission(staff.rightKeys, await this.permissionFor(staff.tenantId, act))) throw ApiError.forbidden();
    return this.workflows.execute(staff.tenantId, act.request.caseId, {
      commandId: requestId,
      command: courtReformActionCommand(act, staffActor(staff), at),
    });
  }

  private async permissionFor(tenantId: string, { action, request }: CourtReformAction): Promise<PermissionKey> {
    if (!permissionFollowsState(action)) return courtReformCaseKind.actions[action].permission;
    // A case not projected yet was just submitted: it is still in apply.
    const state = await this.cases.caseState(tenantId, request.caseId);
    return courtReformActionPermission(action, state?.status ?? 'apply');
  }
}
