import { OrganisationTypes, type OrganisationTypeCode } from '../constants/organisation-types';
import { isCitizenId, normalizeCitizenId } from '../validation/citizen-id';
import { containsIllegalCharacters } from '../validation/illegal-string';
import { isMobilePhone } from '../validation/phone';
import { isUnifiedSocialCreditCode } from '../validation/unified-social-credit-code';

/**
 * The fields of a roster entry (an administrator firm, an appraisal institution, an investor or
 * an overseas institution) and of its members, with the rules both the console's form and the
 * Excel import apply. Every problem of a record is reported at once, so an import's error file
 * names all of a row's reasons, not only the first.
 */
export type RosterInstitution = {
  orgType: OrganisationTypeCode;
  name: string;
  creditCode: string;
  contactPerson: string;
  contactPhone: string;
  address: string;
  qualificationLevel: string;
};

export type RosterMember = { memberId: string; name: string; citizenId: string; phone: string; position: string };

export type FieldProblem = { field: string; zh: string; en: string };
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

export const ROSTER_NAME_MAX = 100;
export const ROSTER_PERSON_NAME_MAX = 30;
export const ROSTER_ADDRESS_MAX = 200;
export const ROSTER_SHORT_TEXT_MAX = 30;

const ORG_TYPE_CODES: readonly number[] = Object.values(OrganisationTypes).map((type) => type.code);
/** Landlines with area code (010-12345678, 0755 1234567 …) or mainland mobiles: firms list either. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;

export const isRosterOrgType = (value: unknown): value is OrganisationTypeCode => typeof value === 'number' && ORG_TYPE_CODES.includes(value);
export const isContactPhone = (value: string): boolean => isMobilePhone(value) || LANDLINE.test(value);

export type TextRule = { field: string; label: string; labelEn: string; max: number; required: boolean; name?: boolean };

/** Trims, then checks presence, length and (for names) the §5 illegal-string rule. */
export const checkText = (problems: FieldProblem[], value: string | undefined, rule: TextRule): string => {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') {
    if (rule.required) problems.push({ field: rule.field, zh: `请填写${rule.label}`, en: `${rule.labelEn} is required` });
    return trimmed;
  }
  if (trimmed.length > rule.max) problems.push({ field: rule.field, zh: `${rule.label}不能超过${rule.max}个字`, en: `${rule.labelEn} is longer than ${rule.max} characters` });
  else if (rule.name && containsIllegalCharacters(trimmed))
    problems.push({ field: rule.field, zh: `${rule.label}不能包含空格或特殊字符`, en: `${rule.labelEn} must not contain whitespace or special characters` });
  return trimmed;
};

export type InstitutionInput = { [K in keyof RosterInstitution]?: K extends 'orgType' ? number : string };

export const checkInstitution = (input: InstitutionInput): Checked<RosterInstitution> => {
  const problems: FieldProblem[] = [];
  if (!isRosterOrgType(input.orgType)) problems.push({ field: 'orgType', zh: '机构类型须为管理人、评估机构、投资人或境外机构', en: 'Unknown organisation type' });
  const name = checkText(problems, input.name, { field: 'name', label: '机构名称', labelEn: 'Name', max: ROSTER_NAME_MAX, required: true, name: true });
  const creditCode = (input.creditCode ?? '').trim().toUpperCase();
  if (creditCode === '') problems.push({ field: 'creditCode', zh: '请填写统一社会信用代码', en: 'Unified social credit code is required' });
  else if (!isUnifiedSocialCreditCode(creditCode)) problems.push({ field: 'creditCode', zh: '统一社会信用代码不正确', en: 'Invalid unified social credit code' });
  const contactPerson = checkText(problems, input.contactPerson, { field: 'contactPerson', label: '联系人', labelEn: 'Contact person', max: ROSTER_PERSON_NAME_MAX, required: true, name: true });
  const contactPhone = (input.contactPhone ?? '').trim();
  if (contactPhone === '') problems.push({ field: 'contactPhone', zh: '请填写联系电话', en: 'Contact phone is required' });
  else if (!isContactPhone(contactPhone)) problems.push({ field: 'contactPhone', zh: '联系电话须为手机号码或带区号的固定电话', en: 'Enter a mobile number or a landline with area code' });
  const address = checkText(problems, input.address, { field: 'address', label: '地址', labelEn: 'Address', max: ROSTER_ADDRESS_MAX, required: false });
  const qualificationLevel = checkText(problems, input.qualificationLevel, { field: 'qualificationLevel', label: '资质等级', labelEn: 'Qualification level', max: ROSTER_SHORT_TEXT_MAX, required: false });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { orgType: input.orgType as OrganisationTypeCode, name, creditCode, contactPerson, contactPhone, address, qualificationLevel } };
};

export type MemberInput = { memberId: string } & { [K in Exclude<keyof RosterMember, 'memberId'>]?: string };

export const checkMember = (input: MemberInput, fieldPrefix = ''): Checked<RosterMember> => {
  const problems: FieldProblem[] = [];
  const name = checkText(problems, input.name, { field: `${fieldPrefix}name`, label: '成员姓名', labelEn: 'Member name', max: ROSTER_PERSON_NAME_MAX, required: true, name: true });
  const citizenId = normalizeCitizenId(input.citizenId ?? '');
  if (citizenId === '') problems.push({ field: `${fieldPrefix}citizenId`, zh: '请填写身份证号码', en: 'Citizen ID is required' });
  else if (!isCitizenId(citizenId)) problems.push({ field: `${fieldPrefix}citizenId`, zh: '身份证号码不正确', en: 'Invalid citizen ID number' });
  const phone = (input.phone ?? '').trim();
  if (phone !== '' && !isMobilePhone(phone)) problems.push({ field: `${fieldPrefix}phone`, zh: '成员手机号码不正确', en: 'Invalid member mobile number' });
  const position = checkText(problems, input.position, { field: `${fieldPrefix}position`, label: '职务', labelEn: 'Position', max: ROSTER_SHORT_TEXT_MAX, required: false });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { memberId: input.memberId, name, citizenId, phone, position } };
};
