import { isMobilePhone } from '../validation/phone';
import { isUnifiedSocialCreditCode } from '../validation/unified-social-credit-code';
import { checkText, isContactPhone, type Checked, type FieldProblem } from '../roster-entry/roster-fields';

/**
 * The fields of a member organisation (a restructuring centre's organisation or a law firm), of
 * its office users and of a centre's consultants, with the rules the forms, the API and the law
 * firms' Excel import share. Every problem of a record is reported at once.
 */
export type OrganProfile = {
  name: string;
  /** The unified social credit code (统一社会信用代码), upper case. */
  unifiedNo: string;
  contactPerson: string;
  contactPhone: string;
  address: string;
  intro: string;
};

export type OfficeUser = { userId: string; officeId: string; userName: string; mobileNo: string; position: string };

export type Consultant = { consultantId: string; name: string; mobileNo: string; speciality: string; title: string; intro: string };

export const ORGAN_NAME_MAX = 100;
export const OFFICE_NAME_MAX = 50;
const PERSON_NAME_MAX = 30;
const SHORT_TEXT_MAX = 50;
const INTRO_MAX = 1000;

type Input<T> = { [K in keyof T]?: string };

const mobile = (problems: FieldProblem[], value: string | undefined, field: string, required: boolean): string => {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') {
    if (required) problems.push({ field, zh: '请填写手机号码', en: 'Mobile number is required' });
  } else if (!isMobilePhone(trimmed)) problems.push({ field, zh: '请输入正确的手机号码', en: 'Enter a valid 11-digit mobile number' });
  return trimmed;
};

const verdict = <T>(problems: FieldProblem[], value: T): Checked<T> => (problems.length > 0 ? { ok: false, problems } : { ok: true, value });

export const checkOrganProfile = (input: Input<OrganProfile>, labels: { name: string } = { name: '机构名称' }): Checked<OrganProfile> => {
  const problems: FieldProblem[] = [];
  const name = checkText(problems, input.name, { field: 'name', label: labels.name, labelEn: 'Name', max: ORGAN_NAME_MAX, required: true, name: true });
  const unifiedNo = (input.unifiedNo ?? '').trim().toUpperCase();
  if (unifiedNo === '') problems.push({ field: 'unifiedNo', zh: '请填写统一社会信用代码', en: 'Unified social credit code is required' });
  else if (!isUnifiedSocialCreditCode(unifiedNo)) problems.push({ field: 'unifiedNo', zh: '统一社会信用代码不正确', en: 'Invalid unified social credit code' });
  const contactPerson = checkText(problems, input.contactPerson, { field: 'contactPerson', label: '联系人', labelEn: 'Contact person', max: PERSON_NAME_MAX, required: true, name: true });
  const contactPhone = (input.contactPhone ?? '').trim();
  if (contactPhone === '') problems.push({ field: 'contactPhone', zh: '请填写联系电话', en: 'Contact phone is required' });
  else if (!isContactPhone(contactPhone)) problems.push({ field: 'contactPhone', zh: '联系电话须为手机号码或带区号的固定电话', en: 'Enter a mobile number or a landline with area code' });
  const address = checkText(problems, input.address, { field: 'address', label: '地址', labelEn: 'Address', max: 200, required: false });
  const intro = checkText(problems, input.intro, { field: 'intro', label: '简介', labelEn: 'Introduction', max: INTRO_MAX, required: false });
  return verdict(problems, { name, unifiedNo, contactPerson, contactPhone, address, intro });
};

export const checkOfficeUser = (input: { userId: string; officeId: string } & Input<Omit<OfficeUser, 'userId' | 'officeId'>>): Checked<OfficeUser> => {
  const problems: FieldProblem[] = [];
  const userName = checkText(problems, input.userName, { field: 'userName', label: '姓名', labelEn: 'Name', max: PERSON_NAME_MAX, required: true, name: true });
  const mobileNo = mobile(problems, input.mobileNo, 'mobileNo', true);
  const position = checkText(problems, input.position, { field: 'position', label: '职务', labelEn: 'Position', max: SHORT_TEXT_MAX, required: false });
  return verdict(problems, { userId: input.userId, officeId: input.officeId, userName, mobileNo, position });
};

export const checkConsultant = (input: { consultantId: string } & Input<Omit<Consultant, 'consultantId'>>): Checked<Consultant> => {
  const problems: FieldProblem[] = [];
  const name = checkText(problems, input.name, { field: 'name', label: '顾问姓名', labelEn: 'Name', max: PERSON_NAME_MAX, required: true, name: true });
  const mobileNo = mobile(problems, input.mobileNo, 'mobileNo', true);
  const speciality = checkText(problems, input.speciality, { field: 'speciality', label: '专业领域', labelEn: 'Speciality', max: SHORT_TEXT_MAX, required: true });
  const title = checkText(problems, input.title, { field: 'title', label: '职称', labelEn: 'Title', max: SHORT_TEXT_MAX, required: false });
  const intro = checkText(problems, input.intro, { field: 'intro', label: '简介', labelEn: 'Introduction', max: INTRO_MAX, required: false });
  return verdict(problems, { consultantId: input.consultantId, name, mobileNo, speciality, title, intro });
};
