import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { allocationOf } from '../../cases/allocation';
import { CourtReformQueues } from '../court-reform-queues';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { AssignCourtReformHandlerCommand } from './assign-court-reform-handler.command';

@CommandHandler(AssignCourtReformHandlerCommand)
export class AssignCourtReformHandlerHandler implements ICommandHandler<AssignCourtReformHandlerCommand, CaseCommandResult> {
  constructor(
    private readonly workflows: CourtReformWorkflows,
    private readonly queues: CourtReformQueues,
  ) {}

  async execute({ staff, request, requestId, at }: AssignCourtReformHandlerCommand): Promise<CaseCommandResult> {
    const { assignee, allocation } = allocationOf(request, await this.queues.eligibleHandlers(staff.tenantId), '所选人员不能承办该案件');
    return this.workflows.execute(staff.tenantId, request.caseId, {
      commandId: requestId,
      command: { type: 'AssignCourtReformHandler', assignee: { id: assignee.uid, name: assignee.name }, allocation, actor: staffActor(staff), at },
    });
  }
}
