import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DataSource } from 'typeorm';
import type { CaseDeadlines, CaseDeadlinesSettings } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { ApiError } from '../../common/api-error';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';
import { TenantService } from '../../tenant/tenant.service';
import { CaseDeadlinesSettingsQuery, settingsOf, SETTINGS_COLUMNS, type SettingsRow } from '../queries/case-deadlines-settings';
import { UpdateCaseDeadlinesCommand } from './update-case-deadlines.command';

export const DEADLINES_CHANGED_MEANWHILE = '时限配置已被他人修改，请刷新后重试';

/**
 * Writes the deadlines key of the association's configuration and nothing else, under its tenant's
 * row-level security, if the configuration is still at the version the editor read. New cases
 * get the new values at once; running cases keep the deadline their workflow started with.
 */
@CommandHandler(UpdateCaseDeadlinesCommand)
export class UpdateCaseDeadlinesHandler implements ICommandHandler<UpdateCaseDeadlinesCommand, CaseDeadlinesSettings> {
  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly tenants: TenantService,
    private readonly settings: CaseDeadlinesSettingsQuery,
  ) {}

  async execute({ staff, request }: UpdateCaseDeadlinesCommand): Promise<CaseDeadlinesSettings> {
    const deadlines: CaseDeadlines = { signWithinHours: request.signWithinHours, acceptWithinHours: request.acceptWithinHours };
    // A concurrent writer holding the row makes this wait, then re-check the version and match nothing.
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [SettingsRow[], number] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(
        `UPDATE tenants SET config = jsonb_set(config, '{deadlines}', $2::jsonb), config_version = config_version + 1,
           config_updated_at = now(), config_updated_by = $4
         WHERE tenant_id = $1 AND config_version = $3
         RETURNING ${SETTINGS_COLUMNS}`,
        [staff.tenantId, JSON.stringify(deadlines), request.version, staff.name],
      ),
    );
    if (!rows[0]) {
      const current = await this.settings.read(staff.tenantId);
      throw new ApiError(409, 409, DEADLINES_CHANGED_MEANWHILE, { reason: 'CONCURRENCY_CONFLICT', current });
    }
    this.tenants.forget(staff.channel);
    return settingsOf(rows[0]);
  }
}
