import { describe, expect, it } from 'vitest';
import {
  hasSearchCriteria,
  normaliseSavedQuery,
  savedSearchApiFilters,
  savedSearchPath,
} from './saved-search-query.ts';

describe('saved search queries (issue 36 item 1)', () => {
  it('/anuncios: known filters in a fixed order, paging dropped, uf as estado, ordenar as sort and order', () => {
    expect(normaliseSavedQuery('anuncios', '?page=3&uf=SP&q=%20bolo%20&limit=48&foo=1')).toBe(
      'q=bolo&estado=SP',
    );
    expect(
      normaliseSavedQuery('anuncios', 'ordenar=preco:asc&q=bolo&transacao=venda,troca&transacao=venda'),
    ).toBe('q=bolo&sort=preco&order=asc&transacao=troca&transacao=venda');
    expect(normaliseSavedQuery('anuncios', 'estado=SP&q=bolo')).toBe(
      normaliseSavedQuery('anuncios', 'q=bolo&uf=SP'),
    );
  });

  it('/busca: the mode and its fields only, then the catalogue', () => {
    expect(normaliseSavedQuery('busca', 'rua=X&condominio=Jardins&tipo=3')).toBe(
      'searchType=condominio&condominio=Jardins&tipo=3',
    );
    expect(normaliseSavedQuery('busca', 'searchType=endereco&rua=Rua+A&condominio=Y')).toBe(
      'searchType=endereco&rua=Rua+A',
    );
  });

  it('a search with no text or filter has nothing to save (the order alone is not one)', () => {
    expect(hasSearchCriteria('anuncios', normaliseSavedQuery('anuncios', 'page=2&sort=data'))).toBe(false);
    expect(hasSearchCriteria('busca', normaliseSavedQuery('busca', 'searchType=endereco'))).toBe(false);
    expect(hasSearchCriteria('busca', normaliseSavedQuery('busca', 'estado=SP'))).toBe(true);
  });

  it('the API filters the page asks for, and the page links (newest first for the e-mails)', () => {
    expect(savedSearchApiFilters('busca', 'searchType=condominio&condominio=Jardins&estado=SP')).toEqual({
      condominioNome: 'Jardins',
      estado: 'SP',
    });
    expect(savedSearchApiFilters('anuncios', 'q=bolo&sort=preco&transacao=troca&transacao=venda')).toEqual({
      q: 'bolo',
      transacao: ['troca', 'venda'],
    });
    expect(savedSearchPath('anuncios', 'q=bolo&sort=preco&order=asc', true)).toBe(
      '/anuncios?q=bolo&sort=data&order=desc',
    );
    expect(savedSearchPath('busca', 'searchType=condominio&condominio=Jardins')).toBe(
      '/busca?searchType=condominio&condominio=Jardins',
    );
    expect(savedSearchPath('busca', 'searchType=condominio&condominio=Jardins', true)).toBe(
      '/anuncios?condominioNome=Jardins&sort=data&order=desc',
    );
  });
});
