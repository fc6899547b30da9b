import { NUMERIC_INPUT_DECIMALS } from '../constants/limits';

/** Removes thousand separators (ASCII and full-width commas) from an amount. */
export const stripThousandSeparators = (value: string): string => value.replace(/[,，]/g, '');

/** Keeps digits only: for integer fields as the user types. */
export const integerOnly = (value: string): string => value.replace(/\D/g, '');

/**
 * Keeps digits and one decimal point, with at most `decimals` digits after it (extra digits are
 * dropped, not rounded: this runs on every keystroke). A leading point becomes "0.".
 */
export const numericOnly = (value: string, decimals: number = NUMERIC_INPUT_DECIMALS): string => {
  const cleaned = stripThousandSeparators(value).replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point < 0) return cleaned;
  const integer = cleaned.slice(0, point) || '0';
  if (decimals <= 0) return integer;
  const fraction = cleaned.slice(point + 1).replace(/\./g, '').slice(0, decimals);
  return `${integer}.${fraction}`;
};
