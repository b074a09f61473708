import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map.ts';

describe('RecentMap', () => {
  it('keeps the entries read or written most recently, up to its capacity', () => {
    const m = new RecentMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1); // 'a' is now newer than 'b'
    m.set('c', 3);
    expect(m.get('b')).toBeUndefined();
    expect(m.get('a')).toBe(1);
    expect(m.get('c')).toBe(3);
    m.set('a', 4); // rewritten, not duplicated
    expect(m.size).toBe(2);
    expect(m.get('a')).toBe(4);
  });
});
