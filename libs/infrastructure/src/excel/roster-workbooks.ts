import type { Readable } from 'node:stream';
import { rosterImportSheet, type RosterImportCells } from '@bk/domain';
import { importErrorFile, importTemplate, IMPORT_MAX_BYTES, readImportRows, type RefusedRow } from './import-workbooks';

/** The roster's .xlsx files: the import kit's workbooks over the roster's sheet declaration. */

export const rosterTemplate = (): Promise<Buffer> => importTemplate(rosterImportSheet);

export const ROSTER_IMPORT_MAX_BYTES = IMPORT_MAX_BYTES;

export async function* readRosterRows(input: Readable): AsyncGenerator<{ rowNumber: number; cells: RosterImportCells }> {
  yield* readImportRows(rosterImportSheet, input);
}

export const rosterErrorFile = (rows: readonly RefusedRow[]): Promise<Buffer> => importErrorFile(rosterImportSheet, rows);
