import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { ADMIN_USERS_MESSAGES as AM } from '#shared/contracts/admin-users.contract.ts';
import { ACCOUNT_MESSAGES } from '#shared/contracts/users.contract.ts';
import { cnpjFromBase } from '#shared/lib/documents.ts';
import { auditLog, listings, sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { getCategory, insertListing, insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

/**
 * An admin's PATCH /api/usuarios/alterar and PUT /api/usuarios/editar/{codigo} also
 * take e-mail, document, password, level and active, in one transaction with the profile's own
 * fields and an audit line; anyone else's are ignored (profile.routes.int.test.ts).
 */
describe('admin edits of a user through the profile routes', () => {
  let t: TestApp;
  let admin: User;
  let adminToken: string;
  const password = 'uma-senha-nova-e-longa';

  const patch = async (body: Record<string, unknown>, token = adminToken) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/usuarios/alterar',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    return { status: res.statusCode, body: res.json() as any };
  };
  const db = () => t.database.db;
  const row = async (code: number) => (await db().select().from(users).where(eq(users.code, code)))[0]!;
  const auditOf = (code: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'usuario'), eq(auditLog.entityId, code)))
      .orderBy(auditLog.id);
  const openSessions = (code: number) =>
    db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.userCode, code), isNull(sessions.revokedAt)));

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await insertUser(db(), { level: USER_LEVELS.ADMIN });
    adminToken = (await t.app.sessions.createSession(admin.code, false)).token;
  });
  afterAll(() => t.close());

  it('changes e-mail, document (pessoa and tipo follow) and level with the profile fields; audits only what changed', async () => {
    const user = await insertUser(db());
    const cnpj = cnpjFromBase('745678900001');
    const res = await patch({
      codigoUSUARIO: user.code,
      nomeUSUARIO: 'Empresa Renomeada',
      emailUSUARIO: 'Novo.Email@Teste.NC.local',
      documentoUSUARIO: cnpj,
      nivelUSUARIO: 3,
      ativoUSUARIO: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.usuario).toMatchObject({
      nomeUSUARIO: 'Empresa Renomeada',
      emailUSUARIO: 'novo.email@teste.nc.local',
      documentoUSUARIO: cnpj,
      pessoa: 'pj',
      tipoUSUARIO: 2,
      nivelUSUARIO: 3,
      ativoUSUARIO: true,
    });
    const audit = await auditOf(user.code);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorCode: admin.code,
      action: 'editar',
      before: {
        nomeUSUARIO: user.name,
        emailUSUARIO: user.email,
        documentoUSUARIO: user.document,
        pessoa: 'pf',
        nivelUSUARIO: 2,
      },
      after: {
        nomeUSUARIO: 'Empresa Renomeada',
        emailUSUARIO: 'novo.email@teste.nc.local',
        documentoUSUARIO: cnpj,
        pessoa: 'pj',
        nivelUSUARIO: 3,
      },
    });
    expect(Object.keys(audit[0]!.after!).sort()).toEqual(
      ['documentoUSUARIO', 'emailUSUARIO', 'nivelUSUARIO', 'nomeUSUARIO', 'pessoa'].sort(),
    );

    // Saving the same values again changes nothing and logs nothing.
    expect(
      (await patch({ codigoUSUARIO: user.code, emailUSUARIO: 'novo.email@teste.nc.local' })).status,
    ).toBe(200);
    expect(await auditOf(user.code)).toHaveLength(1);
  });

  it('a new password is re-hashed, ends the user\'s sessions and is logged as "redefinida" (never the hash)', async () => {
    const user = await insertUser(db());
    const userToken = (await t.app.sessions.createSession(user.code, true)).token;
    expect((await patch({ codigoUSUARIO: user.code, senhaUSUARIO: 'curta' })).body).toMatchObject({
      message: ACCOUNT_MESSAGES.passwordLength,
      errors: [{ field: 'senhaUSUARIO' }],
    });
    expect((await patch({ codigoUSUARIO: user.code, senhaUSUARIO: '' })).status).toBe(200);
    expect((await row(user.code)).passwordHash).toBeNull();

    expect((await patch({ codigoUSUARIO: user.code, senhaUSUARIO: password })).status).toBe(200);
    expect((await row(user.code)).passwordHash).toMatch(/^\$argon2id\$/);
    expect(await openSessions(user.code)).toEqual([]);
    const me = await t.app.inject({
      url: '/api/usuarios/me',
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { usuario: user.email, senha: password },
    });
    expect(login.statusCode).toBe(200);
    const [audit] = await auditOf(user.code);
    expect(audit).toMatchObject({ action: 'editar', before: {}, after: { senhaUSUARIO: 'redefinida' } });
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('ativoUSUARIO false blocks like the toggle (sessions, ads, audit); true restores the ads', async () => {
    const user = await insertUser(db());
    const userToken = (await t.app.sessions.createSession(user.code, false)).token;
    const category = await getCategory(db(), { type: 2 });
    const ad = await insertListing(db(), { advertiserCode: user.code, categoryCode: category.code });

    const res = await patch({ codigoUSUARIO: user.code, ativoUSUARIO: 0, cidadeUSUARIO: 'Campinas' });
    expect(res.status).toBe(200);
    expect(res.body.usuario).toMatchObject({ ativoUSUARIO: false, cidadeUSUARIO: 'Campinas' });
    expect(await openSessions(user.code)).toEqual([]);
    const me = await t.app.inject({
      url: '/api/usuarios/me',
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(me.statusCode).toBe(401);
    const [suspended] = await db().select().from(listings).where(eq(listings.code, ad.code));
    expect(suspended).toMatchObject({ status: 'inativo', suspendedByBlock: true });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios/editar/${user.code}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { nomeUSUARIO: user.name, ativoUSUARIO: '1' },
    });
    expect(put.statusCode).toBe(200);
    // PUT replaces the profile's fields (the city is cleared) but keeps the admin's absent ones.
    expect(put.json().usuario).toMatchObject({
      ativoUSUARIO: true,
      cidadeUSUARIO: null,
      emailUSUARIO: user.email,
    });
    const [restored] = await db().select().from(listings).where(eq(listings.code, ad.code));
    expect(restored).toMatchObject({ status: 'publicado', suspendedByBlock: false });
    expect((await auditOf(user.code)).map((a) => a.action)).toEqual([
      'editar',
      'bloquear',
      'editar',
      'ativar',
    ]);
  });

  it('409 for a taken e-mail or document, and nothing of the request is saved', async () => {
    const user = await insertUser(db());
    const other = await insertUser(db());
    for (const [field, value, message] of [
      ['emailUSUARIO', other.email.toUpperCase(), ACCOUNT_MESSAGES.emailTaken],
      ['documentoUSUARIO', other.document, ACCOUNT_MESSAGES.documentTaken],
    ] as const) {
      const res = await patch({ codigoUSUARIO: user.code, nomeUSUARIO: 'Não Salvo', [field]: value });
      expect(res).toMatchObject({ status: 409, body: { message, code: 'CONFLICT', errors: [{ field }] } });
    }
    expect((await row(user.code)).name).toBe(user.name);
    expect(await auditOf(user.code)).toEqual([]);
  });

  it('400 for an invalid document (the sign-up messages) or level', async () => {
    const user = await insertUser(db());
    expect((await patch({ codigoUSUARIO: user.code, documentoUSUARIO: '11111111111' })).body).toMatchObject({
      message: ACCOUNT_MESSAGES.cpfInvalid,
    });
    expect((await patch({ codigoUSUARIO: user.code, nivelUSUARIO: 0 })).body).toMatchObject({
      message: AM.levelInvalid,
    });
  });

  it('an admin cannot block themselves, nor demote the last active admin; nothing changes', async () => {
    expect(
      await patch({ codigoUSUARIO: admin.code, ativoUSUARIO: false, sobrenomeUSUARIO: 'X' }),
    ).toMatchObject({
      status: 409,
      body: { message: AM.selfBlock },
    });
    const demoted = await patch({ codigoUSUARIO: admin.code, nivelUSUARIO: 2, sobrenomeUSUARIO: 'X' });
    expect(demoted).toMatchObject({ status: 409, body: { message: AM.lastAdmin, code: 'CONFLICT' } });
    expect(await row(admin.code)).toMatchObject({ level: 1, active: true, surname: admin.surname });

    // With a second active admin, either may step down to advertiser.
    const second = await insertUser(db(), { level: USER_LEVELS.ADMIN });
    const secondToken = (await t.app.sessions.createSession(second.code, false)).token;
    expect((await patch({ codigoUSUARIO: second.code, nivelUSUARIO: 2 }, secondToken)).status).toBe(200);
    expect((await row(second.code)).level).toBe(2);
    // The one left cannot be blocked by a demoted admin either: that one is no admin any more.
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/usuarios/${admin.code}/bloquear`,
      headers: { authorization: `Bearer ${secondToken}` },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it("an advertiser's own PATCH with the admin fields changes none of them", async () => {
    const user = await insertUser(db());
    const token = (await t.app.sessions.createSession(user.code, false)).token;
    const res = await patch(
      {
        codigoUSUARIO: user.code,
        nivelUSUARIO: 1,
        ativoUSUARIO: false,
        senhaUSUARIO: password,
        sobrenomeUSUARIO: 'Ok',
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(await row(user.code)).toMatchObject({ level: 2, active: true, passwordHash: null, surname: 'Ok' });
    expect(await auditOf(user.code)).toEqual([]);
  });
});
