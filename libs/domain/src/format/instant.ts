/**
 * Parses the timestamps the platform exchanges: ISO 8601 with Z or an offset, or the server's
 * zone-less "YYYY-MM-DD HH:mm:ss" (and date-only) form, read as China Standard Time (+08:00)
 * because that is the zone the platform's servers write. Returns epoch milliseconds.
 */
export const CHINA_OFFSET_MINUTES = 8 * 60;

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

const offsetMinutes = (zone: string | undefined): number => {
  if (zone === undefined) return CHINA_OFFSET_MINUTES;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
};

export const parseInstant = (value: string): number | undefined => {
  const match = INSTANT.exec(value.trim());
  if (match === null) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  if (new Date(utc).getUTCDate() !== day) return undefined;
  return utc - offsetMinutes(zone) * 60_000;
};

/** The wall-clock parts of an instant in a zone given as minutes east of UTC. */
export const wallClock = (epochMs: number, zoneOffsetMinutes: number = CHINA_OFFSET_MINUTES) => {
  const shifted = new Date(epochMs + zoneOffsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
};

export const pad2 = (value: number): string => String(value).padStart(2, '0');
