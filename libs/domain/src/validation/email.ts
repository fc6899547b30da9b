import { invalid, valid, type ValidationResult } from './result';

/** Deliberately loose (spec §5): something, an @, a domain with a dot; no whitespace. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

export const validateEmail = (value: string): ValidationResult =>
  isEmail(value) ? valid : invalid('请输入正确的邮箱地址', 'Enter a valid email address');
