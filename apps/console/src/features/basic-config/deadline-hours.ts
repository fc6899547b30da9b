const HOURS_PER_DAY = 24;

/**
 * A deadline in hours as days, for the hint under the field: exact when whole or a clean fraction
 * (36 h = 1.5 days), else rounded to two decimals. Undefined for a value that is not a number yet.
 */
export const hoursInDays = (hours: string): { days: string; exact: boolean } | undefined => {
  if (hours.trim() === '') return undefined;
  const value = Number(hours);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const days = value / HOURS_PER_DAY;
  const rounded = Math.round(days * 100) / 100;
  return { days: String(rounded), exact: rounded === days };
};
