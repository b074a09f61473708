import { describe, expect, it } from 'vitest';
import { shortcutOf } from './queue-shortcuts.ts';

const press = (key: string, over: Partial<Parameters<typeof shortcutOf>[0]> = {}) =>
  shortcutOf({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target: { tagName: 'BODY' } as unknown as EventTarget,
    ...over,
  });

describe('shortcutOf (the moderation queue keys)', () => {
  it('J/K move, A approves, R rejects, P previews, in either case', () => {
    expect(['j', 'k', 'a', 'r', 'p', 'J', 'A'].map((k) => press(k))).toEqual([
      'next',
      'previous',
      'approve',
      'reject',
      'preview',
      'next',
      'approve',
    ]);
    expect(press('x')).toBeNull();
    expect(press('Enter')).toBeNull();
  });

  it('ignores keys typed in a field, and keys with Ctrl, Cmd or Alt (the browser keeps them)', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(press('a', { target: { tagName } as unknown as EventTarget })).toBeNull();
    }
    expect(
      press('a', { target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget }),
    ).toBeNull();
    expect(press('r', { ctrlKey: true })).toBeNull();
    expect(press('r', { metaKey: true })).toBeNull();
    expect(press('j', { altKey: true })).toBeNull();
    expect(press('j', { defaultPrevented: true })).toBeNull();
    expect(press('j', { target: null })).toBe('next');
  });
});
