import { invalid, valid, type ValidationResult } from './result';

/** Mainland mobile numbers: 11 digits, a leading 1, then 3–9 (spec §5). */
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const isMobilePhone = (value: string): boolean => MOBILE_PATTERN.test(value);

export const validateMobilePhone = (value: string): ValidationResult =>
  isMobilePhone(value) ? valid : invalid('请输入正确的手机号码', 'Enter a valid 11-digit mobile number');
