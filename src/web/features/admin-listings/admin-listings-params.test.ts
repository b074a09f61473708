import { describe, expect, it } from 'vitest';
import { adminListingsHref, adminListingsParams } from './admin-listings-params.ts';

describe('the admin list address', () => {
  it('reads the filters and drops what the API would refuse', () => {
    expect(
      adminListingsParams(new URLSearchParams('q= bolo &status=pendente&tipo=2&anunciante=15&page=3')),
    ).toEqual({
      q: 'bolo',
      status: 'pendente',
      tipo: 2,
      anunciante: '15',
      page: 3,
    });
    expect(
      adminListingsParams(new URLSearchParams('status=aprovado&tipo=9&anunciante=%20&page=-1&q=')),
    ).toEqual({
      q: undefined,
      status: undefined,
      tipo: undefined,
      anunciante: undefined,
      page: 1,
    });
  });

  it('writes the filters back, page 1 and empty values left out', () => {
    expect(adminListingsHref({})).toBe('/painel/admin/anuncios');
    expect(adminListingsHref({ status: 'pendente', page: 1 })).toBe('/painel/admin/anuncios?status=pendente');
    expect(adminListingsHref({ q: 'pão doce', tipo: 3, anunciante: '7', page: 2 })).toBe(
      '/painel/admin/anuncios?q=p%C3%A3o+doce&tipo=3&anunciante=7&page=2',
    );
  });

  it("keeps the advertiser's name or e-mail as typed", () => {
    const params = adminListingsParams(new URLSearchParams('anunciante=+Maria%40ex.com '));
    expect(params.anunciante).toBe('Maria@ex.com');
    expect(adminListingsHref(params)).toBe('/painel/admin/anuncios?anunciante=Maria%40ex.com');
  });
});
