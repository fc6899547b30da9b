import { NEW_TAG_DAYS } from '../constants/limits';
import { parseInstant } from './instant';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The "new" tag: published less than `days` (7) days before `now`. Both times are passed in.
 * A publish time slightly after `now` (clock skew between server and browser) still counts as new.
 */
export const isNew = (publishedAt: string, now: string, days: number = NEW_TAG_DAYS): boolean => {
  const published = parseInstant(publishedAt);
  const current = parseInstant(now);
  if (published === undefined || current === undefined) return false;
  return current - published < days * DAY_MS;
};
