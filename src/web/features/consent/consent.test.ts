import { describe, expect, it } from 'vitest';
import { acceptAll, makeChoice, parseChoice, rejectAll } from './consent.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('consent choices', () => {
  it('accept and reject set every optional category, necessary always on', () => {
    expect(acceptAll(NOW)).toEqual({
      version: 1,
      timestamp: '2026-11-22T10:00:00.000Z',
      categories: { necessarios: true, preferencias: true, analiticos: true, marketing: true },
    });
    expect(rejectAll(NOW).categories).toEqual({
      necessarios: true,
      preferencias: false,
      analiticos: false,
      marketing: false,
    });
  });

  it('round-trips through storage text', () => {
    const choice = makeChoice({ preferencias: true, analiticos: false, marketing: false }, NOW);
    expect(parseChoice(JSON.stringify(choice))).toEqual(choice);
  });

  it('asks again for absent, malformed or other-version choices', () => {
    expect(parseChoice(null)).toBeNull();
    expect(parseChoice('not json')).toBeNull();
    expect(parseChoice(JSON.stringify({ ...acceptAll(NOW), version: 0 }))).toBeNull();
    expect(parseChoice(JSON.stringify({ ...acceptAll(NOW), timestamp: 'ontem' }))).toBeNull();
    expect(
      parseChoice(JSON.stringify({ version: 1, timestamp: NOW.toISOString(), categories: {} })),
    ).toBeNull();
  });
});
