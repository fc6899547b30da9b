import { FREE_FAILURES, lockDurationMs, lockedMessage } from './login-lock-policy';

describe('login lock policy', () => {
  it('forgives the first few mistakes, then doubles the lock with every further failure up to an hour', () => {
    const durations = Array.from({ length: 14 }, (_, index) => lockDurationMs(index + 1) / 60_000);
    expect(durations.slice(0, FREE_FAILURES - 1)).toEqual([0, 0, 0, 0]);
    expect(durations.slice(FREE_FAILURES - 1)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
  });

  it('says when to try again in whole minutes, never zero', () => {
    expect(lockedMessage(1_000).zh).toBe('密码错误次数过多，账号已临时锁定，请1分钟后再试');
    expect(lockedMessage(125_000).en).toBe('Too many wrong passwords: the account is locked, try again in 3 minutes');
  });
});
