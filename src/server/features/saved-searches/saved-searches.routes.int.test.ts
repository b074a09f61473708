import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_LIMITS as L,
  SAVED_SEARCH_MESSAGES as M,
} from '#shared/contracts/saved-searches.constants.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, owner, type Owner } from '../../test/own-ads-kit.ts';
import { unsubscribeToken } from './saved-searches.service.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Bolos em SP',
  pagina: 'anuncios',
  consulta: 'q=bolo&estado=SP&page=3',
  frequencia: 'imediata',
  ...overrides,
});

describe('/api/buscas-salvas', () => {
  let t: TestApp;
  let resident: Owner;
  let other: Owner;
  let admin: Owner;

  beforeAll(async () => {
    t = await buildTestApp({ ALERTS_SECRET: 'chave-de-teste-dos-alertas' });
    resident = await owner(t);
    other = await owner(t);
    admin = await owner(t, { admin: true });
  });
  afterAll(() => t.close());

  const rowsOf = (userCode: number) =>
    t.database.db.select().from(savedSearches).where(eq(savedSearches.userCode, userCode));

  it('a visitor gets 401 on every route of an account, with nothing written', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/buscas-salvas', undefined],
      ['POST', '/api/buscas-salvas', body()],
      ['PATCH', '/api/buscas-salvas/1', { pausada: true }],
      ['DELETE', '/api/buscas-salvas/1', undefined],
    ] as const) {
      const res = await call(t, method, url, { body: payload });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await t.database.db.select().from(savedSearches)).toEqual([]);
  });

  it('the owner saves (query normalised, paging dropped), lists, edits, pauses, resumes and deletes', async () => {
    const saved = await resident.call('POST', '/api/buscas-salvas', body());
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({
      ok: true,
      message: M.saved,
      busca: {
        nome: 'Bolos em SP',
        pagina: 'anuncios',
        consulta: 'q=bolo&estado=SP',
        endereco: '/anuncios?q=bolo&estado=SP',
        frequencia: 'imediata',
        pausada: false,
        ultimoEnvioEm: null,
      },
    });
    const id = saved.body.busca.id as number;
    const [row] = await rowsOf(resident.user.code);
    // Only the hash of the unsubscribe token is kept, and it is the link's.
    expect(row!.unsubscribeTokenHash).toBe(hashToken(unsubscribeToken('chave-de-teste-dos-alertas', id)));

    const list = await resident.call('GET', '/api/buscas-salvas');
    expect(list).toMatchObject({
      status: 200,
      body: { limite: L.perUser, data: [{ id, nome: 'Bolos em SP' }] },
    });

    const renamed = await resident.call('PATCH', `/api/buscas-salvas/${id}`, {
      nome: 'Bolos',
      frequencia: 'diaria',
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { message: M.updated, busca: { nome: 'Bolos', frequencia: 'diaria' } },
    });
    expect(await resident.call('PATCH', `/api/buscas-salvas/${id}`, { pausada: true })).toMatchObject({
      status: 200,
      body: { message: M.paused, busca: { pausada: true } },
    });
    expect(await resident.call('PATCH', `/api/buscas-salvas/${id}`, { pausada: false })).toMatchObject({
      status: 200,
      body: { message: M.resumed, busca: { pausada: false } },
    });
    expect(await resident.call('DELETE', `/api/buscas-salvas/${id}`)).toMatchObject({
      status: 200,
      body: { ok: true, message: M.deleted },
    });
    expect(await rowsOf(resident.user.code)).toEqual([]);
  });

  it('/busca: the condominium search is saved with its mode, fields of the other mode dropped', async () => {
    const res = await resident.call(
      'POST',
      '/api/buscas-salvas',
      body({
        pagina: 'busca',
        consulta: 'searchType=condominio&condominio=Jardins&rua=Ignorada&estado=sp',
        nome: 'Jardins',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.busca).toMatchObject({
      consulta: 'searchType=condominio&condominio=Jardins&estado=sp',
      endereco: '/busca?searchType=condominio&condominio=Jardins&estado=sp',
    });
    await resident.call('DELETE', `/api/buscas-salvas/${res.body.busca.id}`);
  });

  it("another user, and an admin, get 404 on the owner's search and never see it", async () => {
    const saved = await resident.call('POST', '/api/buscas-salvas', body({ consulta: 'q=violao' }));
    const id = saved.body.busca.id as number;
    for (const who of [other, admin]) {
      expect(await who.call('PATCH', `/api/buscas-salvas/${id}`, { nome: 'Minha' })).toMatchObject({
        status: 404,
        body: { message: M.notFound },
      });
      expect((await who.call('DELETE', `/api/buscas-salvas/${id}`)).status).toBe(404);
      expect((await who.call('GET', '/api/buscas-salvas')).body.data).toEqual([]);
    }
    // Their own saves work as anyone's.
    expect((await admin.call('POST', '/api/buscas-salvas', body({ consulta: 'q=violao' }))).status).toBe(201);
    const [row] = await rowsOf(resident.user.code);
    expect(row).toMatchObject({ id, name: 'Bolos em SP', paused: false });
    await resident.call('DELETE', `/api/buscas-salvas/${id}`);
  });

  it('bad input: 400 with a Portuguese message, never 500', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [body({ consulta: 'page=2' }), /texto ou um filtro|escolha um filtro/i],
      [body({ consulta: '' }), /filtro/],
      [body({ consulta: 'precoMin=500&precoMax=10' }), /precoMin/],
      [body({ consulta: 'q=bolo&categoria=abc' }), /categoria/],
      [body({ nome: '  ' }), /nome/i],
      [body({ nome: 'x'.repeat(L.nameMax + 1) }), /80/],
      [body({ frequencia: 'semanal' }), /frequência/i],
      [body({ pagina: 'painel' }), /página/i],
      [body({ consulta: `q=${'a'.repeat(L.queryMax)}` }), /longa/],
    ];
    for (const [payload, message] of cases) {
      const res = await resident.call('POST', '/api/buscas-salvas', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const saved = await resident.call('POST', '/api/buscas-salvas', body({ consulta: 'q=pao' }));
    const id = saved.body.busca.id as number;
    expect(await resident.call('PATCH', `/api/buscas-salvas/${id}`, { outro: 1 })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/nome, a frequência/) },
    });
    expect((await resident.call('PATCH', `/api/buscas-salvas/${id}`, { pausada: 'sim' })).status).toBe(400);
    expect((await resident.call('PATCH', '/api/buscas-salvas/abc', { pausada: true })).status).toBe(400);
    await resident.call('DELETE', `/api/buscas-salvas/${id}`);
  });

  it('the same search twice is 409; past 20 searches, 409 with the way out', async () => {
    const first = await resident.call('POST', '/api/buscas-salvas', body({ consulta: 'estado=SP&q=bolo' }));
    expect(first.status).toBe(201);
    // The same filters in another order and with paging are the same search.
    expect(
      await resident.call('POST', '/api/buscas-salvas', body({ consulta: 'page=2&q=bolo&uf=SP' })),
    ).toMatchObject({
      status: 409,
      body: { message: M.duplicate },
    });
    for (let i = 1; i < L.perUser; i++) {
      const res = await resident.call('POST', '/api/buscas-salvas', body({ consulta: `q=item${i}` }));
      expect(res.status).toBe(201);
    }
    expect(await resident.call('POST', '/api/buscas-salvas', body({ consulta: 'q=mais-uma' }))).toMatchObject(
      {
        status: 409,
        body: { message: M.full },
      },
    );
    expect(await rowsOf(resident.user.code)).toHaveLength(L.perUser);
    for (const row of await rowsOf(resident.user.code))
      await resident.call('DELETE', `/api/buscas-salvas/${row.id}`);
  });

  it('unsubscribe: by the token alone (no session), idempotent, for anyone holding the link; unknown token 404', async () => {
    const saved = await resident.call(
      'POST',
      '/api/buscas-salvas',
      body({ consulta: 'q=bicicleta', nome: 'Bicicletas' }),
    );
    const id = saved.body.busca.id as number;
    const token = unsubscribeToken('chave-de-teste-dos-alertas', id);
    const url = '/api/buscas-salvas/cancelar';
    expect(await call(t, 'GET', `${url}?token=${token}`)).toMatchObject({
      status: 200,
      body: { nome: 'Bicicletas', pausada: false },
    });
    for (const headers of [{}, other.headers, admin.headers, resident.headers]) {
      expect(await call(t, 'POST', url, { headers, body: { token } })).toMatchObject({
        status: 200,
        body: { nome: 'Bicicletas', pausada: true, message: M.unsubscribed },
      });
    }
    expect((await rowsOf(resident.user.code))[0]).toMatchObject({ id, paused: true });
    expect(await call(t, 'POST', url, { body: { token: 'desconhecido' } })).toMatchObject({
      status: 404,
      body: { message: M.tokenInvalid },
    });
    expect((await call(t, 'GET', `${url}?token=desconhecido`)).status).toBe(404);
    expect((await call(t, 'POST', url, { body: {} })).status).toBe(400);
    expect((await call(t, 'GET', url)).status).toBe(400);
    await resident.call('DELETE', `/api/buscas-salvas/${id}`);
  });
});
