import { invalid, valid, type ValidationResult } from './result';

/**
 * Spec §5 illegal-string check: backquote, backslash, asterisk, angle brackets, question mark,
 * colon (ASCII and full-width), quotes, pipe, and any whitespace (tabs and newlines included).
 */
export const ILLEGAL_CHARACTERS = ['`', '\\', '*', '<', '>', '?', ':', '：', '"', "'", '|'] as const;

const ILLEGAL_PATTERN = /[`\\*<>?:："'|\s]/;

export const containsIllegalCharacters = (value: string): boolean => ILLEGAL_PATTERN.test(value);

export const validateNoIllegalCharacters = (value: string): ValidationResult =>
  containsIllegalCharacters(value)
    ? invalid(
        `不能包含空格或下列特殊字符：${ILLEGAL_CHARACTERS.join(' ')}`,
        `Must not contain whitespace or any of: ${ILLEGAL_CHARACTERS.join(' ')}`,
      )
    : valid;
