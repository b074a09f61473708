import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAll, rejectAll, saveChoice } from './consent.ts';
import {
  parseRecent,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  saveRecentSearches,
  withoutRecent,
  withRecent,
} from './recent-searches.ts';

describe('withRecent / withoutRecent', () => {
  it('puts the newest text first, once, whatever its case, accents or spaces', () => {
    let list = withRecent([], 'bolo');
    list = withRecent(list, 'Eletricista');
    list = withRecent(list, '  BOLO  ');
    expect(list).toEqual(['BOLO', 'Eletricista']);
    expect(withRecent(['eletricista'], 'Eletrícista')).toEqual(['Eletrícista']);
    expect(withRecent(['a b'], 'a    b')).toEqual(['a b']);
  });

  it(`keeps the last ${RECENT_SEARCHES_MAX} and ignores blank text`, () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = withRecent(list, `busca ${i}`);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe('busca 12');
    expect(list.at(-1)).toBe('busca 5');
    expect(withRecent(list, '   ')).toEqual(list);
  });

  it('removes one text, compared the same way', () => {
    expect(withoutRecent(['Bolo', 'faxina'], 'bolo')).toEqual(['faxina']);
  });
});

describe('parseRecent', () => {
  it('reads the stored order and drops anything malformed', () => {
    expect(parseRecent(JSON.stringify(['novo', 'velho', 'NOVO', 3, '']))).toEqual(['novo', 'velho']);
    expect(parseRecent('{')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent(null)).toEqual([]);
  });
});

describe('storage (a "Preferências" entry, ADR 008)', () => {
  let data: Map<string, string>;
  beforeEach(() => {
    data = new Map();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => data.set(k, v),
        removeItem: (k: string) => data.delete(k),
      },
      dispatchEvent: () => true,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps nothing without consent', () => {
    saveChoice(rejectAll());
    expect(saveRecentSearches(['bolo'])).toEqual([]);
    expect(data.has(RECENT_SEARCHES_KEY)).toBe(false);
    expect(readRecentSearches()).toEqual([]);
  });

  it('keeps and reads them with consent; withdrawing it erases them', () => {
    saveChoice(acceptAll());
    expect(saveRecentSearches(['bolo', 'faxina'])).toEqual(['bolo', 'faxina']);
    expect(readRecentSearches()).toEqual(['bolo', 'faxina']);
    expect(saveRecentSearches([])).toEqual([]);
    expect(data.has(RECENT_SEARCHES_KEY)).toBe(false);
    saveRecentSearches(['bolo']);
    saveChoice(rejectAll());
    expect(data.has(RECENT_SEARCHES_KEY)).toBe(false);
  });
});
