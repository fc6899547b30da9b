import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { updateCaseDeadlinesSchema, type CaseDeadlinesSettings, type UpdateCaseDeadlinesRequest } from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { UpdateCaseDeadlinesCommand } from './commands/update-case-deadlines.command';
import { CaseDeadlinesSettingsQuery } from './queries/case-deadlines-settings';

/** The basicConfig screen's case deadlines: how long an allocated case may wait for its handler. */
@Controller('v1/cms/associatio')
export class CaseDeadlinesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly settings: CaseDeadlinesSettingsQuery,
  ) {}

  @RequirePermission(PermissionKeys.basicConfig)
  @Get('deadlines')
  deadlines(@CurrentStaff() staff: StaffPrincipal): Promise<CaseDeadlinesSettings> {
    return this.settings.read(staff.tenantId);
  }

  @RequirePermission(PermissionKeys.basicConfig)
  @Post('deadlines')
  updateDeadlines(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(updateCaseDeadlinesSchema)) body: UpdateCaseDeadlinesRequest,
  ): Promise<CaseDeadlinesSettings> {
    return this.commands.execute(new UpdateCaseDeadlinesCommand(staff, body));
  }
}
