/**
 * Scheduled publication: the picker speaks the editor's local wall time ("YYYY-MM-DD HH:mm:ss"),
 * the API an instant. Converting here, in one place, keeps the list, the form and the request
 * agreeing on what "tomorrow at nine" means.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant a local wall time names; undefined for anything else. */
export const localToInstant = (local: string): string | undefined => {
  const match = LOCAL.exec(local.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, match[6] === undefined ? 0 : Number(match[6]));
  // new Date rolls 2026-02-30 over into March: refuse it instead.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date.toISOString();
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The picker's value for an instant, in the browser's time zone. */
export const instantToLocal = (instant: string): string | undefined => {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** A schedule must lie at least this far ahead: the request and the timer need a moment. */
export const SCHEDULE_MIN_LEAD_MS = 60_000;

export type ScheduleProblem = 'invalid' | 'past';

export const scheduleProblem = (local: string, now: Date): ScheduleProblem | undefined => {
  const instant = localToInstant(local);
  if (instant === undefined) return 'invalid';
  return new Date(instant).getTime() - now.getTime() < SCHEDULE_MIN_LEAD_MS ? 'past' : undefined;
};
