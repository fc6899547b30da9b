import { UNIFIED_CODE_LENGTH } from '../constants/limits';
import { invalid, valid, type ValidationResult } from './result';

export { UNIFIED_CODE_LENGTH } from '../constants/limits';

/**
 * Unified social credit code (GB 32100-2015): 18 characters from a 31-symbol alphabet
 * (digits and upper-case letters without I, O, Z, S, V); the last is a mod-31 check character.
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

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

export const isUnifiedSocialCreditCode = (value: string): boolean =>
  value.length === UNIFIED_CODE_LENGTH &&
  SHAPE.test(value) &&
  creditCodeCheckCharacter(value.slice(0, 17)) === value.charAt(17);

export const validateUnifiedSocialCreditCode = (value: string): ValidationResult =>
  isUnifiedSocialCreditCode(value)
    ? valid
    : invalid('请输入正确的统一社会信用代码', 'Enter a valid 18-character unified social credit code');

/**
 * A valid code for test and demo data: a Shenzhen enterprise prefix, nine characters taken from
 * `seed` (letters and digits outside the alphabet are mapped into it), then the check character.
 * Pure: callers bring the randomness (a UUID) or a counter.
 */
export const exampleCreditCode = (seed: string): string => {
  const chars = seed.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const body = Array.from(chars.padStart(9, '0').slice(-9), (char) =>
    CREDIT_CODE_ALPHABET.includes(char) ? char : CREDIT_CODE_ALPHABET.charAt(char.charCodeAt(0) % 31),
  ).join('');
  const first17 = `91440300${body}`;
  return first17 + creditCodeCheckCharacter(first17)!;
};
