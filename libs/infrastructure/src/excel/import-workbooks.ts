import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import { IMPORT_FIRST_DATA_ROW, type ImportCells, type ImportSheet } from '@bk/domain';

/** The .xlsx files of an Excel import, built from its sheet declaration: template, reader, error file. */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows that carry drop-downs and text formats: far beyond a real import, small enough to stay a light file. */
const VALIDATED_ROWS = 5000;

export const importTemplate = async (declaration: ImportSheet): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(declaration.sheetName, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = declaration.columns.map((column) => ({
    key: column.key,
    width: column.width,
    // Text format, so Excel keeps an 18-digit id or a leading zero as typed instead of a number.
    style: column.asText ? { numFmt: '@' } : {},
  }));
  const header = sheet.getRow(1);
  const notes = sheet.getRow(2);
  declaration.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.required ? `*${column.header}` : column.header;
    cell.font = { bold: true, color: column.required ? { argb: 'FFC00000' } : undefined };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
    const note = notes.getCell(index + 1);
    note.value = column.note;
    note.font = { italic: true, color: { argb: 'FF666666' } };
    note.alignment = { wrapText: true, vertical: 'top' };
  });
  notes.height = 42;
  declaration.columns.forEach((column, index) => {
    if (!column.choices) return;
    for (let row = IMPORT_FIRST_DATA_ROW; row < IMPORT_FIRST_DATA_ROW + VALIDATED_ROWS; row++) {
      sheet.getCell(row, index + 1).dataValidation = {
        type: 'list',
        allowBlank: !column.required,
        formulae: [`"${column.choices.join(',')}"`],
        showErrorMessage: true,
        errorTitle: column.header,
        error: `请选择：${column.choices.join('、')}`,
      };
    }
  });
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

export type ReadRow = { rowNumber: number; cells: ImportCells };

/** The largest file an import reads (about 100,000 rows): the whole workbook is held in memory. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The first sheet's data rows (from row 3; blank rows skipped). Not exceljs's streaming reader:
 * in exceljs 4.4.0 it decodes each chunk of the zip's XML on its own, so a Chinese character
 * split across two chunks comes out garbled (a 2,000-row file lost one name that way). The whole
 * workbook is read instead, and files are capped at IMPORT_MAX_BYTES to bound its memory.
 */
export async function* readImportRows(declaration: ImportSheet, input: Readable): AsyncGenerator<ReadRow> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(input);
  // Only the first sheet is read; anything after it (notes, a user's scratch sheet) is ignored.
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  for (let number = IMPORT_FIRST_DATA_ROW; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const cells: ImportCells = {};
    let blank = true;
    declaration.columns.forEach((column, index) => {
      const text = cellText(row.getCell(index + 1).value).trim();
      if (text !== '') blank = false;
      cells[column.key] = text;
    });
    if (!blank) yield { rowNumber: number, cells };
  }
}

export type RefusedRow = { rowNumber: number; cells: ImportCells; reasons: string[] };

/** The error file: each refused row's number, its key cells and every reason, in sheet order. */
export const importErrorFile = async (declaration: ImportSheet, rows: readonly RefusedRow[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入失败的行');
  const repeated = declaration.errorColumns.map((key) => declaration.columns.find((column) => column.key === key)!);
  sheet.columns = [
    { header: '行号', key: 'rowNumber', width: 8 },
    ...repeated.map((column) => ({ header: column.header, key: column.key, width: column.width })),
    { header: '失败原因', key: 'reasons', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of [...rows].sort((a, b) => a.rowNumber - b.rowNumber)) {
    sheet.addRow({ rowNumber: row.rowNumber, ...Object.fromEntries(repeated.map((column) => [column.key, row.cells[column.key] ?? ''])), reasons: row.reasons.join('；') });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
