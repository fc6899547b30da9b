import { Messages } from '../constants/messages';
import { invalid, valid, type ValidationResult } from './result';

export type NumericInput = string | number | null | undefined;

/** Plain decimal notation only: no sign, exponent, thousand separators or stray spaces. */
const DECIMAL = /^\d+(\.\d+)?$/;

const isEmpty = (value: NumericInput): boolean => value === null || value === undefined || String(value).trim() === '';

export const isPositiveNumber = (value: NumericInput): boolean => {
  if (isEmpty(value)) return false;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  const text = String(value).trim();
  return DECIMAL.test(text) && /[1-9]/.test(text);
};

const refused = invalid(Messages.positiveNumber.zh, Messages.positiveNumber.en);

/** 请输入大于零的数字 unless the value is a number greater than zero. */
export const validatePositiveNumber = (value: NumericInput): ValidationResult => (isPositiveNumber(value) ? valid : refused);

/** The variant for optional fields: empty passes, anything else must be greater than zero. */
export const validateOptionalPositiveNumber = (value: NumericInput): ValidationResult =>
  isEmpty(value) || isPositiveNumber(value) ? valid : refused;
