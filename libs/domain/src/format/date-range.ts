import { DEFAULT_DATE_RANGE_MONTHS } from '../constants/limits';
import { pad2 } from './instant';

export type DateRange = { start: string; end: string };

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The date helper's initial range: from `months` months before `today` (a YYYY-MM-DD date,
 * passed in) to `today`. The day is clamped, so 05-31 minus three months is the end of February.
 */
export const defaultDateRange = (today: string, months: number = DEFAULT_DATE_RANGE_MONTHS): DateRange | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (match === null) return undefined;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  const index = year * 12 + (month - 1) - months;
  const startYear = Math.floor(index / 12);
  const startMonth = (index % 12) + 1;
  const startDay = Math.min(day, daysIn(startYear, startMonth));
  return { start: `${startYear}-${pad2(startMonth)}-${pad2(startDay)}`, end: today };
};
