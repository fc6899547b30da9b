import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { SubmitApplyResponse } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';
import { TenantService } from '../../tenant/tenant.service';
import { CourtReformWorkflows } from '../court-reform-workflows';
import { SubmitCourtReformApplicationCommand } from './submit-court-reform-application.command';

const CASE_NUMBER_PREFIX = 'TWCZ';

@CommandHandler(SubmitCourtReformApplicationCommand)
export class SubmitCourtReformApplicationHandler implements ICommandHandler<SubmitCourtReformApplicationCommand, SubmitApplyResponse> {
  constructor(
    private readonly tenants: TenantService,
    private readonly workflows: CourtReformWorkflows,
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  async execute(command: SubmitCourtReformApplicationCommand): Promise<SubmitApplyResponse> {
    const tenant = await this.tenants.byChannel(command.channel);
    const caseId = randomUUID();
    const caseNumber = await this.nextCaseNumber(tenant.tenantId, command.at.slice(0, 4));
    const { application } = command;
    await this.workflows.submit(tenant.tenantId, caseId, tenant.deadlines.signWithinHours, {
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

  /** Case numbers read TWCZ + year + a per-association sequence, e.g. TWCZ2026000042. */
  private async nextCaseNumber(tenantId: string, year: string): Promise<string> {
    const prefix = `${CASE_NUMBER_PREFIX}${year}`;
    const rows: { last_value: number }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `INSERT INTO case_number_counters (tenant_id, prefix, last_value) VALUES ($1, $2, 1)
         ON CONFLICT (tenant_id, prefix) DO UPDATE SET last_value = case_number_counters.last_value + 1
         RETURNING last_value`,
        [tenantId, prefix],
      ),
    );
    return `${prefix}${String(rows[0]?.last_value ?? 1).padStart(6, '0')}`;
  }
}
