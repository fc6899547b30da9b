import { FREE_FAILURES, lockDurationMs, lockedMessage } from './login-lock-policy';

describe('login lock policy', () => {
  it('forgives an account its first few mistakes, then doubles the lock with every further failure up to an hour', () => {
    const minutes = Array.from({ length: 14 }, (_, index) => lockDurationMs('account', index + 1) / 60_000);
    expect(minutes.slice(0, FREE_FAILURES.account - 1)).toEqual([0, 0, 0, 0]);
    expect(minutes.slice(FREE_FAILURES.account - 1)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
  });

  it('gives a client address more free failures than one account, with the same doubling after them', () => {
    expect(lockDurationMs('address', FREE_FAILURES.address - 1)).toBe(0);
    expect(lockDurationMs('address', FREE_FAILURES.address)).toBe(60_000);
    expect(lockDurationMs('address', FREE_FAILURES.address + 3)).toBe(8 * 60_000);
  });

  it('says what is locked and when to try again, in whole minutes and never zero', () => {
    expect(lockedMessage('account', 1_000).zh).toBe('密码错误次数过多，账号已临时锁定，请1分钟后再试');
    expect(lockedMessage('account', 125_000).en).toBe('Too many wrong passwords: the account is locked, try again in 3 minutes');
    expect(lockedMessage('address', 59_000).zh).toBe('该网络登录失败次数过多，已暂停登录，请1分钟后再试');
  });
});
