import { refuseRepeatedRows, type ImportCells, type ImportRowVerdict, type ImportSheet } from '../excel-import/import-sheet';
import { exampleCreditCode } from '../validation/unified-social-credit-code';
import { checkOrganProfile, type OrganProfile } from './member-organ-fields';

/** The law firms' batch import (lawfirm/batchAdd): one firm per row. */
export const lawFirmImportSheet: ImportSheet = {
  sheetName: '律所导入',
  columns: [
    { key: 'name', header: '律所名称', note: '必填，不超过100字，不可与已有律所重复', width: 32, required: true },
    { key: 'unifiedNo', header: '统一社会信用代码', note: '必填，18位，不可与已有律所重复', width: 24, required: true, asText: true },
    { key: 'contactPerson', header: '联系人', note: '必填', width: 12, required: true },
    { key: 'contactPhone', header: '联系电话', note: '必填，手机号码或带区号的固定电话', width: 18, required: true, asText: true },
    { key: 'address', header: '地址', note: '选填，不超过200字', width: 36, required: false },
    { key: 'intro', header: '简介', note: '选填，不超过1000字', width: 40, required: false },
  ],
  errorColumns: ['name', 'unifiedNo'],
};

export const checkLawFirmImportRow = (rowNumber: number, cells: ImportCells): ImportRowVerdict<OrganProfile> => {
  const checked = checkOrganProfile(cells, { name: '律所名称' });
  return checked.ok ? { ok: true, rowNumber, value: checked.value } : { ok: false, rowNumber, reasons: checked.problems.map((problem) => problem.zh) };
};

/** What makes a firm the same firm: its name or its credit code, each unique in an association. */
export const lawFirmImportKeys = (profile: Pick<OrganProfile, 'name' | 'unifiedNo'>) => [
  { key: `name:${profile.name}`, what: '律所名称' },
  { key: `code:${profile.unifiedNo}`, what: '统一社会信用代码' },
];

export const checkLawFirmImportRows = (rows: readonly { rowNumber: number; cells: ImportCells }[]): ImportRowVerdict<OrganProfile>[] =>
  refuseRepeatedRows(
    rows.map((row) => checkLawFirmImportRow(row.rowNumber, row.cells)),
    lawFirmImportKeys,
  );

/**
 * A filled import sheet for tests and benchmarks: `size` firms named after `tag`, with `bad`
 * rows spread through it (a wrong code, a bad phone, no name, a repeat), their sheet row numbers.
 */
export const sampleLawFirmRows = (size: number, bad: number, tag: string): { rows: string[][]; badRowNumbers: number[] } => {
  const step = Math.max(1, Math.floor(size / Math.max(bad, 1)));
  const badIndexes = new Set(Array.from({ length: bad }, (_, i) => Math.min(size - 1, i * step + 1)));
  const rows: string[][] = [];
  for (let index = 0; index < size; index++) {
    const cells = [`${tag}律师事务所${index + 1}号`, exampleCreditCode(`${tag}${String(index + 1).padStart(5, '0')}`), '张律师', `1390000${String(index).padStart(4, '0')}`, '深圳市福田区福华一路', ''];
    if (badIndexes.has(index)) {
      const flaw = index % 3;
      if (flaw === 0) cells[1] = '91440300MA5DXXXXX0';
      else if (flaw === 1) cells[3] = '12345';
      else cells[0] = '';
    }
    rows.push(cells);
  }
  return { rows, badRowNumbers: [...badIndexes].sort((a, b) => a - b).map((index) => index + 3) };
};
