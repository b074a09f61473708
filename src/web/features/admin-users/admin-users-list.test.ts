import { describe, expect, it } from 'vitest';
import { hasFilters, usersListHref, usersListParams } from './admin-users-list.ts';

const params = (qs: string) => usersListParams(new URLSearchParams(qs));

describe('usersListParams', () => {
  it('reads q, nivel, ativo and page', () => {
    expect(params('q=%20maria%20&nivel=3&ativo=0&page=4')).toEqual({
      q: 'maria',
      nivel: 3,
      ativo: false,
      page: 4,
    });
    expect(params('ativo=1').ativo).toBe(true);
  });

  it('leaves out what it does not know instead of failing the page', () => {
    expect(params('nivel=9&ativo=talvez&page=-2')).toEqual({
      q: '',
      nivel: undefined,
      ativo: undefined,
      page: 1,
    });
    expect(params('page=1.5').page).toBe(1);
    expect(params(`q=${'x'.repeat(500)}`).q).toHaveLength(120);
  });
});

describe('usersListHref', () => {
  it('keeps the filters and drops the empty parts and page 1', () => {
    expect(usersListHref({ q: 'ana', nivel: 1, ativo: false, page: 2 })).toBe(
      '/painel/admin/usuarios?q=ana&nivel=1&ativo=0&page=2',
    );
    expect(usersListHref({ q: '', nivel: undefined, ativo: undefined, page: 1 })).toBe(
      '/painel/admin/usuarios',
    );
  });

  it('round-trips through usersListParams', () => {
    const filters = { q: 'josé silva', nivel: 2 as const, ativo: true, page: 3 };
    expect(usersListParams(new URL(usersListHref(filters), 'http://x').searchParams)).toEqual(filters);
  });
});

describe('hasFilters', () => {
  it('is true with any filter, whatever the page', () => {
    expect(hasFilters({ q: '', nivel: undefined, ativo: undefined, page: 5 })).toBe(false);
    expect(hasFilters({ q: '', nivel: undefined, ativo: false, page: 1 })).toBe(true);
  });
});
