import { clampStep, stepForKey } from './step-navigation';

const key = (name: string, extra: Partial<{ modified: boolean; inEditableField: boolean }> = {}) => ({
  key: name,
  modified: false,
  inEditableField: false,
  ...extra,
});

describe('stepping through a timeline', () => {
  it('moves one event back or forward with the arrow keys, stopping at either end', () => {
    expect(stepForKey(key('ArrowRight'), 1, 3)).toBe(2);
    expect(stepForKey(key('ArrowLeft'), 2, 3)).toBe(1);
    expect(stepForKey(key('ArrowLeft'), 1, 3)).toBeUndefined();
    expect(stepForKey(key('ArrowRight'), 3, 3)).toBeUndefined();
  });

  it('leaves other keys, shortcuts and typing alone', () => {
    expect(stepForKey(key('ArrowDown'), 2, 3)).toBeUndefined();
    expect(stepForKey(key('ArrowRight', { modified: true }), 2, 3)).toBeUndefined();
    expect(stepForKey(key('ArrowRight', { inEditableField: true }), 2, 3)).toBeUndefined();
  });

  it('keeps a step from the URL within the history', () => {
    expect(clampStep(undefined, 4)).toBe(1);
    expect(clampStep(9, 4)).toBe(4);
    expect(clampStep(0, 4)).toBe(1);
    expect(clampStep(3, 0)).toBe(1);
  });
});
