import { EMPTY_DISPLAY } from '../constants/limits';

/** Null, undefined and blank text display as "--"; zero and false are values and display as such. */
export const displayOrDash = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return EMPTY_DISPLAY;
  if (typeof value === 'number' && Number.isNaN(value)) return EMPTY_DISPLAY;
  const text = String(value);
  return text.trim() === '' ? EMPTY_DISPLAY : text;
};
