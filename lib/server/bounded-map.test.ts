import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('keeps at most `max` entries, dropping the least recently set', () => {
    const map = new Map<string, number>();
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 3]] as const) setBounded(map, key, value, 3);
    setBounded(map, 'a', 10, 3);
    setBounded(map, 'd', 4, 3);
    expect([...map]).toEqual([['c', 3], ['a', 10], ['d', 4]]);
  });
});
