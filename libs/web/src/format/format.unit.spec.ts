import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows an ISO instant in China Standard Time', () => {
    expect(formatDateTime('2026-11-22T07:27:05.123Z')).toBe('2026-11-22 15:27');
  });

  it('reads the server zone-less form as China time', () => {
    expect(formatDateTime('2026-01-02 08:05:00')).toBe('2026-01-02 08:05');
  });

  it('shows "--" for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('')).toBe('--');
    expect(formatDateTime('yesterday')).toBe('--');
  });
});
