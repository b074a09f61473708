import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { PROFILE_MESSAGES as M } from '#shared/contracts/profile.contract.ts';
import { condominiumSuggestions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

describe('condominium suggestions', () => {
  let t: TestApp;
  let advertiser: User;
  const tokens: Record<string, string> = {};
  const call = async (method: 'GET' | 'POST', url: string, as?: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() as any };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    advertiser = await insertUser(t.database.db);
    const admin = await insertUser(t.database.db, { level: USER_LEVELS.ADMIN });
    const spammer = await insertUser(t.database.db);
    tokens.advertiser = (await t.app.sessions.createSession(advertiser.code, false)).token;
    tokens.admin = (await t.app.sessions.createSession(admin.code, false)).token;
    tokens.spammer = (await t.app.sessions.createSession(spammer.code, false)).token;
  });
  afterAll(() => t.close());

  it('stores a suggestion with status nova for the signed-in user', async () => {
    expect((await call('POST', '/api/condominios/sugestoes', undefined, { nome: 'X' })).status).toBe(401);
    const res = await call('POST', '/api/condominios/sugestoes', 'advertiser', {
      nome: '  Residencial das Flores ',
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      numero: '10',
      bairro: 'Sé',
      cidade: 'São Paulo',
      uf: 'sp',
      observacao: 'Perto do metrô',
      status: 'aceita',
      usuario: 1,
    });
    expect(res).toMatchObject({ status: 201, body: { ok: true, message: M.suggestionSent } });
    const rows = await t.database.db.select().from(condominiumSuggestions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userCode: advertiser.code,
      name: 'Residencial das Flores',
      postalCode: '01001000',
      uf: 'SP',
      note: 'Perto do metrô',
      status: 'nova',
    });
  });

  it('400 without a name', async () => {
    expect(await call('POST', '/api/condominios/sugestoes', 'advertiser', { nome: ' ' })).toMatchObject({
      status: 400,
      body: { message: M.suggestionNameRequired },
    });
  });

  it('is rate-limited per user', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call('POST', '/api/condominios/sugestoes', 'spammer', { nome: `Cond ${i}` })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('lists them to admins only', async () => {
    expect((await call('GET', '/api/admin/condominios/sugestoes')).status).toBe(401);
    expect((await call('GET', '/api/admin/condominios/sugestoes', 'advertiser')).status).toBe(403);
    const res = await call('GET', '/api/admin/condominios/sugestoes?status=nova&limit=5', 'admin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, total: 11, totalPages: 3 });
    expect(res.body.data).toHaveLength(5);
    const first = await call('GET', '/api/admin/condominios/sugestoes?page=3&limit=5', 'admin');
    expect(first.body.data.at(-1)).toMatchObject({
      nome: 'Residencial das Flores',
      usuario: advertiser.code,
      emailUsuario: advertiser.email,
      status: 'nova',
    });
  });
});
