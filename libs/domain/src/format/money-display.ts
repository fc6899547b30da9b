import { EMPTY_DISPLAY, MONEY_DISPLAY_DECIMALS } from '../constants/limits';
import { roundDecimalString, toPlainDecimal } from './decimal';

/**
 * The money display filter: "--" for any falsy value (0, '', null, undefined, NaN), as the spec
 * says, and for text that is not a number; otherwise the amount with `decimals` places (4 by
 * default), rounded half away from zero on the decimal digits.
 */
export const formatMoney = (value: string | number | null | undefined, decimals: number = MONEY_DISPLAY_DECIMALS): string => {
  if (!value) return EMPTY_DISPLAY;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? toPlainDecimal(value) : '') : value.trim();
  return roundDecimalString(text, decimals) ?? EMPTY_DISPLAY;
};
