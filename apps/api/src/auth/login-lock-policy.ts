/**
 * When wrong passwords lock sign-in, and for how long. A few mistakes are free (people mistype);
 * from then on each failure locks for twice as long as the one before, up to an hour, so a guesser
 * gets a handful of tries an hour while the owner is never locked out for long. Failures are
 * forgotten after an hour without one, and an account's on a correct password.
 *
 * Two subjects are counted: the account (whoever tries it) and the client address (whatever it
 * tries). An address gets more free failures: an office behind one address has many users.
 */
export type LockSubject = 'account' | 'address';

export const FREE_FAILURES: Record<LockSubject, number> = { account: 5, address: 20 };
export const FAILURES_FORGOTTEN_AFTER_MS = 60 * 60_000;
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 60 * 60_000;

/** How long the subject stays locked after its `failures`-th recent wrong password (0 = not locked). */
export const lockDurationMs = (subject: LockSubject, failures: number): number => {
  const free = FREE_FAILURES[subject];
  if (failures < free) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - free), LONGEST_LOCK_MS);
};

/** The spec's style of message: what happened and when to try again, in whole minutes. */
export const lockedMessage = (subject: LockSubject, remainingMs: number): { zh: string; en: string } => {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  const plural = minutes === 1 ? '' : 's';
  return subject === 'account'
    ? {
        zh: `密码错误次数过多，账号已临时锁定，请${minutes}分钟后再试`,
        en: `Too many wrong passwords: the account is locked, try again in ${minutes} minute${plural}`,
      }
    : {
        zh: `该网络登录失败次数过多，已暂停登录，请${minutes}分钟后再试`,
        en: `Too many failed sign-ins from this network: try again in ${minutes} minute${plural}`,
      };
};
