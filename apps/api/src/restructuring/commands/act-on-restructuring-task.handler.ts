import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hasPermission } from '@bk/domain';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { ApiError } from '../../common/api-error';
import { taskActionPermission, taskCommandFor } from '../available-task-actions';
import { RestructuringWorkflows } from '../restructuring-workflows';
import { ActOnRestructuringTaskCommand } from './act-on-restructuring-task.command';

/**
 * The route admits the menu's key; each action needs its own (accepting is not handling), checked
 * here on the server. The workflow's decider then refuses what the task's state or assignee forbid.
 */
@CommandHandler(ActOnRestructuringTaskCommand)
export class ActOnRestructuringTaskHandler implements ICommandHandler<ActOnRestructuringTaskCommand, CaseCommandResult> {
  constructor(private readonly workflows: RestructuringWorkflows) {}

  async execute({ staff, taskId, action, text, requestId, at }: ActOnRestructuringTaskCommand): Promise<CaseCommandResult> {
    if (!hasPermission(staff.rightKeys, taskActionPermission(action))) throw ApiError.forbidden();
    return this.workflows.execute(staff.tenantId, taskId, { commandId: requestId, command: taskCommandFor(action, text, staffActor(staff), at) });
  }
}
