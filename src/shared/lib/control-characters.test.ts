import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters.ts';

describe('findControlCharacter', () => {
  it('names the first field holding one, in reading order', () => {
    expect(findControlCharacter('a\u0000')).toBe('');
    expect(findControlCharacter({ a: 'ok', b: ['x', { c: 'y\u0001', d: '\u0002' }], e: '\u0003' })).toBe(
      'b.1.c',
    );
    expect(findControlCharacter([{ a: 'ok' }, 'z\u007F'])).toBe('1');
  });

  it('accepts tabs and line breaks, and values that are not text', () => {
    expect(
      findControlCharacter({ m: 'a\r\nb\tc', n: 1, o: null, p: true, q: new Uint8Array([0]) }),
    ).toBeNull();
  });

  // The recursive walk overflowed the stack at 5,000 levels (a 500).
  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'fundo\u0000';
    for (let i = 0; i < 200_000; i++) deep = i % 2 ? [deep] : { k: deep };
    const found = findControlCharacter(deep);
    expect(found?.split('.')).toHaveLength(200_000);
    expect(found?.startsWith('0.k.0.k')).toBe(true);
  });
});
