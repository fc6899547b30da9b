import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ElementData } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { ApiError } from '../common/api-error';

export type StepDraftKey = { tenantId: string; businessId: string; taskKey: string; ownerId: string };
export type StepDraft = { caseVersion: number; elementData: ElementData[]; version: number; savedAt: string };

type DraftRow = { caseVersion: number; elementData: ElementData[]; version: number; savedAt: Date };

/** step_form_drafts: one person's unsent values of one step, under optimistic concurrency. */
@Injectable()
export class StepFormDrafts {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  async find(key: StepDraftKey): Promise<StepDraft | undefined> {
    const rows: DraftRow[] = await inTenantTransaction(this.dataSource, key.tenantId, (manager) =>
      manager.query(
        `SELECT case_version AS "caseVersion", element_data AS "elementData", version, saved_at AS "savedAt"
           FROM step_form_drafts WHERE business_id = $1 AND task_key = $2 AND owner_id = $3`,
        [key.businessId, key.taskKey, key.ownerId],
      ),
    );
    const row = rows[0];
    return row && { ...row, savedAt: row.savedAt.toISOString() };
  }

  /**
   * Saves the draft if `expectedVersion` is the one stored (0: none yet, or only one left by a
   * step that is over, which the new draft replaces). Two tabs saving from the same version: the
   * second is refused, so neither silently overwrites the other.
   */
  async save(key: StepDraftKey, caseVersion: number, elementData: ElementData[], expectedVersion: number, at: Date): Promise<StepDraft> {
    const params = [key.businessId, key.taskKey, key.ownerId, caseVersion, JSON.stringify(elementData), at];
    const rows: { version: number }[] = await inTenantTransaction(this.dataSource, key.tenantId, (manager) =>
      expectedVersion === 0
        ? manager.query(
            `INSERT INTO step_form_drafts AS d (tenant_id, business_id, task_key, owner_id, case_version, element_data, version, saved_at)
             VALUES (current_tenant(), $1, $2, $3, $4, $5::jsonb, 1, $6)
             ON CONFLICT (tenant_id, business_id, task_key, owner_id) DO UPDATE
                SET case_version = EXCLUDED.case_version, element_data = EXCLUDED.element_data, version = 1, saved_at = EXCLUDED.saved_at
              WHERE d.case_version <> EXCLUDED.case_version
             RETURNING version`,
            params,
          )
        : manager.query(
            // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count], not rows.
            `WITH saved AS (
               UPDATE step_form_drafts SET element_data = $5::jsonb, version = version + 1, saved_at = $6
                WHERE business_id = $1 AND task_key = $2 AND owner_id = $3 AND case_version = $4 AND version = $7
               RETURNING version)
             SELECT version FROM saved`,
            [...params, expectedVersion],
          ),
    );
    const saved = rows[0];
    if (!saved) throw new ApiError(409, 409, '草稿已在其他页面更新，请刷新后再保存', { reason: 'DRAFT_VERSION_CONFLICT' });
    return { caseVersion, elementData, version: saved.version, savedAt: at.toISOString() };
  }
}
