import { OrganisationTypes, type OrganisationTypeCode } from '../constants/organisation-types';
import type { ImportSheet } from '../excel-import/import-sheet';
import { checkInstitution, checkMember, type FieldProblem, type RosterInstitution, type RosterMember } from './roster-fields';

/**
 * The roster's Excel template and the rules for one of its rows. One sheet with a type column
 * (not a sheet per type): one header, one set of validations, and a file sorted any way still
 * reads the same. Row 1 holds the headers, row 2 the notes, data starts on row 3; the row numbers
 * named in an error file are the sheet's own, as the user sees them in Excel.
 */
export type RosterColumn = { key: string; header: string; note: string; width: number; required: boolean };

export const ROSTER_IMPORT_COLUMNS = [
  { key: 'orgType', header: '机构类型', note: '必填：管理人、评估机构、投资人或境外机构', width: 14, required: true },
  { key: 'name', header: '机构名称', note: '必填，不超过100字，不含空格和特殊字符', width: 32, required: true },
  { key: 'creditCode', header: '统一社会信用代码', note: '必填，18位，同一类型内不可重复', width: 24, required: true },
  { key: 'contactPerson', header: '联系人', note: '必填', width: 12, required: true },
  { key: 'contactPhone', header: '联系电话', note: '必填，手机号码或带区号的固定电话', width: 18, required: true },
  { key: 'address', header: '地址', note: '选填，不超过200字', width: 36, required: false },
  { key: 'qualificationLevel', header: '资质等级', note: '选填，如：一级', width: 12, required: false },
  { key: 'memberName', header: '成员姓名', note: '选填；填写成员时姓名和身份证号码必填', width: 12, required: false },
  { key: 'memberCitizenId', header: '成员身份证号码', note: '18位身份证号码', width: 22, required: false },
  { key: 'memberPhone', header: '成员手机号码', note: '选填，11位手机号码', width: 16, required: false },
  { key: 'memberPosition', header: '成员职务', note: '选填', width: 14, required: false },
] as const satisfies readonly RosterColumn[];

export type RosterImportColumnKey = (typeof ROSTER_IMPORT_COLUMNS)[number]['key'];
export type RosterImportCells = Partial<Record<RosterImportColumnKey, string>>;

export const ROSTER_IMPORT_HEADER_ROW = 1;
export const ROSTER_IMPORT_FIRST_DATA_ROW = 3;
export const ROSTER_ORG_TYPE_NAMES: readonly string[] = Object.values(OrganisationTypes).map((type) => type.zh);

const ROSTER_TEXT_COLUMNS: readonly string[] = ['creditCode', 'contactPhone', 'memberCitizenId', 'memberPhone'];

/** The roster's sheet for the import kit: its columns, the type drop-down, what the error file repeats. */
export const rosterImportSheet: ImportSheet = {
  sheetName: '名录导入',
  columns: ROSTER_IMPORT_COLUMNS.map((column) => ({
    ...column,
    asText: ROSTER_TEXT_COLUMNS.includes(column.key),
    ...(column.key === 'orgType' ? { choices: ROSTER_ORG_TYPE_NAMES } : {}),
  })),
  errorColumns: ['orgType', 'name', 'creditCode'],
};

const orgTypeOf = (name: string | undefined): OrganisationTypeCode | undefined => Object.values(OrganisationTypes).find((type) => type.zh === (name ?? '').trim())?.code;

export type RosterImportRow =
  | { ok: true; rowNumber: number; institution: RosterInstitution; members: RosterMember[] }
  | { ok: false; rowNumber: number; reasons: string[] };

/**
 * Checks one data row. `memberId` names the row's member if it has one (the caller derives it, so
 * the domain needs no id generator).
 */
export const checkRosterImportRow = (rowNumber: number, cells: RosterImportCells, memberId: string): RosterImportRow => {
  const problems: FieldProblem[] = [];
  const orgType = orgTypeOf(cells.orgType);
  const institution = checkInstitution({
    orgType: orgType ?? 0,
    name: cells.name,
    creditCode: cells.creditCode,
    contactPerson: cells.contactPerson,
    contactPhone: cells.contactPhone,
    address: cells.address,
    qualificationLevel: cells.qualificationLevel,
  });
  if (!institution.ok) problems.push(...institution.problems);
  const memberCells = [cells.memberName, cells.memberCitizenId, cells.memberPhone, cells.memberPosition];
  const hasMember = memberCells.some((cell) => (cell ?? '').trim() !== '');
  const member = hasMember ? checkMember({ memberId, name: cells.memberName, citizenId: cells.memberCitizenId, phone: cells.memberPhone, position: cells.memberPosition }) : undefined;
  if (member && !member.ok) problems.push(...member.problems);
  if (problems.length > 0 || !institution.ok || (member && !member.ok)) return { ok: false, rowNumber, reasons: problems.map((problem) => problem.zh) };
  return { ok: true, rowNumber, institution: institution.value, members: member?.ok ? [member.value] : [] };
};

/** The key a credit code is unique under: one association's roster, one organisation type. */
export const rosterCreditKey = (institution: Pick<RosterInstitution, 'orgType' | 'creditCode'>): string => `${institution.orgType}:${institution.creditCode}`;

/**
 * Refuses every later row whose type and credit code an earlier valid row of the file already
 * holds: the file itself must not ask for a duplicate.
 */
export const refuseDuplicatesInFile = (rows: readonly RosterImportRow[]): RosterImportRow[] => {
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    if (!row.ok) return row;
    const key = rosterCreditKey(row.institution);
    const first = firstRowOf.get(key);
    if (first !== undefined) return { ok: false, rowNumber: row.rowNumber, reasons: [`统一社会信用代码与第${first}行重复`] };
    firstRowOf.set(key, row.rowNumber);
    return row;
  });
};
