import { randomUUID } from 'node:crypto';
import { checkLawFirmImportRows, lawFirmImportKeys, lawFirmImportSheet, type OrganProfile } from '@bk/domain';
import type { ExcelImportKind } from '../imports/excel-imports';
import { memberOrgans } from './member-organ-aggregate';

/** lawfirm/batchAdd on the import kit: one firm per row; a firm whose name or credit code is taken is skipped. */
export const lawFirmImport: ExcelImportKind<OrganProfile> = {
  kind: 'lawfirm',
  sheet: lawFirmImportSheet,
  check: checkLawFirmImportRows,
  keysOf: (profile) => lawFirmImportKeys(profile).map(({ key }) => key),
  takenKeys: async (manager) => {
    const rows: { name: string; unified_no: string }[] = await manager.query(`SELECT name, unified_no FROM member_organs WHERE kind = 'lawfirm'`);
    return rows.flatMap((row) => lawFirmImportKeys({ name: row.name, unifiedNo: row.unified_no }).map(({ key }) => key));
  },
  importRow: async (aggregates, { tenantId, value, commandId, actor, at }) => {
    const organId = randomUUID();
    await aggregates.execute(memberOrgans, { tenantId, id: organId, commandId }, { type: 'RegisterMemberOrgan', organId, tenantId, kind: 'lawfirm', profile: value, actor, at });
  },
};
