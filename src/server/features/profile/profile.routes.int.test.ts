import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { PROFILE_MESSAGES as M } from '#shared/contracts/profile.contract.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertCondominium, insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

describe('own profile: GET /api/usuarios/{id}, PATCH /api/usuarios/alterar, PUT /api/usuarios/editar/{codigo}', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let admin: User;
  const tokens: Record<string, string> = {};

  const call = async (
    method: 'GET' | 'PATCH' | 'PUT',
    url: string,
    as?: string,
    body?: unknown,
  ): Promise<{ status: number; body: any }> => {
    const res = await t.app.inject({
      method,
      url,
      headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const row = async (code: number) =>
    (await t.database.db.select().from(users).where(eq(users.code, code)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await insertUser(t.database.db);
    other = await insertUser(t.database.db);
    admin = await insertUser(t.database.db, { level: USER_LEVELS.ADMIN });
    for (const [name, u] of [
      ['owner', owner],
      ['other', other],
      ['admin', admin],
    ] as const) {
      tokens[name] = (await t.app.sessions.createSession(u.code, false)).token;
    }
  });
  afterAll(() => t.close());

  describe('ownership matrix', () => {
    it('GET: anonymous 401, another user 404, owner and admin 200', async () => {
      const url = `/api/usuarios/${owner.code}`;
      expect((await call('GET', url)).status).toBe(401);
      expect(await call('GET', url, 'other')).toEqual({
        status: 404,
        body: { message: M.notFound, code: 'NOT_FOUND' },
      });
      const mine = await call('GET', url, 'owner');
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({
        codigoUSUARIO: owner.code,
        nomeUSUARIO: owner.name,
        emailUSUARIO: owner.email,
        pessoa: 'pf',
        documentoUSUARIO: owner.document,
        whatsappUSUARIO: '11987654321',
        dddUSUARIO: '11',
        cepUSUARIO: '04089001',
        ufUSUARIO: 'SP',
        mostrarNoAnuncioUSUARIO: 1,
        resumoSemanalUSUARIO: 0,
        condominioUSUARIO: null,
        nivelUSUARIO: 2,
        ativoUSUARIO: true,
        faltantes: [],
      });
      expect(mine.body).not.toHaveProperty('passwordHash');
      expect(mine.body).not.toHaveProperty('senha_hash');
      expect((await call('GET', url, 'admin')).status).toBe(200);
      expect((await call('GET', '/api/usuarios/99999999', 'admin')).status).toBe(404);
      expect((await call('GET', '/api/usuarios/abc', 'owner')).status).toBe(400);
    });

    it('PATCH: anonymous 401, another user 404 (nothing changed), owner and admin 200', async () => {
      const body = { codigoUSUARIO: owner.code, sobrenomeUSUARIO: 'Alterado' };
      expect((await call('PATCH', '/api/usuarios/alterar', undefined, body)).status).toBe(401);
      expect((await call('PATCH', '/api/usuarios/alterar', 'other', body)).status).toBe(404);
      expect((await row(owner.code)).surname).toBe(owner.surname);
      const res = await call('PATCH', '/api/usuarios/alterar', 'owner', body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ok: true,
        message: M.saved,
        usuario: { sobrenomeUSUARIO: 'Alterado' },
      });
      expect(
        (await call('PATCH', '/api/usuarios/alterar', 'admin', { ...body, sobrenomeUSUARIO: 'Pelo Admin' }))
          .status,
      ).toBe(200);
      expect((await row(owner.code)).surname).toBe('Pelo Admin');
    });

    it('PUT: anonymous 401, another user 404, owner 200', async () => {
      const url = `/api/usuarios/editar/${owner.code}`;
      expect((await call('PUT', url, undefined, { nomeUSUARIO: 'X' })).status).toBe(401);
      expect((await call('PUT', url, 'other', { nomeUSUARIO: 'X' })).status).toBe(404);
      expect((await row(owner.code)).name).toBe(owner.name);
    });
  });

  it('PATCH ignores pessoa, document, e-mail, level, active and password (mass assignment)', async () => {
    const before = await row(owner.code);
    const res = await call('PATCH', '/api/usuarios/alterar', 'owner', {
      codigoUSUARIO: owner.code,
      nomeUSUARIO: 'Maria Nova',
      pessoa: 'pj',
      tipo: 2,
      documentoUSUARIO: '11222333000181',
      emailUSUARIO: 'outro@teste.nc.local',
      nivelUSUARIO: 1,
      ativoUSUARIO: false,
      senha: 'uma senha nova e longa',
      senhaUSUARIO: 'uma senha nova e longa',
      validacao: 0,
    });
    expect(res.status).toBe(200);
    const after = await row(owner.code);
    expect(after.name).toBe('Maria Nova');
    expect({ ...after, name: before.name, updatedAt: before.updatedAt, surname: before.surname }).toEqual(
      before,
    );
  });

  it('PATCH changes only the fields sent; masked CEP and WhatsApp are stored as digits', async () => {
    const res = await call('PATCH', '/api/usuarios/alterar', 'owner', {
      codigoUSUARIO: String(owner.code),
      cepUSUARIO: '01001-000',
      whatsappUSUARIO: '(21) 99876-5432',
      linkinstagramUSUARIO: '@maria',
      mostrarNoAnuncioUSUARIO: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.usuario).toMatchObject({
      cepUSUARIO: '01001000',
      whatsappUSUARIO: '21998765432',
      dddUSUARIO: '21',
      linkinstagramUSUARIO: '@maria',
      mostrarNoAnuncioUSUARIO: 0,
      cidadeUSUARIO: 'São Paulo',
    });
  });

  it('PATCH with a WhatsApp of 9 digits takes dddUSUARIO; a bad one is 400', async () => {
    const ok = await call('PATCH', '/api/usuarios/alterar', 'owner', {
      codigoUSUARIO: owner.code,
      whatsappUSUARIO: '98765-4321',
      dddUSUARIO: '31',
    });
    expect(ok.body.usuario).toMatchObject({ whatsappUSUARIO: '31987654321', dddUSUARIO: '31' });
    const bad = await call('PATCH', '/api/usuarios/alterar', 'owner', {
      codigoUSUARIO: owner.code,
      whatsappUSUARIO: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
  });

  it('avisosMensagensUSUARIO: 1 by default; PATCH turns the message e-mails off and on, PUT without it keeps it', async () => {
    const url = `/api/usuarios/${other.code}`;
    expect((await call('GET', url, 'other')).body.avisosMensagensUSUARIO).toBe(1);
    const off = await call('PATCH', '/api/usuarios/alterar', 'other', {
      codigoUSUARIO: other.code,
      avisosMensagensUSUARIO: 0,
    });
    expect(off.body.usuario.avisosMensagensUSUARIO).toBe(0);
    expect((await row(other.code)).messageEmails).toBe(false);
    const kept = await call('PUT', `/api/usuarios/editar/${other.code}`, 'other', {
      nomeUSUARIO: other.name,
    });
    expect(kept.body.usuario.avisosMensagensUSUARIO).toBe(0);
    const bad = await call('PATCH', '/api/usuarios/alterar', 'other', {
      codigoUSUARIO: other.code,
      avisosMensagensUSUARIO: 'talvez',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Use 1 ou 0.');
    await call('PATCH', '/api/usuarios/alterar', 'other', {
      codigoUSUARIO: other.code,
      avisosMensagensUSUARIO: true,
    });
    expect((await row(other.code)).messageEmails).toBe(true);
  });

  it('resumoSemanalUSUARIO: 0 by default; PATCH turns the weekly summary on and off, PUT without it keeps it', async () => {
    const url = `/api/usuarios/${other.code}`;
    expect((await call('GET', url, 'other')).body.resumoSemanalUSUARIO).toBe(0);
    expect((await row(other.code)).weeklySummary).toBe(false);
    const on = await call('PATCH', '/api/usuarios/alterar', 'other', {
      codigoUSUARIO: other.code,
      resumoSemanalUSUARIO: 1,
    });
    expect(on.status).toBe(200);
    expect(on.body.usuario.resumoSemanalUSUARIO).toBe(1);
    expect((await row(other.code)).weeklySummary).toBe(true);
    // Another field's PATCH and a PUT without it keep it.
    await call('PATCH', '/api/usuarios/alterar', 'other', {
      codigoUSUARIO: other.code,
      sobrenomeUSUARIO: 'Lima',
    });
    const kept = await call('PUT', `/api/usuarios/editar/${other.code}`, 'other', {
      nomeUSUARIO: other.name,
    });
    expect(kept.body.usuario.resumoSemanalUSUARIO).toBe(1);
    const bad = await call('PATCH', '/api/usuarios/alterar', 'other', {
      codigoUSUARIO: other.code,
      resumoSemanalUSUARIO: 'talvez',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Use 1 ou 0.');
    const off = await call('PATCH', '/api/usuarios/alterar', 'other', {
      codigoUSUARIO: other.code,
      resumoSemanalUSUARIO: false,
    });
    expect(off.body.usuario.resumoSemanalUSUARIO).toBe(0);
    expect((await row(other.code)).weeklySummary).toBe(false);
  });

  it('faltantes lists what an emptied profile lacks', async () => {
    const res = await call('PATCH', '/api/usuarios/alterar', 'owner', {
      codigoUSUARIO: owner.code,
      whatsappUSUARIO: '',
      cepUSUARIO: null,
    });
    expect(res.body.usuario.faltantes).toEqual(['WhatsApp obrigatório', 'CEP obrigatório']);
  });

  it('400 for a bad CEP, UF or link, with the messages', async () => {
    for (const [field, value, message] of [
      ['cepUSUARIO', '123', M.cepInvalid],
      ['ufUSUARIO', 'XX', M.ufInvalid],
      ['siteUSUARIO', 'javascript:alert(1)', M.linkInvalid],
    ] as const) {
      const res = await call('PATCH', '/api/usuarios/alterar', 'owner', {
        codigoUSUARIO: owner.code,
        [field]: value,
      });
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toBe(message);
    }
  });

  describe('condominium', () => {
    it('requires the complemento (400 with the spec message), nothing stored', async () => {
      const condo = await insertCondominium(t.database.db, { street: 'Rua do Condomínio', number: '250' });
      const res = await call('PATCH', '/api/usuarios/alterar', 'owner', {
        codigoUSUARIO: owner.code,
        condominio: condo.code,
        complementoUSUARIO: '  ',
      });
      expect(res).toMatchObject({ status: 400, body: { message: M.complementRequired, code: 'VALIDATION' } });
      expect((await row(owner.code)).condominiumCode).toBeNull();
    });

    it('takes the address from the condominium, whatever the body says', async () => {
      const condo = await insertCondominium(t.database.db, {
        street: 'Rua do Condomínio 2',
        number: '77',
        cep: '08490077',
        neighbourhood: 'Vila Teste',
      });
      const res = await call('PATCH', '/api/usuarios/alterar', 'owner', {
        codigoUSUARIO: owner.code,
        condominioUSUARIO: condo.code,
        complementoUSUARIO: 'Bloco B, ap 12',
        logradouroUSUARIO: 'Outra Rua',
        cepUSUARIO: '01001000',
      });
      expect(res.status).toBe(200);
      expect(res.body.usuario).toMatchObject({
        condominioUSUARIO: condo.code,
        nomeCondominioUSUARIO: condo.name,
        complementoUSUARIO: 'Bloco B, ap 12',
        logradouroUSUARIO: 'Rua do Condomínio 2',
        ruaenumeroUSUARIO: '77',
        cepUSUARIO: '08490077',
        bairroUSUARIO: 'Vila Teste',
        ufUSUARIO: 'SP',
      });
      // A later PATCH of the address alone cannot move it away from the condominium's.
      const again = await call('PATCH', '/api/usuarios/alterar', 'owner', {
        codigoUSUARIO: owner.code,
        logradouroUSUARIO: 'Outra Rua',
      });
      expect(again.body.usuario.logradouroUSUARIO).toBe('Rua do Condomínio 2');
      // Condominium 0 removes it; the address is editable again.
      const off = await call('PATCH', '/api/usuarios/alterar', 'owner', {
        codigoUSUARIO: owner.code,
        condominio: 0,
        logradouroUSUARIO: 'Outra Rua',
      });
      expect(off.body.usuario).toMatchObject({ condominioUSUARIO: null, logradouroUSUARIO: 'Outra Rua' });
    });

    it('an unknown condominium is 400', async () => {
      const res = await call('PATCH', '/api/usuarios/alterar', 'owner', {
        codigoUSUARIO: owner.code,
        condominio: 99999999,
        complementoUSUARIO: 'ap 1',
      });
      expect(res).toMatchObject({ status: 400, body: { message: M.condominiumNotFound } });
    });
  });

  it('PUT replaces the editable fields: absent ones are cleared, the name is required', async () => {
    const url = `/api/usuarios/editar/${owner.code}`;
    expect(await call('PUT', url, 'owner', { cidadeUSUARIO: 'Recife' })).toMatchObject({
      status: 400,
      body: { message: 'Nome obrigatório' },
    });
    const res = await call('PUT', url, 'owner', {
      nomeUSUARIO: 'Maria Substituída',
      whatsappUSUARIO: '11912345678',
      cepUSUARIO: '50030-230',
      logradouroUSUARIO: 'Rua da Aurora',
      cidadeUSUARIO: 'Recife',
      ufUSUARIO: 'PE',
      ativoUSUARIO: false,
      codigoUSUARIO: other.code,
    });
    expect(res.status).toBe(200);
    expect(res.body.usuario).toMatchObject({
      codigoUSUARIO: owner.code,
      nomeUSUARIO: 'Maria Substituída',
      sobrenomeUSUARIO: '',
      linkinstagramUSUARIO: null,
      bairroUSUARIO: null,
      ufUSUARIO: 'PE',
      ativoUSUARIO: true,
      faltantes: [],
    });
    expect((await row(other.code)).name).toBe(other.name);
  });
});
