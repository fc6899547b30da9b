import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Personnel } from '@bk/contracts';
import type { PermissionKey } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { holdsKeySql } from '../authority/staff-account-queries';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import type { CaseKind } from './case-read-model';

/** Who may take on work in an association, with how much of it each already has open. */
export type Eligibility = {
  /** The rightKey that makes a person eligible. */
  key: PermissionKey;
  kind: CaseKind;
  /** The states in which a case of that kind still occupies its assignee. */
  openStateCodes: readonly number[];
};

@Injectable()
export class StaffDirectory {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  eligible(tenantId: string, { key, kind, openStateCodes }: Eligibility): Promise<Personnel[]> {
    return inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        // Eligible through a key of their own or one of their roles'; a disabled account takes no work.
        `SELECT u.uid, u.name, count(c.case_id)::int AS "openCases"
         FROM staff_users u
         LEFT JOIN case_read c ON c.assignee_id = u.uid::text AND c.kind = $2 AND c.state_code = ANY($3::smallint[])
         WHERE u.disabled_at IS NULL AND ${holdsKeySql('$1')}
         GROUP BY u.uid, u.name
         ORDER BY u.uid`,
        [key, kind, openStateCodes],
      ),
    );
  }
}
