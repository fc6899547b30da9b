import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RestructuringApplyResponse } from '@bk/contracts';
import { CaseNumbers } from '../../cases/case-numbers';
import { TenantService } from '../../tenant/tenant.service';
import { RestructuringWorkflows } from '../restructuring-workflows';
import { SubmitRestructuringApplicationCommand } from './submit-restructuring-application.command';

/** Restructuring task numbers read CZRW + year + sequence (重整任务). */
const TASK_NUMBER_PREFIX = 'CZRW';
const HOUR_MS = 3_600_000;

@CommandHandler(SubmitRestructuringApplicationCommand)
export class SubmitRestructuringApplicationHandler
  implements ICommandHandler<SubmitRestructuringApplicationCommand, RestructuringApplyResponse>
{
  constructor(
    private readonly tenants: TenantService,
    private readonly workflows: RestructuringWorkflows,
    private readonly caseNumbers: CaseNumbers,
  ) {}

  async execute({ channel, application, submitter, requestId, at }: SubmitRestructuringApplicationCommand): Promise<RestructuringApplyResponse> {
    const { tenantId, deadlines } = await this.tenants.byChannel(channel);
    const taskId = randomUUID();
    const taskNumber = await this.caseNumbers.next(tenantId, TASK_NUMBER_PREFIX, at);
    await this.workflows.start(
      tenantId,
      taskId,
      { tenantId, taskId, acceptDeadlineMs: deadlines.acceptWithinHours * HOUR_MS },
      {
        commandId: requestId,
        command: { type: 'SubmitRestructuringApplication', taskId, tenantId, taskNumber, application, actor: submitter, at },
      },
    );
    return { taskId, taskNumber };
  }
}
