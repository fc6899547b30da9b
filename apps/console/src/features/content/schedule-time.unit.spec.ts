import { instantToLocal, localToInstant, scheduleProblem } from './schedule-time';

describe('schedule time', () => {
  it('round-trips a local wall time through the instant the API stores', () => {
    const instant = localToInstant('2026-12-01 09:30:00')!;
    expect(instantToLocal(instant)).toBe('2026-12-01 09:30:00');
    expect(localToInstant('2026-12-01T09:30')).toBe(instant);
  });

  it('refuses days that do not exist and anything that is not a time', () => {
    expect(localToInstant('2026-02-30 09:00:00')).toBeUndefined();
    expect(localToInstant('tomorrow')).toBeUndefined();
    expect(instantToLocal('not an instant')).toBeUndefined();
  });

  it('asks for a time at least a minute ahead', () => {
    const now = new Date(localToInstant('2026-12-01 09:00:00')!);
    expect(scheduleProblem('2026-12-01 09:00:30', now)).toBe('past');
    expect(scheduleProblem('2026-11-30 09:00:00', now)).toBe('past');
    expect(scheduleProblem('2026-12-01 09:01:00', now)).toBeUndefined();
    expect(scheduleProblem('', now)).toBe('invalid');
  });
});
