import { describe, expect, it } from 'vitest';
import {
  deserializeSavedFilters,
  filtersToSearch,
  hasActiveFilters,
  listingsHref,
  parseFilters,
  resultsLabel,
  serializeSavedFilters,
  sortChoices,
  sortValue,
  toApiQuery,
} from './listing-filters.ts';

describe('parseFilters', () => {
  it('reads every filter of spec 1 §2 and drops invalid values', () => {
    const f = parseFilters(
      'q=bolo&tipo=2&categoria=5&subcategoria=x&cidade=Campinas&uf=sp&precoMin=10&sort=preco&order=asc&condicao=novo&transacao=venda,troca&transacao=foo&page=3&limit=24',
    );
    expect(f).toEqual({
      q: 'bolo',
      tipo: '2',
      categoria: '5',
      cidade: 'Campinas',
      estado: 'SP',
      precoMin: '10',
      sort: 'preco',
      order: 'asc',
      condicao: 'novo',
      transacao: ['venda', 'troca'],
      page: 3,
      limit: 24,
    });
  });

  it('accepts only types 1 to 4 and known sorts', () => {
    expect(parseFilters('tipo=5&sort=preço&order=up')).toEqual({});
  });

  it('leaves defaults out (page 1, limit 12)', () => {
    expect(parseFilters('page=1&limit=12')).toEqual({});
  });
});

describe('filtersToSearch', () => {
  it('writes a stable query string with repeated transacao', () => {
    expect(filtersToSearch({ transacao: ['venda', 'troca'], tipo: '1', q: 'aula de inglês', page: 2 })).toBe(
      'q=aula+de+ingl%C3%AAs&tipo=1&transacao=venda&transacao=troca&page=2',
    );
  });

  it('round-trips through parseFilters', () => {
    const f = { q: 'x', tipo: '3', estado: 'RJ', cidade: 'Niterói', transacao: ['locacao'], page: 4 };
    expect(parseFilters(filtersToSearch(f))).toEqual(f);
  });

  it('builds the /anuncios link', () => {
    expect(listingsHref({})).toBe('/anuncios');
    expect(listingsHref({ tipo: '2', categoria: '7' })).toBe('/anuncios?tipo=2&categoria=7');
  });
});

describe('toApiQuery', () => {
  it('always sends page and limit', () => {
    expect(toApiQuery({ q: 'bolo' })).toEqual({ page: 1, limit: 12, q: 'bolo' });
  });
});

describe('saved filters (anuncios_filters_v1)', () => {
  it('saves without the page and restores the same filters', () => {
    const saved = serializeSavedFilters({ q: 'bolo', tipo: '2', page: 5 });
    expect(saved).toBe('{"q":"bolo","tipo":"2"}');
    expect(deserializeSavedFilters(saved)).toEqual({ q: 'bolo', tipo: '2' });
  });

  it('saves nothing without filters', () => {
    expect(serializeSavedFilters({ page: 2 })).toBeNull();
    expect(hasActiveFilters({ page: 2, limit: 24 })).toBe(false);
  });

  it('ignores garbage', () => {
    expect(deserializeSavedFilters('not json')).toBeNull();
    expect(deserializeSavedFilters('[1,2]')).toBeNull();
    expect(deserializeSavedFilters('{"tipo":"9"}')).toBeNull();
    expect(deserializeSavedFilters('{"tipo":2,"transacao":["venda","x"]}')).toEqual({
      tipo: '2',
      transacao: ['venda'],
    });
  });
});

describe('resultsLabel', () => {
  it("says 'mais de' when the total is a lower bound", () => {
    expect(resultsLabel(10000, false)).toBe('mais de 10.000 resultados');
    expect(resultsLabel(1, true)).toBe('1 resultado');
    expect(resultsLabel(0, true)).toBe('0 resultados');
  });
});

describe('the order (sort-control.tsx)', () => {
  it('reads `ordenar` from the form without JavaScript', () => {
    expect(parseFilters('q=bolo&ordenar=preco:desc')).toEqual({ q: 'bolo', sort: 'preco', order: 'desc' });
    expect(parseFilters('ordenar=&sort=preco')).toEqual({});
    expect(parseFilters('ordenar=preco:lado&sort=titulo')).toEqual({ sort: 'titulo' });
  });

  it('offers relevance only with text, and every order the API sorts by', () => {
    expect(sortChoices(true).map((c) => c.label)).toContain('Relevância');
    expect(sortChoices(false).map((c) => c.label)).not.toContain('Relevância');
    const values = sortChoices(false).map((c) => c.value);
    expect(values).toEqual(expect.arrayContaining(['preco:asc', 'preco:desc', 'data:asc', 'titulo:asc']));
    expect(values).not.toContain('data:desc'); // the default without text
  });

  it('maps the URL to one of the choices', () => {
    expect(sortValue({})).toBe('');
    expect(sortValue({ sort: 'preco' })).toBe('preco:asc');
    expect(sortValue({ sort: 'data' })).toBe('');
    expect(sortValue({ q: 'x', sort: 'data' })).toBe('data:desc');
    for (const hasText of [true, false])
      for (const c of sortChoices(hasText)) {
        const [sort, order] = c.value.split(':');
        expect(sortValue({ q: hasText ? 'x' : undefined, sort: sort || undefined, order })).toBe(c.value);
      }
  });
});
