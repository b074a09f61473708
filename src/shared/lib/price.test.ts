import { describe, expect, it } from 'vitest';
import { formatCents, parsePriceCents } from './price.ts';

describe('parsePriceCents', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    ['150', 15000],
    ['R$ 80,00 a hora', 8000],
    ['R$ 50 - R$ 80', 5000],
    ['R$35', 3500],
    ['r$ 35,9', 3590],
    ['R$ 1.500', 150000],
    ['10.50', 1050],
    ['1.234.567,89', 123456789],
    ['Aulas 2x por semana, R$ 80,00 por mês', 8000],
    ['A partir de 45,00', 4500],
    ['1,5 mil', 150000],
    ['R$ 2 mil', 200000],
    ['Apenas R$ 35.', 3500],
    ['R$ 0,00', 0],
  ])('%j -> %j', (input, expected) => {
    expect(parsePriceCents(input)).toBe(expected);
  });

  it.each(['A combinar', '', 'Grátis', 'sob consulta', 'R$'])('%j -> null', (input) => {
    expect(parsePriceCents(input)).toBeNull();
  });

  it('caps absurd values and never throws', () => {
    expect(parsePriceCents('9'.repeat(40))).toBe(10 ** 13);
    expect(parsePriceCents('R$ 999.999.999.999.999,99')).toBe(10 ** 13);
    expect(parsePriceCents(undefined as unknown as string)).toBeNull();
  });
});

describe('formatCents', () => {
  const plain = (s: string) => s.replace(/\s/g, ' ');
  it('formats cents as reais', () => {
    expect(plain(formatCents(123456))).toBe('R$ 1.234,56');
    expect(plain(formatCents(14990))).toBe('R$ 149,90');
    expect(plain(formatCents(0))).toBe('R$ 0,00');
  });
});
