import { randomUUID } from 'node:crypto';
import { checkRosterImportRow, refuseDuplicatesInFile, rosterCreditKey, rosterImportSheet, type RosterInstitution, type RosterMember } from '@bk/domain';
import type { ExcelImportKind } from '../imports/excel-imports';
import { rosterEntries } from './roster-aggregate';

type RosterRow = { institution: RosterInstitution; members: RosterMember[] };

/** The roster's Excel import on the import kit: one entry per row, unique per type and credit code. */
export const rosterImport: ExcelImportKind<RosterRow> = {
  kind: 'roster',
  sheet: rosterImportSheet,
  // Each row's member gets its id here: the domain takes ids, it does not make them.
  check: (rows) =>
    refuseDuplicatesInFile(rows.map((row) => checkRosterImportRow(row.rowNumber, row.cells, randomUUID()))).map((row) =>
      row.ok ? { ok: true, rowNumber: row.rowNumber, value: { institution: row.institution, members: row.members } } : row,
    ),
  keysOf: (row) => [rosterCreditKey(row.institution)],
  takenKeys: async (manager) => {
    const rows: { key: string }[] = await manager.query(`SELECT org_type || ':' || credit_code AS key FROM roster_entries WHERE status = 'active'`);
    return rows.map((row) => row.key);
  },
  importRow: async (aggregates, { tenantId, value, commandId, actor, at }) => {
    const entryId = randomUUID();
    await aggregates.execute(rosterEntries, { tenantId, id: entryId, commandId }, { type: 'RegisterRosterEntry', entryId, tenantId, institution: value.institution, members: value.members, actor, at });
  },
};
