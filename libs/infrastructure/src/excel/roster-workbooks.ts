import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { ROSTER_IMPORT_COLUMNS, ROSTER_IMPORT_FIRST_DATA_ROW, ROSTER_ORG_TYPE_NAMES, type RosterImportCells } from '@bk/domain';

/** The .xlsx files of the roster: its import template, reading an uploaded one, and the error file. */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_NAME = '名录导入';
/** Rows that carry drop-downs and text formats: far beyond a real roster, small enough to stay a light file. */
const VALIDATED_ROWS = 5000;
const TEXT_COLUMNS = new Set<string>(['creditCode', 'contactPhone', 'memberCitizenId', 'memberPhone']);

export const rosterTemplate = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = ROSTER_IMPORT_COLUMNS.map((column) => ({
    key: column.key,
    width: column.width,
    // Text format, so Excel keeps an 18-digit id or a leading zero as typed instead of a number.
    style: TEXT_COLUMNS.has(column.key) ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  ROSTER_IMPORT_COLUMNS.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.required ? `*${column.header}` : column.header;
    cell.font = { bold: true, color: column.required ? { argb: 'FFC00000' } : undefined };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
  });
  const notes = sheet.getRow(2);
  ROSTER_IMPORT_COLUMNS.forEach((column, index) => {
    const cell = notes.getCell(index + 1);
    cell.value = column.note;
    cell.font = { italic: true, color: { argb: 'FF666666' } };
    cell.alignment = { wrapText: true, vertical: 'top' };
  });
  notes.height = 42;
  const typeColumn = ROSTER_IMPORT_COLUMNS.findIndex((column) => column.key === 'orgType') + 1;
  for (let row = ROSTER_IMPORT_FIRST_DATA_ROW; row < ROSTER_IMPORT_FIRST_DATA_ROW + VALIDATED_ROWS; row++) {
    sheet.getCell(row, typeColumn).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [`"${ROSTER_ORG_TYPE_NAMES.join(',')}"`],
      showErrorMessage: true,
      errorTitle: '机构类型',
      error: `请选择：${ROSTER_ORG_TYPE_NAMES.join('、')}`,
    };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A cell's text as the user typed it: rich text joined, formulas by their result, numbers without exponent. */
const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
};

export type ReadRow = { rowNumber: number; cells: RosterImportCells };

/** The largest roster file an import reads (about 100,000 rows): the whole workbook is held in memory. */
export const ROSTER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The first sheet's data rows (from row 3; blank rows skipped). Not exceljs's streaming reader:
 * in exceljs 4.4.0 it decodes each chunk of the zip's XML on its own, so a Chinese character
 * split across two chunks comes out garbled (a 2,000-row file lost one name that way). The whole
 * workbook is read instead, and files are capped at ROSTER_IMPORT_MAX_BYTES to bound its memory.
 */
export async function* readRosterRows(input: Readable): AsyncGenerator<ReadRow> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(input);
  // Only the first sheet is the roster; anything after it (notes, a user's scratch sheet) is ignored.
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  for (let number = ROSTER_IMPORT_FIRST_DATA_ROW; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const cells: RosterImportCells = {};
    let blank = true;
    ROSTER_IMPORT_COLUMNS.forEach((column, index) => {
      const text = cellText(row.getCell(index + 1).value).trim();
      if (text !== '') blank = false;
      cells[column.key] = text;
    });
    if (!blank) yield { rowNumber: number, cells };
  }
}

export type RefusedRow = { rowNumber: number; cells: RosterImportCells; reasons: string[] };

/** The error file: each refused row's number, its key cells and every reason, in sheet order. */
export const rosterErrorFile = async (rows: readonly RefusedRow[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入失败的行');
  sheet.columns = [
    { header: '行号', key: 'rowNumber', width: 8 },
    { header: '机构类型', key: 'orgType', width: 12 },
    { header: '机构名称', key: 'name', width: 32 },
    { header: '统一社会信用代码', key: 'creditCode', width: 24 },
    { header: '失败原因', key: 'reasons', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of [...rows].sort((a, b) => a.rowNumber - b.rowNumber)) {
    sheet.addRow({ rowNumber: row.rowNumber, orgType: row.cells.orgType ?? '', name: row.cells.name ?? '', creditCode: row.cells.creditCode ?? '', reasons: row.reasons.join('；') });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
