import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubmitApplyResponse } from '@bk/contracts';
import { CaseNumbers } from '../../cases/case-numbers';
import { TenantService } from '../../tenant/tenant.service';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { SubmitCourtReformApplicationCommand } from './submit-court-reform-application.command';

/** Court-reform case numbers read TWCZ + year + sequence (庭外重组). */
const CASE_NUMBER_PREFIX = 'TWCZ';
const HOUR_MS = 3_600_000;

@CommandHandler(SubmitCourtReformApplicationCommand)
export class SubmitCourtReformApplicationHandler implements ICommandHandler<SubmitCourtReformApplicationCommand, SubmitApplyResponse> {
  constructor(
    private readonly tenants: TenantService,
    private readonly workflows: CourtReformWorkflows,
    private readonly caseNumbers: CaseNumbers,
  ) {}

  async execute(command: SubmitCourtReformApplicationCommand): Promise<SubmitApplyResponse> {
    const tenant = await this.tenants.byChannel(command.channel);
    const caseId = randomUUID();
    const caseNumber = await this.caseNumbers.next(tenant.tenantId, CASE_NUMBER_PREFIX, command.at);
    const { application } = command;
    await this.workflows.start(tenant.tenantId, caseId, { tenantId: tenant.tenantId, caseId, signDeadlineMs: tenant.deadlines.signWithinHours * HOUR_MS }, {
      commandId: command.requestId,
      command: {
        type: 'SubmitCourtReformApplication',
        caseId,
        tenantId: tenant.tenantId,
        caseNumber,
        applicant: application,
        actor: { kind: 'applicant', id: application.contactPhone, name: application.contactName },
        at: command.at,
      },
    });
    return { caseId, caseNumber };
  }
}
