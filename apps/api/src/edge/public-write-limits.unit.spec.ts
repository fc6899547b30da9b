import { addressKey } from './public-write-limits';

describe('whom a client address stands for', () => {
  it('is an IPv4 address itself, mapped into IPv6 or not', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64, however it is written", () => {
    expect(addressKey('2001:db8:85a3:0:1:2:3:4')).toBe('2001:db8:85a3:0::/64');
    expect(addressKey('2001:0DB8:85a3::ffff')).toBe('2001:db8:85a3:0::/64');
    expect(addressKey('2001:db8:85a3:0000:ffff::1')).toBe('2001:db8:85a3:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
