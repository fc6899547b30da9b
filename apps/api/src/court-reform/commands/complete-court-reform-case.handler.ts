import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { CompleteCourtReformCaseCommand } from './complete-court-reform-case.command';

/** Closes a registered case whose statement is issued: register 4 → complete 5. */
@CommandHandler(CompleteCourtReformCaseCommand)
export class CompleteCourtReformCaseHandler implements ICommandHandler<CompleteCourtReformCaseCommand, CaseCommandResult> {
  constructor(private readonly workflows: CourtReformWorkflows) {}

  execute({ staff, request, requestId, at }: CompleteCourtReformCaseCommand): Promise<CaseCommandResult> {
    return this.workflows.execute(staff.tenantId, request.caseId, {
      commandId: requestId,
      command: {
        type: 'CompleteCourtReformCase',
        actor: staffActor(staff),
        at,
      },
    });
  }
}
