import { describe, expect, it } from 'vitest';
import {
  activeQuery,
  categoryPageParams,
  subcategoriesHref,
  subcategoryPageParams,
} from './catalogue-params.ts';

const params = (qs: string) => new URLSearchParams(qs);

describe('categoryPageParams', () => {
  it('reads a type 1-4, else the default (1)', () => {
    expect(categoryPageParams(params('tipo=3'))).toEqual({ tipo: 3 });
    expect(categoryPageParams(params(''))).toEqual({ tipo: 1 });
    expect(categoryPageParams(params('tipo=9'))).toEqual({ tipo: 1 });
    expect(categoryPageParams(params('tipo=abc'))).toEqual({ tipo: 1 });
  });
});

describe('subcategoryPageParams', () => {
  it('has the spec defaults: type 3, Ativas, no category chosen', () => {
    expect(subcategoryPageParams(params(''))).toEqual({ tipo: 3, categoria: undefined, ativo: '1' });
  });

  it('reads the filters, ignoring bad values', () => {
    expect(subcategoryPageParams(params('tipo=2&categoria=15&ativo=0'))).toEqual({
      tipo: 2,
      categoria: 15,
      ativo: '0',
    });
    expect(subcategoryPageParams(params('tipo=0&categoria=-3&ativo=x'))).toEqual({
      tipo: 3,
      categoria: undefined,
      ativo: '1',
    });
    expect(subcategoryPageParams(params('ativo=todos&categoria=1.5')).ativo).toBe('todos');
    expect(subcategoryPageParams(params('categoria=1.5')).categoria).toBeUndefined();
  });

  it('maps the Ativo filter to the API and back into a URL', () => {
    expect([activeQuery('todos'), activeQuery('1'), activeQuery('0')]).toEqual([undefined, true, false]);
    expect(subcategoriesHref({ tipo: 2, categoria: 7, ativo: 'todos' })).toBe(
      '/painel/admin/subcategorias?tipo=2&categoria=7&ativo=todos',
    );
    expect(subcategoriesHref({ tipo: 3, ativo: '1' })).toBe('/painel/admin/subcategorias?tipo=3&ativo=1');
  });
});
