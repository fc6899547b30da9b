import fc from 'fast-check';
import { jsonNestingDepth } from './json-body';

describe('JSON nesting depth, counted without parsing', () => {
  it('equals the depth of any JSON value, brackets inside strings not counted', () => {
    const depthOf = (value: unknown): number =>
      Array.isArray(value) ? 1 + Math.max(0, ...value.map(depthOf)) : value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(jsonNestingDepth(JSON.stringify(value))).toBe(depthOf(value));
      }),
    );
    expect(jsonNestingDepth('{"a":"[[[{{\\"[","b":[1]}')).toBe(2);
  });

  it('stops counting as soon as the limit is passed', () => {
    expect(jsonNestingDepth(`${'['.repeat(1_000_000)}`, 32)).toBe(33);
  });
});
