import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as React from 'react';
import type { ListingSummary } from '#shared/contracts/listings.contract.ts';
import {
  codesToMerge,
  FAVORITE_SAVE_FAILED,
  keptOnDevice,
  parseFavorites,
  parseSynced,
  removeFavorite,
  syncFavoritesAccount,
  toggleFavorite,
  toggleIn,
  unionOf,
  useFavorites,
  useFavoritesNotice,
  type Favorite,
} from './favorites-store.ts';
import { favoriteFromCard } from './favorites-account.ts';

// The hooks read the store's snapshot outside React: what a heart and /favoritos would render.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof React>()),
  useSyncExternalStore: (_subscribe: unknown, getSnapshot: () => unknown) => getSnapshot(),
}));

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

const card = (codigo: number, titulo: string): ListingSummary =>
  ({
    codigoANUNCIO: codigo,
    tituloANUNCIO: titulo,
    descricaoANUNCIO: `Descrição de ${titulo}`,
    slugANUNCIO: titulo.toLowerCase().replace(/\s+/g, '-'),
    tipoANUNCIO: 2,
    precoANUNCIO: 'R$ 10,00',
    precoCentavos: 1000,
    cidadeANUNCIO: 'São Paulo',
    ufANUNCIO: 'SP',
    imagens: [{ urlIMAGEM: `/i/${codigo}.webp`, urlThumbIMAGEM: `/t/${codigo}.webp` }],
    imagensANUNCIO: [],
  }) as unknown as ListingSummary;

describe('favourites of a logged-in user', () => {
  it('the union lists the account first, then what only the device has', () => {
    const aula = { id: 'Aula', titulo: 'Aula', descricao: '', imagem: '' };
    const fromAccount = { ...bolo, titulo: 'Bolo (conta)', id: 'Bolo (conta)' };
    const other = { ...bolo, codigo: 2, id: 'Pão', titulo: 'Pão' };
    expect(unionOf([fromAccount, other], [bolo, aula])).toEqual([fromAccount, other, aula]);
  });

  it('merges the device codes newest first, once each, skipping favourites without one', () => {
    const list = [
      { ...bolo, codigo: 1 },
      { id: 'Aula', titulo: 'Aula', descricao: '', imagem: '' },
      { ...bolo, codigo: 3 },
      { ...bolo, codigo: 1 },
    ];
    expect(codesToMerge(list, new Set())).toEqual([1, 3]);
    // What the account had when this device last looked is not sent again.
    expect(codesToMerge(list, new Set([3]))).toEqual([1]);
  });

  it('the device drops what the account had and has no more, and keeps what it never had', () => {
    const aula = { id: 'Aula', titulo: 'Aula', descricao: '', imagem: '' };
    const pao = { ...bolo, codigo: 2, id: 'Pão', titulo: 'Pão' };
    const novo = { ...bolo, codigo: 3, id: 'Novo', titulo: 'Novo' };
    expect(keptOnDevice([bolo, pao, novo, aula], new Set([1, 2]), [pao])).toEqual([pao, novo, aula]);
  });

  it('reads what the account had only for the same user', () => {
    const raw = JSON.stringify({ usuario: 42, anuncios: [1, 'x', 2.5, 3] });
    expect([...parseSynced(raw, 42)]).toEqual([1, 3]);
    expect(parseSynced(raw, 7).size).toBe(0);
    expect(parseSynced('oops', 42).size).toBe(0);
    expect(parseSynced(null, 42).size).toBe(0);
  });

  it('a card of the API becomes the favourite a heart stores', () => {
    expect(favoriteFromCard(card(7, 'Bolo de pote'))).toEqual({
      id: 'Bolo de pote',
      titulo: 'Bolo de pote',
      descricao: 'Descrição de Bolo de pote',
      imagem: '/t/7.webp',
      codigo: 7,
      href: '/detalhe/produto/7/bolo-de-pote',
    });
  });
});

/** A window with localStorage (tests run in Node) and a fetch the test answers. */
function stubBrowser(
  answer: (method: string, url: string, body: unknown) => { status: number; body: unknown },
) {
  const data = new Map<string, string>();
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'window',
    Object.assign(new EventTarget(), {
      localStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, String(v)),
        removeItem: (k: string) => void data.delete(k),
      },
    }),
  );
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const res = answer(method, url, body);
    return new Response(JSON.stringify(res.body), { status: res.status });
  });
  return { data, calls };
}

const stored = (data: Map<string, string>) => parseFavorites(data.get('favoritos') ?? null);
/** Lets the store's lazily loaded calls and their answers run. */
const settle = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the store, logged in', () => {
  const seen = () => useFavorites(); // eslint-disable-line react-hooks/rules-of-hooks -- the mocked hook is a plain read
  afterEach(() => {
    syncFavoritesAccount(null);
    vi.unstubAllGlobals();
  });

  it("login merges the device's coded favourites and shows the union; logout keeps the device's own", async () => {
    const legacy = { id: 'Aula', titulo: 'Aula', descricao: '', imagem: '' };
    const { data, calls } = stubBrowser((method, url) =>
      method === 'POST' && url === '/api/favoritos/mesclar'
        ? { status: 200, body: [card(9, 'Do outro aparelho'), card(1, 'Bolo')] }
        : { status: 500, body: {} },
    );
    data.set('favoritos', JSON.stringify([bolo, legacy]));
    syncFavoritesAccount(42);
    await settle();
    expect(calls).toEqual([{ method: 'POST', url: '/api/favoritos/mesclar', body: { anuncios: [1] } }]);
    expect(seen().map((f) => f.titulo)).toEqual(['Do outro aparelho', 'Bolo', 'Aula']);
    syncFavoritesAccount(null);
    expect(seen()).toEqual([bolo, legacy]);
  });

  it('with nothing to merge, the list is a GET; a toggle goes to the server and the device', async () => {
    const { data, calls } = stubBrowser((method) =>
      method === 'GET'
        ? { status: 200, body: [card(9, 'Do outro aparelho')] }
        : { status: 200, body: { ok: true } },
    );
    syncFavoritesAccount(42);
    await settle();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/favoritos' });
    toggleFavorite(bolo);
    expect(seen().map((f) => f.codigo)).toEqual([1, 9]);
    expect(stored(data)).toEqual([bolo]);
    removeFavorite(favoriteFromCard(card(9, 'Do outro aparelho')));
    await settle();
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/favoritos/1',
      'DELETE /api/favoritos/9',
    ]);
    expect(seen().map((f) => f.codigo)).toEqual([1]);
  });

  it('a favourite removed on another device is not merged back and leaves this device too', async () => {
    const pao = { ...bolo, codigo: 2, id: 'Pão', titulo: 'Pão' };
    let account = [card(1, 'Bolo'), card(2, 'Pão')];
    const { data, calls } = stubBrowser((method, url, body) => {
      if (method === 'POST' && url === '/api/favoritos/mesclar') {
        const sent = (body as { anuncios: number[] }).anuncios;
        account = [
          ...sent.filter((c) => !account.some((a) => a.codigoANUNCIO === c)).map((c) => card(c, `N${c}`)),
          ...account,
        ];
        return { status: 200, body: account };
      }
      return method === 'GET' ? { status: 200, body: account } : { status: 200, body: { ok: true } };
    });
    data.set('favoritos', JSON.stringify([bolo, pao]));
    syncFavoritesAccount(42);
    await settle();
    expect(calls.at(-1)?.body).toEqual({ anuncios: [2, 1] });
    syncFavoritesAccount(null);

    // Another device removes Bolo from the account; this one loads a page again.
    account = [card(2, 'Pão')];
    syncFavoritesAccount(42);
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/favoritos' });
    expect(seen().map((f) => f.codigo)).toEqual([2]);
    expect(stored(data)).toEqual([pao]);

    // A heart made here while logged in is known to the account: not merged again either.
    toggleFavorite({ ...bolo, codigo: 5, id: 'Cinco', titulo: 'Cinco' });
    await settle();
    account = [card(5, 'Cinco'), card(2, 'Pão')];
    syncFavoritesAccount(null);
    syncFavoritesAccount(42);
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/favoritos' });
    // Another user of this device gets the device's list merged as its own.
    syncFavoritesAccount(null);
    syncFavoritesAccount(7);
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { anuncios: [5, 2] } });
  });

  it('a refused toggle is rolled back on the page and the device, with the reason', async () => {
    const noticeNow = () => useFavoritesNotice(); // eslint-disable-line react-hooks/rules-of-hooks -- as above
    const { data } = stubBrowser((method, url) => {
      if (method === 'GET') return { status: 200, body: [card(9, 'Do outro aparelho')] };
      if (url.endsWith('/1'))
        return { status: 409, body: { message: 'Você já tem 500 favoritos.', code: 'CONFLICT' } };
      return { status: 503, body: {} };
    });
    syncFavoritesAccount(42);
    await settle();
    toggleFavorite(bolo);
    expect(seen().map((f) => f.codigo)).toEqual([1, 9]);
    await settle();
    expect(seen().map((f) => f.codigo)).toEqual([9]);
    expect(stored(data)).toEqual([]);
    expect(noticeNow()).toBe('Você já tem 500 favoritos.');
    // A removal that fails comes back where it was.
    toggleFavorite(favoriteFromCard(card(9, 'Do outro aparelho')));
    expect(seen()).toEqual([]);
    await settle();
    expect(seen().map((f) => f.codigo)).toEqual([9]);
    expect(noticeNow()).toBe(FAVORITE_SAVE_FAILED);
  });
});
