import { randomUUID } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { restructuringApplySchema, type RestructuringApplyRequest, type RestructuringApplyResponse } from '@bk/contracts';
import { CurrentStaff } from '../auth/access.decorators';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { SubmitRestructuringApplicationCommand } from './commands/submit-restructuring-application.command';

/** The console's three-step application (courtReformApply-step1…3-csj) files a task as the signed-in user. */
@Controller('v1/reform')
export class ReformController {
  constructor(private readonly commands: CommandBus) {}

  @Post('createOcrFlowInstance')
  create(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(restructuringApplySchema)) body: RestructuringApplyRequest,
  ): Promise<RestructuringApplyResponse> {
    return this.commands.execute(
      new SubmitRestructuringApplicationCommand(staff.channel, body, staffActor(staff), randomUUID(), new Date().toISOString()),
    );
  }
}
