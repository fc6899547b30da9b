/**
 * When wrong passwords lock an account, and for how long. The first few mistakes are free (people
 * mistype); from then on each failure locks the account for twice as long as the one before, up
 * to a cap, so a guesser gets a handful of tries an hour while the owner is never locked out for
 * long. A correct password after the lock ends clears the count.
 */
export const FREE_FAILURES = 5;
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 60 * 60_000;

/** How long the account stays locked after its `failures`-th consecutive wrong password (0 = not locked). */
export const lockDurationMs = (failures: number): number => {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES), LONGEST_LOCK_MS);
};

/** The spec's style of message: what happened and when to try again, in whole minutes. */
export const lockedMessage = (remainingMs: number): { zh: string; en: string } => {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return {
    zh: `密码错误次数过多，账号已临时锁定，请${minutes}分钟后再试`,
    en: `Too many wrong passwords: the account is locked, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  };
};
