import { decideAttempt, emptyCounter, SIGN_IN_THROTTLE, throttledMessage, waitAfterFailureMs, type Counters } from './sign-in-throttle-policy';

const NOW = Date.UTC(2026, 2, 1, 9, 0, 0);
const fresh = (): Counters => ({ pair: emptyCounter, address: emptyCounter, account: emptyCounter });

/** Runs `count` wrong passwords through the policy at one instant, as the throttle would, and answers the counters and the decisions. */
const wrongPasswords = (count: number, start = fresh()) => {
  let counters = start;
  const decisions = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const decision = decideAttempt(counters, NOW);
    decisions.push(decision);
    if (decision.kind === 'allowed') counters = decision.next;
  }
  return { counters, decisions };
};

describe('sign-in throttle policy', () => {
  it('lets a pair make its free failures, then doubles the wait after each further one up to a quarter of an hour', () => {
    const free = SIGN_IN_THROTTLE.freeFailures.pair;
    const waits = Array.from({ length: free + 8 }, (_, index) => waitAfterFailureMs('pair', index + 1) / 1000);
    expect(waits.slice(0, free)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(free)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('gives a client address more free failures across accounts, with the same doubling after them', () => {
    expect(waitAfterFailureMs('address', SIGN_IN_THROTTLE.freeFailures.address)).toBe(0);
    expect(waitAfterFailureMs('address', SIGN_IN_THROTTLE.freeFailures.address + 1)).toBe(30_000);
  });

  it('checks exactly the free failures and one more, however many guesses arrive at once', () => {
    const { decisions, counters } = wrongPasswords(11);
    expect(decisions.filter((decision) => decision.kind === 'allowed')).toHaveLength(SIGN_IN_THROTTLE.freeFailures.pair + 1);
    expect(decisions.slice(SIGN_IN_THROTTLE.freeFailures.pair + 1)).toEqual(Array(5).fill({ kind: 'refused', subject: 'pair', retryAfterMs: 30_000 }));
    expect(counters.pair.failures).toBe(6);
    const sixth = decisions[SIGN_IN_THROTTLE.freeFailures.pair];
    expect(sixth).toMatchObject({ kind: 'allowed', ifWrong: { wait: { subject: 'pair', ms: 30_000 } } });
  });

  it('forgets a pair\'s failures an hour after the last one', () => {
    const { counters } = wrongPasswords(6);
    const later = decideAttempt(counters, NOW + SIGN_IN_THROTTLE.forgottenAfterMs + 1);
    expect(later).toMatchObject({ kind: 'allowed', next: { pair: { failures: 1 } }, ifWrong: { wait: undefined } });
  });

  it('holds an account back only at its ceiling, and then lets through an address it signed in from recently', () => {
    const atCeiling: Counters = { ...fresh(), account: { ...emptyCounter, failures: SIGN_IN_THROTTLE.accountCeiling, windowStartedAt: NOW - 10 * 60_000 } };
    expect(decideAttempt(atCeiling, NOW)).toEqual({ kind: 'refused', subject: 'account', retryAfterMs: 50 * 60_000 });
    const known = { ...atCeiling, pair: { ...emptyCounter, signedInAt: NOW - 24 * 60 * 60_000 } };
    expect(decideAttempt(known, NOW).kind).toBe('allowed');
    // The hour over, the ceiling starts again.
    expect(decideAttempt(atCeiling, NOW + 50 * 60_000 + 1)).toMatchObject({ kind: 'allowed', next: { account: { failures: 1 } } });
  });

  it('says when the ceiling was reached, so it is audited once', () => {
    const below: Counters = { ...fresh(), account: { ...emptyCounter, failures: SIGN_IN_THROTTLE.accountCeiling - 1, windowStartedAt: NOW } };
    expect(decideAttempt(below, NOW)).toMatchObject({ kind: 'allowed', ifWrong: { ceilingReached: true } });
    expect(decideAttempt(fresh(), NOW)).toMatchObject({ kind: 'allowed', ifWrong: { ceilingReached: false } });
  });

  it('says what holds the attempt back and when to try again, never zero', () => {
    expect(throttledMessage('pair', 30_000).zh).toBe('密码错误次数过多，请30秒后再试');
    expect(throttledMessage('pair', 200).zh).toBe('密码错误次数过多，请1秒后再试');
    expect(throttledMessage('address', 125_000).zh).toBe('该网络登录失败次数过多，请3分钟后再试');
    expect(throttledMessage('account', 50 * 60_000).zh).toBe('该账号近期有大量异常登录尝试，暂不能从新的网络登录，请50分钟后再试或联系本协会管理员解锁');
  });
});
