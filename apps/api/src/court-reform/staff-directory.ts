import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Personnel } from '@bk/contracts';
import { courtReformStateCode, PermissionKeys } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

/** Staff who may handle court-reform cases in an association: those holding the handle key. */
@Injectable()
export class StaffDirectory {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  eligibleHandlers(tenantId: string): Promise<Personnel[]> {
    return inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `SELECT s.uid, s.name, count(c.case_id)::int AS "openCases"
         FROM staff_users s
         LEFT JOIN case_read c ON c.assignee_id = s.uid::text AND c.state_code = ANY($2::smallint[])
         WHERE $1 = ANY(s.right_keys)
         GROUP BY s.uid, s.name
         ORDER BY s.uid`,
        [PermissionKeys.courtReformHandle, [courtReformStateCode.unsigned, courtReformStateCode.processing]],
      ),
    );
  }
}
