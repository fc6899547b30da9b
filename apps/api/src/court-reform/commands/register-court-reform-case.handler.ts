import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { RegisterCourtReformCaseCommand } from './register-court-reform-case.command';

/** The assignee registers the settlement: processing 2 → register 4. */
@CommandHandler(RegisterCourtReformCaseCommand)
export class RegisterCourtReformCaseHandler implements ICommandHandler<RegisterCourtReformCaseCommand, CaseCommandResult> {
  constructor(private readonly workflows: CourtReformWorkflows) {}

  execute({ staff, request, requestId, at }: RegisterCourtReformCaseCommand): Promise<CaseCommandResult> {
    return this.workflows.execute(staff.tenantId, request.caseId, {
      commandId: requestId,
      command: {
        type: 'RegisterCourtReformCase',
        registrationNo: request.registrationNo,
        actor: staffActor(staff),
        at,
      },
    });
  }
}
