import { describe, expect, it } from 'vitest';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import type { CondominiumStreetLink } from '#shared/contracts/places.contract.ts';
import { condominiumListHref, condominiumListParams, hasFilters } from './condominium-list-params.ts';
import { toRows } from './condominium-table.tsx';

const params = (qs: string) => condominiumListParams(new URLSearchParams(qs));

describe('the admin condominium list’s address', () => {
  it('reads the filters and the page; unknown states, CEPs without digits and bad pages are dropped', () => {
    expect(params('estado=sp&cidade=  São   Paulo &bairro=Sé&cep=01001-0&page=2')).toEqual({
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Sé',
      cep: '010010',
      page: 2,
    });
    expect(params('estado=XX&cep=abc&page=0&cidade=')).toEqual({
      estado: undefined,
      cidade: undefined,
      bairro: undefined,
      cep: undefined,
      page: 1,
    });
    expect(params('page=1.5').page).toBe(1);
  });

  it('builds the address back, the empty parts and page 1 left out', () => {
    expect(condominiumListHref({ page: 1 })).toBe('/painel/admin/condominios');
    expect(condominiumListHref({ estado: 'RJ', cidade: 'Rio de Janeiro', page: 3 })).toBe(
      '/painel/admin/condominios?estado=RJ&cidade=Rio+de+Janeiro&page=3',
    );
    expect(hasFilters(params(''))).toBe(false);
    expect(hasFilters(params('cep=0100'))).toBe(true);
  });
});

describe('toRows: the number column from the street-number links', () => {
  const condominium = (code: number, street: number | null, number: string) =>
    ({ codigoCONDOMINIO: code, logradouroCONDOMINIO: street, numeroCONDOMINIO: number }) as Condominium;
  const link = (condominio: number, logradouro: number, numero: string): CondominiumStreetLink => ({
    codigoVINCULOCONDOMINIOLOGRADOURO: condominio * 100 + logradouro,
    condominioVINCULOCONDOMINIOLOGRADOURO: condominio,
    logradouroVINCULOCONDOMINIOLOGRADOURO: logradouro,
    numeroVINCULOCONDOMINIOLOGRADOURO: numero,
    nomeLOGRADOURO: 'Rua',
  });

  it('the main street’s link, else the first link, else the condominium’s own number', () => {
    const rows = toRows(
      [condominium(1, 5, '1'), condominium(2, 7, '2'), condominium(3, null, '3')],
      [link(1, 4, '40'), link(1, 5, '50'), link(2, 8, '80')],
    );
    expect(rows.map((r) => r.number)).toEqual(['50', '80', '3']);
  });
});
