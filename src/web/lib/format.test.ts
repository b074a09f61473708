import { describe, expect, it } from 'vitest';
import { formatDate, formatPlace, formatPrice } from './format.ts';

// Intl puts a non-breaking space between "R$" and the amount.
const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatDate', () => {
  it('writes dd/mm/aaaa in Brasília time', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05/03/2026');
    // 01:00 UTC on the 1st is still the previous day in São Paulo (UTC-3).
    expect(formatDate('2026-01-01T01:00:00Z')).toBe('31/12/2025');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPrice', () => {
  it('shows a bare amount in the BRL format', () => {
    expect(formatPrice('45', 4500)).toBe(nb('R$ 45,00'));
    expect(formatPrice('R$1.234,5', 123450)).toBe(nb('R$ 1.234,50'));
    expect(formatPrice('', 900)).toBe(nb('R$ 9,00'));
  });
  it('keeps other text as the advertiser wrote it', () => {
    expect(formatPrice('A partir de R$ 35', 3500)).toBe('A partir de R$ 35');
    expect(formatPrice('R$ 80,00 a hora', 8000)).toBe('R$ 80,00 a hora');
  });
  it('falls back to "A combinar"', () => {
    expect(formatPrice('', null)).toBe('A combinar');
    expect(formatPrice('   ', undefined)).toBe('A combinar');
    expect(formatPrice(null, null)).toBe('A combinar');
  });
});

describe('formatPlace', () => {
  it('writes "Cidade - UF"', () => {
    expect(formatPlace('São Paulo', 'sp')).toBe('São Paulo - SP');
    expect(formatPlace(null, 'RJ')).toBe('RJ');
    expect(formatPlace(' ', null)).toBeNull();
  });
});
