import { describe, expect, it } from 'vitest';
import { condominiumsHref, normalizeUf, parseCondominiumFilters } from './condominiums-params.ts';

describe('normalizeUf', () => {
  it('keeps two letters, upper-cased', () => {
    expect(normalizeUf('sp')).toBe('SP');
    expect(normalizeUf(' r j x')).toBe('RJ');
    expect(normalizeUf('1')).toBe('');
  });
});

describe('parseCondominiumFilters', () => {
  it('reads the filters and a valid page', () => {
    expect(parseCondominiumFilters(new URLSearchParams('nome=Jardim&cidade=Recife&uf=pe&page=2'))).toEqual({
      nome: 'Jardim',
      cidade: 'Recife',
      uf: 'PE',
      page: 2,
    });
    expect(parseCondominiumFilters(new URLSearchParams('page=-3')).page).toBe(1);
    expect(parseCondominiumFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });
});

describe('condominiumsHref', () => {
  it('keeps the filters and leaves page 1 out', () => {
    const filters = { nome: 'Vila', cidade: '', uf: 'SP', page: 1 };
    expect(condominiumsHref(filters, 1)).toBe('/condominios?nome=Vila&uf=SP');
    expect(condominiumsHref(filters, 3)).toBe('/condominios?nome=Vila&uf=SP&page=3');
    expect(condominiumsHref({ nome: '', cidade: '', uf: '', page: 1 }, 1)).toBe('/condominios');
  });
});
