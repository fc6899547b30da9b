import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { IssueCourtReformStatementCommand } from './issue-court-reform-statement.command';

/** The statement (情况说明) for a registered case; issued once, before completion. */
@CommandHandler(IssueCourtReformStatementCommand)
export class IssueCourtReformStatementHandler implements ICommandHandler<IssueCourtReformStatementCommand, CaseCommandResult> {
  constructor(private readonly workflows: CourtReformWorkflows) {}

  execute({ staff, request, requestId, at }: IssueCourtReformStatementCommand): Promise<CaseCommandResult> {
    return this.workflows.execute(staff.tenantId, request.caseId, {
      commandId: requestId,
      command: {
        type: 'IssueCourtReformStatement',
        statementNo: request.statementNo,
        actor: staffActor(staff),
        at,
      },
    });
  }
}
