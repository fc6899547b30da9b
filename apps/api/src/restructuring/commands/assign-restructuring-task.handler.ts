import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { allocationOf } from '../../cases/allocation';
import { RestructuringQueues } from '../restructuring-queues';
import { RestructuringWorkflows } from '../restructuring-workflows';
import { AssignRestructuringTaskCommand } from './assign-restructuring-task.command';

@CommandHandler(AssignRestructuringTaskCommand)
export class AssignRestructuringTaskHandler implements ICommandHandler<AssignRestructuringTaskCommand, CaseCommandResult> {
  constructor(
    private readonly workflows: RestructuringWorkflows,
    private readonly queues: RestructuringQueues,
  ) {}

  async execute({ staff, request, requestId, at }: AssignRestructuringTaskCommand): Promise<CaseCommandResult> {
    const { assignee, allocation } = allocationOf(request, await this.queues.eligibleAssignees(staff.tenantId), '所选人员不能受理该任务');
    return this.workflows.execute(staff.tenantId, request.taskId, {
      commandId: requestId,
      command: { type: 'AssignRestructuringTask', assignee: { id: assignee.uid, name: assignee.name }, allocation, actor: staffActor(staff), at },
    });
  }
}
