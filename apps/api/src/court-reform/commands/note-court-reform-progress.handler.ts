import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CaseCommandResult } from '@bk/workflows';
import { staffActor } from '../../auth/staff-principal';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { NoteCourtReformProgressCommand } from './note-court-reform-progress.command';

/** The assignee records how the case is going (spec §7 submitProgress); the state stays processing 2. */
@CommandHandler(NoteCourtReformProgressCommand)
export class NoteCourtReformProgressHandler implements ICommandHandler<NoteCourtReformProgressCommand, CaseCommandResult> {
  constructor(private readonly workflows: CourtReformWorkflows) {}

  execute({ staff, request, requestId, at }: NoteCourtReformProgressCommand): Promise<CaseCommandResult> {
    return this.workflows.execute(staff.tenantId, request.caseId, {
      commandId: requestId,
      command: {
        type: 'NoteCourtReformProgress',
        note: request.note,
        actor: staffActor(staff),
        at,
      },
    });
  }
}
