import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { restructuringApplySchema, type RestructuringApplyRequest, type RestructuringApplyResponse } from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { TenantService } from '../tenant/tenant.service';
import { SubmitRestructuringApplicationCommand } from './commands/submit-restructuring-application.command';

/** The console's three-step application (courtReformApply-step1…3-csj) files a task as the signed-in user. */
@Controller('v1/reform')
export class ReformController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tenants: TenantService,
  ) {}

  @RequirePermission(PermissionKeys.csjApply)
  @Idempotent('reform/createOcrFlowInstance')
  @Post('createOcrFlowInstance')
  async create(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(restructuringApplySchema)) body: RestructuringApplyRequest,
    @CommandId() commandId: string,
  ): Promise<RestructuringApplyResponse> {
    // Only a restructuring centre runs restructuring tasks; elsewhere applications are court-reform cases.
    const tenant = await this.tenants.byChannel(staff.channel);
    if (tenant.config.cmsMode !== 'csj') throw new ApiError(403, 403, '本协会不受理重组咨询申请');
    return this.commands.execute(
      new SubmitRestructuringApplicationCommand(staff.channel, body, staffActor(staff), commandId, new Date().toISOString()),
    );
  }
}
