import { CHINA_OFFSET_MINUTES, pad2, parseInstant, wallClock } from './instant';

/**
 * A chat entry's time: month-day hour:minute ("05-01 14:03") in the given zone, China Standard
 * Time unless told otherwise. Unparseable input yields an empty string rather than a wrong time.
 */
export const formatChatTime = (instant: string, zoneOffsetMinutes: number = CHINA_OFFSET_MINUTES): string => {
  const epoch = parseInstant(instant);
  if (epoch === undefined) return '';
  const { month, day, hour, minute } = wallClock(epoch, zoneOffsetMinutes);
  return `${pad2(month)}-${pad2(day)} ${pad2(hour)}:${pad2(minute)}`;
};
