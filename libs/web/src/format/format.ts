import { EMPTY_DISPLAY } from '../constants';
import type { Language } from '../i18n/language-store';

/** Spec §5: an empty value shows "--". */
export const display = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? EMPTY_DISPLAY : String(value);

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd HH:mm in the viewer's local time; "--" for missing or invalid input. */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return EMPTY_DISPLAY;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return EMPTY_DISPLAY;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export const formatCount = (language: Language, n: number): string => new Intl.NumberFormat(language).format(n);
