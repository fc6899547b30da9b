import { movedOrder } from './sibling-order';

describe('moving a node among its siblings', () => {
  it('puts it at the new index and keeps the others in order, clamping past either end', () => {
    expect(movedOrder(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movedOrder(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedOrder(['a', 'b', 'c'], 'b', 99)).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
  });
});
