import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ROSTER_IMPORT_COLUMNS, sampleRosterRows } from '@bk/domain';
import { readRosterRows, rosterErrorFile, rosterTemplate } from './roster-workbooks';

const filled = async (rows: string[][]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await rosterTemplate()) as unknown as ArrayBuffer);
  rows.forEach((cells, index) => {
    workbook.worksheets[0]!.getRow(index + 3).values = cells;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** Chunks of 4 KB, as a store's response arrives: multi-byte characters land across chunk ends. */
const chunked = (bytes: Buffer): Readable => Readable.from(Array.from({ length: Math.ceil(bytes.length / 4096) }, (_, i) => bytes.subarray(i * 4096, (i + 1) * 4096)));

describe('roster workbooks', () => {
  it('reads back every cell of a filled template exactly, Chinese text included, skipping blank rows', async () => {
    const { rows } = sampleRosterRows(2_000, 0, 'U01');
    const withBlank = [...rows.slice(0, 1000), ROSTER_IMPORT_COLUMNS.map(() => ''), ...rows.slice(1000)];
    const read = [];
    for await (const row of readRosterRows(chunked(await filled(withBlank)))) read.push(row);
    expect(read).toHaveLength(2_000);
    expect(read[1000]!.rowNumber).toBe(1004);
    expect(read.map((row) => ROSTER_IMPORT_COLUMNS.map((column) => row.cells[column.key]))).toEqual(rows);
    // Building and parsing a 2,000-row workbook is CPU-bound; on a busy 2-core machine it outlasts Jest's 5 s default.
  }, 60_000);

  it('writes an error file naming each row and all its reasons, in row order', async () => {
    const bytes = await rosterErrorFile([
      { rowNumber: 9, cells: { orgType: '投资人', name: '乙公司', creditCode: 'X' }, reasons: ['统一社会信用代码不正确'] },
      { rowNumber: 4, cells: { orgType: '律师', name: '甲所' }, reasons: ['机构类型须为管理人、评估机构、投资人或境外机构', '请填写联系人'] },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]!.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      [4, '律师', '甲所', '', '机构类型须为管理人、评估机构、投资人或境外机构；请填写联系人'],
      [9, '投资人', '乙公司', 'X', '统一社会信用代码不正确'],
    ]);
  });
});
