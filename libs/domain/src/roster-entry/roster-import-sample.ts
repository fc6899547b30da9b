import { citizenIdCheckCharacter } from '../validation/citizen-id';
import { exampleCreditCode } from '../validation/unified-social-credit-code';
import { ROSTER_IMPORT_COLUMNS, ROSTER_ORG_TYPE_NAMES, type RosterImportCells } from './roster-import';

/**
 * Rows for import tests, the end-to-end suite and the bench: `count` rows of which `bad` (spread
 * evenly) break one rule each, in turn a credit code's check character, a phone, a citizen id, a
 * missing name, an unknown type and a credit code repeated from an earlier row. `tag` (three
 * letters or digits: the codes keep the last three) keeps one file's codes apart from another's. Deterministic, so a test can name what it expects.
 */
export type SampleRosterRows = { rows: string[][]; badRowNumbers: number[] };

const citizenId = (index: number): string => {
  const birth = new Date(Date.UTC(1970, 0, 1) + (index % 9000) * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `110105${birth}${String(index % 1000).padStart(3, '0')}`;
  return first17 + citizenIdCheckCharacter(first17)!;
};

const breakers: ((cells: RosterImportCells, earlierCode: string) => RosterImportCells)[] = [
  (cells) => ({ ...cells, creditCode: `${cells.creditCode!.slice(0, 17)}${cells.creditCode!.endsWith('1') ? '2' : '1'}` }),
  (cells) => ({ ...cells, contactPhone: '1380013800' }),
  (cells) => ({ ...cells, memberCitizenId: `${cells.memberCitizenId!.slice(0, 17)}${cells.memberCitizenId!.endsWith('1') ? '2' : '1'}` }),
  (cells) => ({ ...cells, name: '' }),
  (cells) => ({ ...cells, orgType: '律师' }),
  (cells, earlierCode) => ({ ...cells, orgType: ROSTER_ORG_TYPE_NAMES[0]!, creditCode: earlierCode }),
];

export const sampleRosterRows = (count: number, bad: number, tag: string): SampleRosterRows => {
  const firstDataRow = 3;
  const badIndexes = new Set(Array.from({ length: bad }, (_, k) => Math.floor(((k + 1) * count) / (bad + 1))));
  const rows: string[][] = [];
  const badRowNumbers: number[] = [];
  const codeOf = (index: number) => exampleCreditCode(`${tag}${String(index).padStart(6, '0')}`);
  for (let index = 0; index < count; index++) {
    let cells: RosterImportCells = {
      orgType: ROSTER_ORG_TYPE_NAMES[index % 4]!,
      name: `${tag}测试机构${index + 1}号`,
      creditCode: codeOf(index),
      contactPerson: '陈晓',
      contactPhone: index % 2 === 0 ? '13800138000' : '0755-83025555',
      address: `深圳市福田区深南大道${index + 1}号`,
      qualificationLevel: index % 3 === 0 ? '一级' : '',
      memberName: `成员${index + 1}`,
      memberCitizenId: citizenId(index),
      memberPhone: '13900139000',
      memberPosition: '合伙人',
    };
    if (badIndexes.has(index)) {
      let breaker = breakers[badRowNumbers.length % breakers.length]!;
      // A repeat needs an earlier good row of the first type: the first row (index 0) is one.
      if (index === 0) breaker = breakers[0]!;
      cells = breaker(cells, codeOf(0));
      badRowNumbers.push(firstDataRow + index);
    }
    rows.push(ROSTER_IMPORT_COLUMNS.map((column) => cells[column.key] ?? ''));
  }
  return { rows, badRowNumbers };
};
