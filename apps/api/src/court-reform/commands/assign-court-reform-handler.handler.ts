import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AllocationMethod } from '@bk/domain';
import type { CaseCommandResult } from '@bk/workflows';
import { ApiError } from '../../common/api-error';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { StaffDirectory } from '../staff-directory';
import { AssignCourtReformHandlerCommand } from './assign-court-reform-handler.command';

@CommandHandler(AssignCourtReformHandlerCommand)
export class AssignCourtReformHandlerHandler implements ICommandHandler<AssignCourtReformHandlerCommand, CaseCommandResult> {
  constructor(
    private readonly workflows: CourtReformWorkflows,
    private readonly directory: StaffDirectory,
  ) {}

  async execute({ staff, request, requestId, at }: AssignCourtReformHandlerCommand): Promise<CaseCommandResult> {
    const eligible = await this.directory.eligibleHandlers(staff.tenantId);
    const assignee = eligible.find((person) => person.uid === request.assigneeId);
    if (!assignee) throw ApiError.badRequest('所选人员不能承办该案件', [{ field: 'assigneeId', message: '所选人员不能承办该案件' }]);
    const allocation: AllocationMethod = request.draw
      ? { mode: 'random', seed: request.draw.seed, candidates: request.draw.candidates }
      : { mode: 'manual' };
    if (allocation.mode === 'random') {
      // The draw must have been made among exactly the people eligible now, or it proves nothing.
      const current = eligible.map((person) => person.uid).sort().join(',');
      if ([...allocation.candidates].sort().join(',') !== current) throw new ApiError(409, 409, '候选承办人已变化，请重新抽取');
    }
    return this.workflows.execute(staff.tenantId, request.caseId, {
      commandId: requestId,
      command: {
        type: 'AssignCourtReformHandler',
        assignee: { id: assignee.uid, name: assignee.name },
        allocation,
        actor: { kind: 'staff', id: staff.uid, name: staff.name },
        at,
      },
    });
  }
}
