import { EMPTY_DISPLAY, pad2, parseInstant, wallClock } from '@bk/domain';

/**
 * yyyy-MM-dd HH:mm in China Standard Time, the zone the platform's servers write and its users
 * read (libs/domain's instant rules); "--" for a missing or unreadable value.
 */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return EMPTY_DISPLAY;
  const instant = parseInstant(value);
  if (instant === undefined) return EMPTY_DISPLAY;
  const { year, month, day, hour, minute } = wallClock(instant);
  return `${year}-${pad2(month)}-${pad2(day)} ${pad2(hour)}:${pad2(minute)}`;
};
