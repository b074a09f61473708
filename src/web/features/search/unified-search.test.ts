import { describe, expect, it } from 'vitest';
import {
  hasCriteria,
  parseUnifiedSearch,
  toListingsQuery,
  toMapPoints,
  unifiedSearchToQuery,
} from './unified-search.ts';

describe('unified search params', () => {
  it('reads the condominium mode by default and ignores address fields there', () => {
    const s = parseUnifiedSearch('condominio=Jardins&rua=Rua+A&estado=sp&cep=13010-000');
    expect(s).toEqual({ searchType: 'condominio', condominio: 'Jardins', estado: 'SP', cep: '13010000' });
    expect(toListingsQuery(s)).toEqual({
      page: 1,
      limit: 24,
      condominioNome: 'Jardins',
      estado: 'SP',
      cep: '13010000',
    });
  });

  it('reads the address mode', () => {
    const s = parseUnifiedSearch(
      'searchType=endereco&rua=Rua+das+Flores&numero=12&bairro=Centro&cidade=Campinas',
    );
    expect(hasCriteria(s)).toBe(true);
    expect(unifiedSearchToQuery(s)).toBe(
      'searchType=endereco&rua=Rua+das+Flores&numero=12&bairro=Centro&cidade=Campinas',
    );
    expect(toListingsQuery(s)).toMatchObject({ rua: 'Rua das Flores', numero: '12', bairro: 'Centro' });
  });

  it('keeps the type, category and subcategory the hero search sends, in either mode', () => {
    const s = parseUnifiedSearch('searchType=endereco&cidade=Recife&tipo=3&categoria=12&subcategoria=x&');
    expect(s).toEqual({ searchType: 'endereco', cidade: 'Recife', tipo: 3, categoria: 12 });
    expect(unifiedSearchToQuery(s)).toBe('searchType=endereco&cidade=Recife&tipo=3&categoria=12');
    expect(toListingsQuery(s)).toMatchObject({ cidade: 'Recife', tipo: 3, categoria: 12 });
    expect(hasCriteria(parseUnifiedSearch('tipo=2'))).toBe(true);
    expect(parseUnifiedSearch('tipo=7').tipo).toBeUndefined();
  });

  it('has no criteria when empty', () => {
    expect(hasCriteria(parseUnifiedSearch(''))).toBe(false);
  });

  it('places only valid coordinates on the map', () => {
    expect(
      toMapPoints([
        { codigo: 1, titulo: 'a', href: '/a' },
        { codigo: 2, titulo: 'b', href: '/b', lat: -22.9, lng: -47.06 },
        { codigo: 3, titulo: 'c', href: '/c', lat: 200, lng: 0 },
      ]),
    ).toEqual([{ codigo: 2, titulo: 'b', href: '/b', lat: -22.9, lng: -47.06 }]);
  });
});
