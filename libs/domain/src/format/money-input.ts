import { MONEY_INPUT_DECIMALS } from '../constants/limits';
import { roundDecimalString } from './decimal';
import { stripThousandSeparators } from './numeric-input';

/** Drops leading zeros unless the zero is followed by the decimal point ("007" → "7", "0.5" stays). */
export const trimLeadingZeros = (value: string): string => value.replace(/^0+(?=\d)/, '');

/**
 * The money input's blur rule: strip thousand separators, drop leading zeros, then show exactly
 * `decimals` places (2 by default). Empty stays empty; text that is not a number is left alone
 * for the field's validator to flag.
 */
export const moneyOnBlur = (value: string, decimals: number = MONEY_INPUT_DECIMALS): string => {
  const text = stripThousandSeparators(value.trim());
  if (text === '') return '';
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return value;
  return roundDecimalString(trimLeadingZeros(text), decimals) ?? value;
};
