import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DistressSubmitItemResponse } from '@bk/contracts';
import { distressConsultationCaseKind, hasPermission, type DistressConsultationCommand } from '@bk/domain';
import { staffActor } from '../../auth/staff-principal';
import { allocationOf } from '../../cases/allocation';
import { ApiError } from '../../common/api-error';
import { portalActor } from '../../portal-account/portal-principal';
import { DistressMaterials } from '../distress-materials';
import { DistressQueues } from '../distress-queues';
import { staffStepCommand, type CheckedAllocation } from '../distress-steps';
import { DistressWorkflows } from '../distress-workflows';
import { TakeDistressStepCommand } from './take-distress-step.command';

/**
 * The route admits any distress key; each step needs its declared one (allocating is not
 * handling), checked here on the server. The workflow's decider then refuses what the
 * consultation's state, its handler or its applicant forbid.
 */
@CommandHandler(TakeDistressStepCommand)
export class TakeDistressStepHandler implements ICommandHandler<TakeDistressStepCommand, DistressSubmitItemResponse> {
  constructor(
    private readonly workflows: DistressWorkflows,
    private readonly queues: DistressQueues,
    private readonly materials: DistressMaterials,
  ) {}

  async execute({ by, requestId, at }: TakeDistressStepCommand): Promise<DistressSubmitItemResponse> {
    const { tenantId, command } = 'staff' in by ? await this.staffStep(by, at) : await this.applicantStep(by, at);
    const result = await this.workflows.execute(tenantId, by.request.businessId, { commandId: requestId, command });
    return { businessId: by.request.businessId, ...result };
  }

  private async staffStep(
    { staff, request }: Extract<TakeDistressStepCommand['by'], { staff: unknown }>,
    at: string,
  ): Promise<{ tenantId: string; command: DistressConsultationCommand }> {
    if (!hasPermission(staff.rightKeys, distressConsultationCaseKind.actions[request.taskKey].permission)) throw ApiError.forbidden();
    let allocation: CheckedAllocation | undefined;
    if (request.taskKey === 'allocate') {
      const checked = allocationOf(request, await this.queues.eligibleHandlers(staff.tenantId), '所选人员不能办理该咨询');
      allocation = { handler: { id: checked.assignee.uid, name: checked.assignee.name }, allocation: checked.allocation };
    }
    return { tenantId: staff.tenantId, command: staffStepCommand(request, staffActor(staff), at, allocation) };
  }

  private async applicantStep(
    { applicant, request }: Extract<TakeDistressStepCommand['by'], { applicant: unknown }>,
    at: string,
  ): Promise<{ tenantId: string; command: DistressConsultationCommand }> {
    await this.materials.requireVerified(applicant.tenantId, request.materialFileIds, applicant.userId);
    return {
      tenantId: applicant.tenantId,
      command: { type: 'SupplyDistressMaterials', materialFileIds: request.materialFileIds, note: request.note ?? '', actor: portalActor(applicant), at },
    };
  }
}
