import { describe, expect, it } from 'vitest';
import { filterOptions, fold, isLongEnough, listStatus, moveActive } from './combobox-options.ts';

const STATES = [
  { value: 'PA', label: 'Pará' },
  { value: 'PR', label: 'Paraná' },
  { value: 'SP', label: 'São Paulo' },
  { value: 'AP', label: 'Amapá' },
];

describe('fold', () => {
  it('drops accents, case and extra spaces', () => {
    expect(fold('  São   PAULO ')).toBe('sao paulo');
    expect(fold('Açaí')).toBe('acai');
  });
});

describe('isLongEnough', () => {
  it('counts letters without the outer spaces', () => {
    expect(isLongEnough(' a ', 2)).toBe(false);
    expect(isLongEnough('ão', 2)).toBe(true);
    expect(isLongEnough('', 0)).toBe(true);
  });
});

describe('filterOptions', () => {
  it('lists labels that start with the text first, then those containing it, ignoring accents', () => {
    expect(filterOptions(STATES, 'pa', 10).map((o) => o.value)).toEqual(['PA', 'PR', 'SP', 'AP']);
    expect(filterOptions(STATES, 'PARANA', 10).map((o) => o.value)).toEqual(['PR']);
    expect(filterOptions(STATES, 'apa', 10).map((o) => o.value)).toEqual(['AP']);
  });
  it('lists everything for no text, and at most `max`', () => {
    expect(filterOptions(STATES, '  ', 10)).toHaveLength(4);
    expect(filterOptions(STATES, '', 2)).toHaveLength(2);
    expect(filterOptions(STATES, 'xyz', 10)).toEqual([]);
  });
});

describe('moveActive', () => {
  it('goes down and wraps from the last option to the first (APG)', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(1, 'ArrowDown', 3)).toBe(2);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(0);
  });
  it('goes up and wraps from the first option (or none) to the last', () => {
    expect(moveActive(2, 'ArrowUp', 3)).toBe(1);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
  });
  it('has nothing to move to in an empty list', () => {
    expect(moveActive(0, 'ArrowDown', 0)).toBe(-1);
    expect(moveActive(-1, 'ArrowUp', 0)).toBe(-1);
  });
});

describe('listStatus', () => {
  it('tells how many suggestions there are, a look-up under way, or no match', () => {
    expect(listStatus(1, 'answered')).toBe('1 sugestão. Use as setas para escolher.');
    expect(listStatus(3, 'loading')).toBe('3 sugestões. Use as setas para escolher.');
    expect(listStatus(0, 'loading')).toBe('Buscando sugestões...');
    expect(listStatus(0, 'answered')).toBe('Nenhuma sugestão.');
    expect(listStatus(0, 'idle')).toBe('');
  });
});
