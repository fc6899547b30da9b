import { UNIFIED_CODE_LENGTH } from '../constants/limits';
import { isRegionProvince } from './region-codes';
import { invalid, valid, type ValidationResult } from './result';

export { UNIFIED_CODE_LENGTH } from '../constants/limits';

/**
 * Unified social credit code (GB 32100-2015): 18 characters from a 31-symbol alphabet (digits and
 * upper-case letters without I, O, Z, S, V):
 * - 1: the registration department (1 establishment administration, 5 civil affairs, 9 market
 *   regulation, …) and 2: the organisation type that department registers (9 then 1 = enterprise);
 * - 3–8: the registering authority's administrative-division code (GB/T 2260), whose first two
 *   digits are a province, or 10 for the national level;
 * - 9–17: the organisation code (GB 11714), itself 8 characters and a mod-11 check character;
 * - 18: the mod-31 check character over the first 17.
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** GB 32100-2015 table 1: each registration department and the organisation types it registers. */
export const CREDIT_CODE_ORGANISATION_TYPES: Readonly<Record<string, string>> = {
  '1': '1239', // establishment administration: organs, public institutions, mass organisations, other
  '2': '19', // foreign affairs: resident foreign news agencies, other
  '3': '1234569', // justice: law firms, foreign law firms' offices, forensic institutes, arbitration, notaries, other
  '4': '19', // culture: foreign cultural centres, other
  '5': '1239', // civil affairs: social organisations, private non-enterprise units, foundations, other
  '6': '129', // tourism: foreign and Hong Kong/Macao/Taiwan tourism offices, other
  '7': '129', // religious affairs: places of worship, religious schools, other
  '8': '19', // trade unions: grassroots unions, other
  '9': '123', // market regulation: enterprises, individual businesses, farmers' cooperatives
  A: '19', // the Central Military Commission's establishment office: military public institutions, other
  N: '1239', // agriculture: group-, village- and township-level collective economic organisations, other
  Y: '1', // other registration departments
};

/** GB 11714 organisation code: weights of the 8 body characters; letters count from A = 10. */
const ORGANISATION_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters, or undefined if one is outside the alphabet. */
export const creditCodeCheckCharacter = (first17: string): string | undefined => {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return undefined;
    sum += value * CREDIT_CODE_WEIGHTS[i]!;
  }
  return CREDIT_CODE_ALPHABET.charAt((31 - (sum % 31)) % 31);
};

/** The GB 11714 check character of an organisation code's 8 body characters (digits and A–Z). */
export const organisationCodeCheckCharacter = (body8: string): string | undefined => {
  if (!/^[0-9A-Z]{8}$/.test(body8)) return undefined;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number.parseInt(body8.charAt(i), 36) * ORGANISATION_CODE_WEIGHTS[i]!;
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
};

export type CreditCodeProblem = 'shape' | 'organisation-type' | 'region' | 'organisation-code' | 'check-character';

/** What is wrong with a code, the first thing found in reading order; undefined when it is valid. */
export const creditCodeProblem = (value: string): CreditCodeProblem | undefined => {
  if (value.length !== UNIFIED_CODE_LENGTH || !SHAPE.test(value)) return 'shape';
  if (!CREDIT_CODE_ORGANISATION_TYPES[value.charAt(0)]?.includes(value.charAt(1))) return 'organisation-type';
  const province = value.slice(2, 4);
  if (province !== '10' && !isRegionProvince(province)) return 'region';
  if (organisationCodeCheckCharacter(value.slice(8, 16)) !== value.charAt(16)) return 'organisation-code';
  if (creditCodeCheckCharacter(value.slice(0, 17)) !== value.charAt(17)) return 'check-character';
  return undefined;
};

export const isUnifiedSocialCreditCode = (value: string): boolean => creditCodeProblem(value) === undefined;

const PROBLEM_MESSAGES: Record<CreditCodeProblem, [zh: string, en: string]> = {
  shape: ['请输入正确的统一社会信用代码', 'Enter a valid 18-character unified social credit code'],
  'organisation-type': ['统一社会信用代码的登记管理部门或机构类别代码无效', 'The code’s registration department or organisation type is not valid'],
  region: ['统一社会信用代码的登记管理机关行政区划码无效', 'The code’s administrative-division code is not valid'],
  'organisation-code': ['统一社会信用代码中的组织机构代码有误', 'The organisation code inside the credit code is not valid'],
  'check-character': ['统一社会信用代码校验位错误', 'The credit code’s check character is wrong'],
};

export const validateUnifiedSocialCreditCode = (value: string): ValidationResult => {
  const problem = creditCodeProblem(value);
  return problem ? invalid(...PROBLEM_MESSAGES[problem]) : valid;
};

/**
 * A valid code for test and demo data: a Shenzhen enterprise prefix, an organisation code made
 * from `seed` (letters and digits outside the alphabet are mapped into it) with its check
 * character, then the code's check character. Pure: callers bring the randomness (a UUID) or a counter.
 */
export const exampleCreditCode = (seed: string): string => {
  const chars = seed.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const body = Array.from(chars.padStart(8, '0').slice(-8), (char) =>
    CREDIT_CODE_ALPHABET.includes(char) ? char : CREDIT_CODE_ALPHABET.charAt(char.charCodeAt(0) % 31),
  ).join('');
  const first17 = `91440300${body}${organisationCodeCheckCharacter(body)!}`;
  return first17 + creditCodeCheckCharacter(first17)!;
};
