import { describe, expect, it } from 'vitest';
import {
  hasCriteria,
  parseUnifiedSearch,
  toListingsQuery,
  toMapPlaces,
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

  it('groups the results by place for the map, leaving out invalid coordinates', () => {
    const sp = { latitude: -23.53, longitude: -46.64 };
    const item = (
      codigo: number,
      coordinates: { latitude: number; longitude: number } | null,
      place = 'São Paulo - SP',
    ) => ({
      codigo,
      titulo: `t${codigo}`,
      href: `/a/${codigo}`,
      place,
      coordinates,
    });
    expect(
      toMapPlaces([
        item(1, sp),
        item(2, null),
        item(3, { latitude: -22.9, longitude: -47.06 }, 'Campinas - SP'),
        item(4, { latitude: 200, longitude: 0 }),
        item(5, sp),
        item(6, { latitude: Number.NaN, longitude: 0 }),
      ]),
    ).toEqual([
      {
        lat: -23.53,
        lng: -46.64,
        place: 'São Paulo - SP',
        listings: [
          { codigo: 1, titulo: 't1', href: '/a/1' },
          { codigo: 5, titulo: 't5', href: '/a/5' },
        ],
      },
      {
        lat: -22.9,
        lng: -47.06,
        place: 'Campinas - SP',
        listings: [{ codigo: 3, titulo: 't3', href: '/a/3' }],
      },
    ]);
  });
});
