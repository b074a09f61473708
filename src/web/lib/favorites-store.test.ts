import { describe, expect, it } from 'vitest';
import { parseFavorites, toggleIn, type Favorite } from './favorites-store.ts';

const bolo: Favorite = {
  id: 'Bolo',
  titulo: 'Bolo',
  descricao: 'de cenoura',
  imagem: '/b.webp',
  codigo: 1,
  href: '/detalhe/produto/1/bolo',
};

describe('favourites', () => {
  it('reads the spec shape and skips malformed items', () => {
    expect(
      parseFavorites(
        JSON.stringify([
          { id: 'Aula', titulo: 'Aula', descricao: 'x', imagem: '' },
          3,
          null,
          { foo: 1 },
          { ...bolo, href: 'javascript:alert(1)' },
        ]),
      ),
    ).toEqual([
      { id: 'Aula', titulo: 'Aula', descricao: 'x', imagem: '' },
      { id: 'Bolo', titulo: 'Bolo', descricao: 'de cenoura', imagem: '/b.webp', codigo: 1 },
    ]);
    expect(parseFavorites('oops')).toEqual([]);
    expect(parseFavorites(null)).toEqual([]);
  });

  it('toggles by code, or by the title (the spec id) without one', () => {
    const added = toggleIn([], bolo);
    expect(added).toEqual([bolo]);
    expect(toggleIn(added, { ...bolo, titulo: 'Renamed', id: 'Renamed' })).toEqual([]);
    const legacy = { id: 'Aula', titulo: 'Aula', descricao: '', imagem: '' };
    expect(toggleIn([legacy], { ...legacy, codigo: 9 })).toEqual([]);
  });
});
