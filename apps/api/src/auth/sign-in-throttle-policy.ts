/**
 * How wrong passwords slow sign-in down, without giving anyone a way to lock the owner out.
 *
 * - An account and client address *pair* gets a few free failures (people mistype), then each
 *   further failure makes that address wait before trying that account again, twice as long as
 *   the last time, up to a quarter of an hour. A guesser elsewhere never delays the owner.
 * - A client address gets more free failures across all accounts (an office shares one), then the
 *   same doubling: one address cannot spray every account.
 * - An account has a ceiling per fixed hour that only guessing from many addresses reaches (one
 *   address is held to far fewer by its own delays). Past it, only addresses the account has
 *   signed in from recently get through; an administrator's unlock opens it for everyone.
 *
 * Pure: the throttle reads the three counters (locked) and the database's clock, asks
 * `decideAttempt`, and writes back what it answers, all before the password is checked.
 */
export type ThrottleSubject = 'pair' | 'address' | 'account';

export const SIGN_IN_THROTTLE = {
  freeFailures: { pair: 5, address: 20 },
  firstWaitMs: 30_000,
  longestWaitMs: 15 * 60_000,
  /** A pair's or an address's failures are forgotten after this long without one. */
  forgottenAfterMs: 60 * 60_000,
  accountCeiling: 50,
  accountWindowMs: 60 * 60_000,
  /** An address the account signed in from within this time passes the account's ceiling. */
  trustedForMs: 30 * 24 * 60 * 60_000,
} as const;

/** One counter as stored; times are milliseconds since the epoch, on the database's clock. */
export type Counter = {
  failures: number;
  lastFailedAt: number | null;
  waitUntil: number | null;
  windowStartedAt: number | null;
  signedInAt: number | null;
};

export type Counters = Record<ThrottleSubject, Counter>;

export type AttemptDecision =
  | { kind: 'refused'; subject: ThrottleSubject; retryAfterMs: number }
  /** `next` is written before the password is checked: the attempt counts as a failure unless refunded. */
  | { kind: 'allowed'; next: Counters; ifWrong: { wait?: { subject: 'pair' | 'address'; ms: number }; ceilingReached: boolean } };

export const emptyCounter: Counter = { failures: 0, lastFailedAt: null, waitUntil: null, windowStartedAt: null, signedInAt: null };

/** How long the subject waits after its `failures`-th recent failure (0 = no wait). */
export const waitAfterFailureMs = (subject: 'pair' | 'address', failures: number): number => {
  const free = SIGN_IN_THROTTLE.freeFailures[subject];
  if (failures <= free) return 0;
  return Math.min(SIGN_IN_THROTTLE.firstWaitMs * 2 ** (failures - free - 1), SIGN_IN_THROTTLE.longestWaitMs);
};

const recentFailures = (counter: Counter, now: number): number =>
  counter.lastFailedAt !== null && counter.lastFailedAt > now - SIGN_IN_THROTTLE.forgottenAfterMs ? counter.failures : 0;

const windowLive = (counter: Counter, now: number): boolean =>
  counter.windowStartedAt !== null && counter.windowStartedAt > now - SIGN_IN_THROTTLE.accountWindowMs;

const waiting = (counter: Counter, now: number): number => (counter.waitUntil !== null && counter.waitUntil > now ? counter.waitUntil - now : 0);

const oneMoreFailure = (subject: 'pair' | 'address', counter: Counter, now: number): Counter => {
  const failures = recentFailures(counter, now) + 1;
  const wait = waitAfterFailureMs(subject, failures);
  return { ...counter, failures, lastFailedAt: now, waitUntil: wait > 0 ? now + wait : counter.waitUntil };
};

/** Whether this attempt may have its password checked, and the counters as if it were wrong. */
export const decideAttempt = (counters: Counters, now: number): AttemptDecision => {
  const { pair, address, account } = counters;
  const pairWait = waiting(pair, now);
  if (pairWait > 0) return { kind: 'refused', subject: 'pair', retryAfterMs: pairWait };
  const addressWait = waiting(address, now);
  if (addressWait > 0) return { kind: 'refused', subject: 'address', retryAfterMs: addressWait };
  const live = windowLive(account, now);
  const accountFailures = live ? account.failures : 0;
  const trusted = pair.signedInAt !== null && pair.signedInAt > now - SIGN_IN_THROTTLE.trustedForMs;
  if (accountFailures >= SIGN_IN_THROTTLE.accountCeiling && !trusted) {
    return { kind: 'refused', subject: 'account', retryAfterMs: account.windowStartedAt! + SIGN_IN_THROTTLE.accountWindowMs - now };
  }
  const next: Counters = {
    pair: oneMoreFailure('pair', pair, now),
    address: oneMoreFailure('address', address, now),
    account: { ...account, failures: accountFailures + 1, lastFailedAt: now, windowStartedAt: live ? account.windowStartedAt : now },
  };
  const pairWaitMs = waitAfterFailureMs('pair', next.pair.failures);
  const addressWaitMs = waitAfterFailureMs('address', next.address.failures);
  const wait =
    pairWaitMs === 0 && addressWaitMs === 0
      ? undefined
      : pairWaitMs >= addressWaitMs
        ? { subject: 'pair' as const, ms: pairWaitMs }
        : { subject: 'address' as const, ms: addressWaitMs };
  return { kind: 'allowed', next, ifWrong: { wait, ceilingReached: next.account.failures === SIGN_IN_THROTTLE.accountCeiling } };
};

/** What the spec's style of message says: what happened and when to try again, in the user's units. */
export const throttledMessage = (subject: ThrottleSubject, retryAfterMs: number): { zh: string; en: string } => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const zhWhen = seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`;
  const enWhen = seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
  switch (subject) {
    case 'pair':
      return { zh: `密码错误次数过多，请${zhWhen}后再试`, en: `Too many wrong passwords: try again in ${enWhen}` };
    case 'address':
      return { zh: `该网络登录失败次数过多，请${zhWhen}后再试`, en: `Too many failed sign-ins from this network: try again in ${enWhen}` };
    case 'account':
      return {
        zh: `该账号近期有大量异常登录尝试，暂不能从新的网络登录，请${zhWhen}后再试或联系本协会管理员解锁`,
        en: `This account is under attack: sign in from a network you used before, ask an administrator to unlock it, or try again in ${enWhen}`,
      };
  }
};
