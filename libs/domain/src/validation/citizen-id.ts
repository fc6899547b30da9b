import { CITIZEN_ID_LENGTH, LEGACY_CITIZEN_ID_LENGTH } from '../constants/limits';
import { isRegionProvince } from './region-codes';
import { invalid, valid, type ValidationResult } from './result';

/**
 * Resident identity number (GB 11643-1999): 6-digit area code, 8-digit birth date, 3-digit
 * sequence and a check character; each of the first 17 digits is weighted by 2^(17-i) mod 11,
 * and the weighted sum mod 11 indexes the check-character table. The older 15-digit form has a
 * 2-digit year (19xx) and no check character. Lower-case x is refused: normalise first.
 */
export const CITIZEN_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
export const CITIZEN_ID_CHECK_CHARACTERS = '10X98765432';

const EIGHTEEN = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/;
const FIFTEEN = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** A real calendar date in the range the standard's year pattern allows (1800–2099). */
export const isCalendarDate = (year: number, month: number, day: number): boolean =>
  year >= 1800 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** The check character for 17 digits, or undefined when the input is not 17 digits. */
export const citizenIdCheckCharacter = (first17: string): string | undefined => {
  if (!/^\d{17}$/.test(first17)) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * CITIZEN_ID_WEIGHTS[i]!;
  return CITIZEN_ID_CHECK_CHARACTERS.charAt(sum % 11);
};

export const isCitizenId18 = (value: string): boolean => {
  const match = EIGHTEEN.exec(value);
  if (match === null || value.length !== CITIZEN_ID_LENGTH) return false;
  const [, year, month, day] = match;
  return (
    isCalendarDate(Number(year), Number(month), Number(day)) &&
    citizenIdCheckCharacter(value.slice(0, 17)) === value.charAt(17)
  );
};

export const isCitizenId15 = (value: string): boolean => {
  const match = FIFTEEN.exec(value);
  if (match === null || value.length !== LEGACY_CITIZEN_ID_LENGTH) return false;
  const [, year, month, day] = match;
  return isCalendarDate(1900 + Number(year), Number(month), Number(day));
};

export const isCitizenId = (value: string): boolean => isCitizenId18(value) || isCitizenId15(value);

/** Trims and upper-cases the check character, the one normalisation input fields need. */
export const normalizeCitizenId = (value: string): string => value.trim().toUpperCase();

/** The 18-digit form of a valid 15-digit number (century 19 inserted, check character added). */
export const upgradeCitizenId = (id15: string): string | undefined => {
  if (!isCitizenId15(id15)) return undefined;
  const first17 = `${id15.slice(0, 6)}19${id15.slice(6)}`;
  return `${first17}${citizenIdCheckCharacter(first17)}`;
};

export const validateCitizenId = (value: string): ValidationResult =>
  isCitizenId(value) ? valid : invalid('请输入正确的身份证号码', 'Enter a valid 18-digit (or 15-digit) citizen ID number');

export type CitizenIdProblem = 'shape' | 'region' | 'birth-date' | 'future-birth-date' | 'check-character';

/**
 * What is wrong with an 18-digit id offered for identity certification, judged as of `today`
 * (YYYY-MM-DD, brought by the caller): the region must start with a province code, the birth
 * date must exist and not lie in the future, and the check character must match.
 */
export const citizenIdProblem = (value: string, today: string): CitizenIdProblem | undefined => {
  const match = EIGHTEEN.exec(value);
  if (match === null || value.length !== CITIZEN_ID_LENGTH) return 'shape';
  if (!isRegionProvince(value.slice(0, 2))) return 'region';
  const [, year, month, day] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return 'birth-date';
  if (`${year}-${month}-${day}` > today) return 'future-birth-date';
  if (citizenIdCheckCharacter(value.slice(0, 17)) !== value.charAt(17)) return 'check-character';
  return undefined;
};

const CITIZEN_ID_PROBLEM_MESSAGES: Record<CitizenIdProblem, [zh: string, en: string]> = {
  shape: ['请输入18位身份证号码', 'Enter the 18-character citizen ID number'],
  region: ['身份证号码的地区码无效', 'The region code of the citizen ID number is not valid'],
  'birth-date': ['身份证号码中的出生日期不存在', 'The birth date in the citizen ID number does not exist'],
  'future-birth-date': ['身份证号码中的出生日期不能晚于今天', 'The birth date in the citizen ID number cannot be in the future'],
  'check-character': ['身份证号码校验位错误，请核对', 'The check character of the citizen ID number is wrong'],
};

/** validateCitizenId, stricter, for identity certification (see citizenIdProblem). */
export const validateCertifiableCitizenId = (value: string, today: string): ValidationResult => {
  const problem = citizenIdProblem(value, today);
  return problem ? invalid(...CITIZEN_ID_PROBLEM_MESSAGES[problem]) : valid;
};
