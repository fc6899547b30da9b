import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { SignCourtReformCaseCommand } from './sign-court-reform-case.command';

/** The assignee takes the case on: unsigned 1 → processing 2. */
@CommandHandler(SignCourtReformCaseCommand)
export class SignCourtReformCaseHandler implements ICommandHandler<SignCourtReformCaseCommand, CaseCommandResult> {
  constructor(private readonly workflows: CourtReformWorkflows) {}

  execute({ staff, request, requestId, at }: SignCourtReformCaseCommand): Promise<CaseCommandResult> {
    return this.workflows.execute(staff.tenantId, request.caseId, {
      commandId: requestId,
      command: {
        type: 'SignCourtReformCase',
        actor: staffActor(staff),
        at,
      },
    });
  }
}
