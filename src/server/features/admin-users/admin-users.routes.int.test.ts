import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { ADMIN_USERS_MESSAGES as M } from '#shared/contracts/admin-users.contract.ts';
import { ACCOUNT_MESSAGES } from '#shared/contracts/users.contract.ts';
import { cnpjFromBase, cpfFromBase } from '#shared/lib/documents.ts';
import { auditLog, checkouts, credits, listings, plans, sessions, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { getCategory, insertListing, insertUser, type User } from '../../test/factories/index.ts';
import { ACTIVE_ADMINS_LOCK } from './admin-users.repository.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

type As = 'anonymous' | 'usuario' | 'anunciante' | 'admin';

describe('admin users: GET /api/usuarios, POST /api/usuarios/criar, POST /api/admin/usuarios/{id}/bloquear|ativar', () => {
  let t: TestApp;
  let admin: User;
  const tokens: Partial<Record<As, string>> = {};

  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    as: As | string = 'admin',
    body?: unknown,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }> => {
    const token = as in tokens ? tokens[as as As] : as === 'anonymous' ? undefined : as;
    const res = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const db = () => t.database.db;
  const row = async (code: number) => (await db().select().from(users).where(eq(users.code, code)))[0]!;
  const listingRow = async (code: number) =>
    (await db().select().from(listings).where(eq(listings.code, code)))[0]!;
  const auditOf = (code: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'usuario'), eq(auditLog.entityId, code)))
      .orderBy(auditLog.id);
  const login = (email: string, senha: string) =>
    t.app.inject({ method: 'POST', url: '/api/usuarios/login', payload: { usuario: email, senha } });
  const session = async (user: User) => (await t.app.sessions.createSession(user.code, false)).token;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await insertUser(db(), { level: USER_LEVELS.ADMIN, name: 'Ana', surname: 'Administradora' });
    tokens.admin = await session(admin);
    tokens.anunciante = await session(await insertUser(db()));
    tokens.usuario = await session(await insertUser(db(), { level: USER_LEVELS.USUARIO }));
  });
  afterAll(() => t.close());

  describe('role matrix', () => {
    const routes = [
      ['GET', '/api/usuarios', undefined],
      ['POST', '/api/usuarios/criar', {}],
      ['POST', '/api/admin/usuarios/1/bloquear', undefined],
      ['POST', '/api/admin/usuarios/1/ativar', undefined],
    ] as const;

    it.each(routes)('%s %s: anonymous 401, USUARIO 403, ANUNCIANTE 403', async (method, url, body) => {
      expect((await call(method, url, 'anonymous', body)).status).toBe(401);
      for (const as of ['usuario', 'anunciante'] as const) {
        const res = await call(method, url, as, body);
        expect(res.status, as).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    });

    it('ADMIN: every answer is no-store', async () => {
      const list = await call('GET', '/api/usuarios');
      expect(list.status).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      const missing = await call('POST', '/api/admin/usuarios/99999999/bloquear');
      expect(missing).toMatchObject({ status: 404, body: { message: M.notFound, code: 'NOT_FOUND' } });
      expect(missing.headers['cache-control']).toBe('no-store');
      expect((await call('POST', '/api/admin/usuarios/abc/ativar')).status).toBe(400);
    });
  });

  describe('GET /api/usuarios', () => {
    let jose: User;
    let empresa: User;

    beforeAll(async () => {
      jose = await insertUser(db(), {
        name: 'José Ângelo',
        surname: 'Conceição',
        email: 'jose.angelo@teste.nc.local',
        level: USER_LEVELS.USUARIO,
      });
      empresa = await insertUser(db(), { personKind: 'pj', active: false });
      const category = await getCategory(db(), { type: 3 });
      for (const status of ['publicado', 'publicado', 'pendente'] as const) {
        await insertListing(db(), { advertiserCode: empresa.code, categoryCode: category.code, status });
      }
    });

    it('pages newest first with the spec fields and the ad counts', async () => {
      const res = await call('GET', '/api/usuarios?limit=2');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 1, totalPages: Math.ceil(res.body.total / 2) });
      expect(res.body.total).toBeGreaterThanOrEqual(5);
      expect(res.body.data).toHaveLength(2);
      const [first, second] = res.body.data;
      expect(first.codigoUSUARIO).toBe(empresa.code);
      expect(second.codigoUSUARIO).toBe(jose.code);
      expect(first).toEqual({
        codigoUSUARIO: empresa.code,
        nomeUSUARIO: empresa.name,
        sobrenomeUSUARIO: '',
        emailUSUARIO: empresa.email,
        pessoa: 'pj',
        documentoUSUARIO: empresa.document,
        whatsappUSUARIO: '11987654321',
        nivelUSUARIO: 2,
        ativoUSUARIO: false,
        criadoEm: empresa.createdAt.toISOString(),
        totalAnuncios: 3,
        anunciosPublicados: 2,
        anunciosSuspensos: 0,
      });
      const next = await call('GET', '/api/usuarios?limit=2&page=2');
      expect(next.body.page).toBe(2);
      expect(next.body.data.map((u: any) => u.codigoUSUARIO)).not.toContain(empresa.code);
    });

    it('q finds by name and surname without accents or case, by e-mail, and by the document with or without its mask', async () => {
      const codes = async (q: string) =>
        (await call('GET', `/api/usuarios?q=${encodeURIComponent(q)}`)).body.data.map(
          (u: any) => u.codigoUSUARIO,
        );
      expect(await codes('jose angelo conceicao')).toEqual([jose.code]);
      expect(await codes('JOSÉ')).toEqual([jose.code]);
      expect(await codes('angelo@teste.nc')).toEqual([jose.code]);
      expect(await codes(empresa.document)).toEqual([empresa.code]);
      const masked = `${empresa.document.slice(0, 2)}.${empresa.document.slice(2, 5)}.${empresa.document.slice(5, 8)}/${empresa.document.slice(8, 12)}-${empresa.document.slice(12)}`;
      expect(await codes(masked)).toEqual([empresa.code]);
      expect(await codes('100%_')).toEqual([]);
    });

    it('nivel and ativo filter; bad values are 400 in Portuguese', async () => {
      const admins = await call('GET', '/api/usuarios?nivel=1');
      expect(admins.body.data.every((u: any) => u.nivelUSUARIO === 1)).toBe(true);
      expect(admins.body.data.map((u: any) => u.codigoUSUARIO)).toContain(admin.code);
      const blocked = await call('GET', '/api/usuarios?ativo=0');
      expect(blocked.body.data.map((u: any) => u.codigoUSUARIO)).toEqual([empresa.code]);
      const users3 = await call('GET', '/api/usuarios?nivel=3&ativo=1&q=jose');
      expect(users3.body.data.map((u: any) => u.codigoUSUARIO)).toEqual([jose.code]);
      expect(await call('GET', '/api/usuarios?nivel=4')).toMatchObject({
        status: 400,
        body: { message: 'O parâmetro nivel deve ser 1, 2 ou 3.', code: 'VALIDATION' },
      });
      expect((await call('GET', '/api/usuarios?ativo=talvez')).status).toBe(400);
      expect((await call('GET', '/api/usuarios?limit=101')).status).toBe(400);
    });

    it('does not shadow GET /api/usuarios/me or GET /api/usuarios/{id}', async () => {
      expect((await call('GET', '/api/usuarios/me')).body).toMatchObject({ codigo: admin.code });
      expect((await call('GET', `/api/usuarios/${jose.code}`)).body).toMatchObject({
        codigoUSUARIO: jose.code,
      });
    });
  });

  describe('POST /api/usuarios/criar', () => {
    const password = 'vizinho-de-confianca-42';
    let n = 0;
    const newCpf = () => cpfFromBase(`71${String(++n).padStart(7, '0')}`);

    it('400 with the spec message on each missing field of e-mail, senha and documento', async () => {
      const res = await call('POST', '/api/usuarios/criar', 'admin', { nomeUSUARIO: 'Sem Dados', senha: '' });
      expect(res).toMatchObject({ status: 400, body: { message: M.required, code: 'VALIDATION' } });
      expect(res.body.errors.map((e: any) => e.field).sort()).toEqual([
        'documentoUSUARIO',
        'emailUSUARIO',
        'senha',
      ]);
      // No body, or one that is no object: a 400 too, never a 500.
      expect((await call('POST', '/api/usuarios/criar')).body.code).toBe('VALIDATION');
      expect((await call('POST', '/api/usuarios/criar', 'admin', [1])).status).toBe(400);
    });

    it('400 for an invalid document, a weak password or a bad e-mail, with the sign-up messages', async () => {
      const base = {
        emailUSUARIO: 'novo.invalido@teste.nc.local',
        senha: password,
        documentoUSUARIO: newCpf(),
      };
      for (const [patch, field, message] of [
        [{ documentoUSUARIO: '123.456.789-00' }, 'documentoUSUARIO', ACCOUNT_MESSAGES.cpfInvalid],
        [{ documentoUSUARIO: '11.222.333/0001-00' }, 'documentoUSUARIO', ACCOUNT_MESSAGES.cnpjInvalid],
        [{ senha: 'curta' }, 'senha', ACCOUNT_MESSAGES.passwordLength],
        [{ senha: '12345678' }, 'senha', ACCOUNT_MESSAGES.passwordTooCommon],
        [{ emailUSUARIO: 'sem-arroba' }, 'emailUSUARIO', ACCOUNT_MESSAGES.emailInvalid],
        [{ nivelUSUARIO: 7 }, 'nivelUSUARIO', M.levelInvalid],
      ] as const) {
        const res = await call('POST', '/api/usuarios/criar', 'admin', { ...base, ...patch });
        expect(res.status, message).toBe(400);
        expect(res.body.message, message).toBe(message);
        expect(res.body.errors[0].field, message).toBe(field);
      }
      const [found] = await db().select().from(users).where(eq(users.email, base.emailUSUARIO));
      expect(found).toBeUndefined();
    });

    it('creates a confirmed PF account with the defaults, hashed like sign-up, audited; it can log in', async () => {
      const document = newCpf();
      const res = await call('POST', '/api/usuarios/criar', 'admin', {
        nomeUSUARIO: '  Carla ',
        sobrenomeUSUARIO: 'Nova',
        emailUSUARIO: 'Carla.Nova@Teste.NC.local',
        senha: password,
        documentoUSUARIO: `${document.slice(0, 3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${document.slice(9)}`,
        whatsappUSUARIO: '(21) 99876-5432',
        cepUSUARIO: '01001-000',
        logradouroUSUARIO: 'Praça da Sé',
        complementoUSUARIO: 'lado ímpar',
        bairroUSUARIO: 'Sé',
        cidadeUSUARIO: 'São Paulo',
        ufUSUARIO: 'sp',
        dddUSUARIO: '21',
        // Never taken from the body: the server decides these.
        pessoa: 'pj',
        tipo: 2,
        validacao: 0,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ok: true, message: M.created });
      const created = await row(res.body.codigoUSUARIO);
      expect(created).toMatchObject({
        name: 'Carla',
        surname: 'Nova',
        email: 'carla.nova@teste.nc.local',
        personKind: 'pf',
        type: 3,
        document,
        whatsapp: '21998765432',
        ddd: '21',
        postalCode: '01001000',
        uf: 'SP',
        level: 2,
        active: true,
        showAddress: true,
        validation: 1,
      });
      expect(created.emailConfirmedAt).toBeInstanceOf(Date);
      expect(created.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await login('carla.nova@teste.nc.local', password)).statusCode).toBe(200);

      const [audit] = await auditOf(created.code);
      expect(audit).toMatchObject({ actorCode: admin.code, action: 'criar', before: null });
      expect(audit!.after).toMatchObject({ emailUSUARIO: 'carla.nova@teste.nc.local', nivelUSUARIO: 2 });
      expect(JSON.stringify(audit!.after)).not.toMatch(/argon2|senha/i);
    });

    it('a CNPJ makes a PJ account; nivel, ativo and mostrarNoAnuncio are taken', async () => {
      const document = cnpjFromBase('723456780001');
      const res = await call('POST', '/api/usuarios/criar', 'admin', {
        emailUSUARIO: 'empresa.nova@teste.nc.local',
        senha: password,
        documentoUSUARIO: document,
        nivelUSUARIO: '3',
        ativoUSUARIO: 0,
        mostrarNoAnuncioUSUARIO: false,
      });
      expect(res.status).toBe(201);
      expect(await row(res.body.codigoUSUARIO)).toMatchObject({
        name: '',
        personKind: 'pj',
        type: 2,
        level: 3,
        active: false,
        showAddress: false,
      });
    });

    it('409 for a registered e-mail (any case) or document', async () => {
      const taken = await call('POST', '/api/usuarios/criar', 'admin', {
        emailUSUARIO: admin.email.toUpperCase(),
        senha: password,
        documentoUSUARIO: newCpf(),
      });
      expect(taken).toMatchObject({
        status: 409,
        body: { message: ACCOUNT_MESSAGES.emailTaken, code: 'CONFLICT', errors: [{ field: 'emailUSUARIO' }] },
      });
      const sameDocument = await call('POST', '/api/usuarios/criar', 'admin', {
        emailUSUARIO: 'outro.documento@teste.nc.local',
        senha: password,
        documentoUSUARIO: admin.document,
      });
      expect(sameDocument).toMatchObject({
        status: 409,
        body: { message: ACCOUNT_MESSAGES.documentTaken, errors: [{ field: 'documentoUSUARIO' }] },
      });
    });
  });

  describe('block and activate', () => {
    /** A confirmed advertiser with a password, two sessions, ads in several states. */
    async function advertiserWithAds() {
      const password = 'senha-do-anunciante-9';
      const created = await call('POST', '/api/usuarios/criar', 'admin', {
        nomeUSUARIO: 'Bruno',
        emailUSUARIO: `bruno.${Date.now()}.${Math.random()}@teste.nc.local`,
        senha: password,
        documentoUSUARIO: cpfFromBase(`73${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`),
      });
      expect(created.status).toBe(201);
      const user = await row(created.body.codigoUSUARIO);
      const category = await getCategory(db(), { type: 3 });
      const ad = (status: 'publicado' | 'pendente' | 'inativo') =>
        insertListing(db(), { advertiserCode: user.code, categoryCode: category.code, status });
      const ads = {
        published: await ad('publicado'),
        expiring: await ad('publicado'),
        pending: await ad('pendente'),
        inactive: await ad('inativo'),
      };
      const tokenA = await session(user as User);
      const tokenB = (await t.app.sessions.createSession(user.code, true)).token;
      return { user, password, ads, tokenA, tokenB };
    }

    /** A paid credit bound to the ad, ending at `endsAt`. */
    async function bindCredit(userCode: number, listingCode: number, endsAt: Date) {
      const [plan] = await db().select().from(plans).where(eq(plans.slug, 'pf-anual'));
      const now = new Date();
      const [checkout] = await db()
        .insert(checkouts)
        .values({
          userCode,
          planCode: plan!.code,
          userType: plan!.userType,
          method: 'pix',
          status: 'paid',
          amountCents: plan!.priceCents,
          createdAt: now,
          paidAt: now,
        })
        .returning();
      await db().insert(credits).values({
        userCode,
        checkoutId: checkout!.id,
        planCode: plan!.code,
        startsAt: now,
        endsAt,
        listingCode,
        status: 'used',
        usedAt: now,
      });
    }

    it('block: sessions revoked at once, published ads suspended (others untouched), login refused; a repeat is a 200 no-op', async () => {
      const { user, password, ads, tokenA, tokenB } = await advertiserWithAds();
      expect((await call('GET', '/api/usuarios/me', tokenA)).status).toBe(200);
      expect((await t.app.inject({ url: `/api/anuncios/${ads.published.code}` })).statusCode).toBe(200);

      const res = await call('POST', `/api/admin/usuarios/${user.code}/bloquear`);
      expect(res).toMatchObject({
        status: 200,
        body: {
          ok: true,
          message: M.blocked,
          codigoUSUARIO: user.code,
          ativoUSUARIO: false,
          alterado: true,
          anuncios: 2,
        },
      });
      expect((await row(user.code)).active).toBe(false);
      for (const token of [tokenA, tokenB])
        expect((await call('GET', '/api/usuarios/me', token)).status).toBe(401);
      const open = await db()
        .select()
        .from(sessions)
        .where(and(eq(sessions.userCode, user.code), isNull(sessions.revokedAt)));
      expect(open).toEqual([]);
      expect(await listingRow(ads.published.code)).toMatchObject({
        status: 'inativo',
        suspendedByBlock: true,
      });
      expect(await listingRow(ads.pending.code)).toMatchObject({
        status: 'pendente',
        suspendedByBlock: false,
      });
      expect(await listingRow(ads.inactive.code)).toMatchObject({
        status: 'inativo',
        suspendedByBlock: false,
      });
      expect((await t.app.inject({ url: `/api/anuncios/${ads.published.code}` })).statusCode).toBe(404);

      const refused = await login(user.email, password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: ACCOUNT_MESSAGES.blocked, motivo: 'bloqueado' });

      const again = await call('POST', `/api/admin/usuarios/${user.code}/bloquear`);
      expect(again).toMatchObject({
        status: 200,
        body: { message: M.alreadyBlocked, ativoUSUARIO: false, alterado: false, anuncios: 0 },
      });
      const list = await call('GET', `/api/usuarios?q=${encodeURIComponent(user.email)}`);
      expect(list.body.data[0]).toMatchObject({
        ativoUSUARIO: false,
        anunciosSuspensos: 2,
        anunciosPublicados: 0,
      });
      const audit = await auditOf(user.code);
      expect(audit.map((a) => a.action)).toEqual(['criar', 'bloquear']);
      expect(audit[1]).toMatchObject({
        actorCode: admin.code,
        before: { ativoUSUARIO: true },
        after: { ativoUSUARIO: false, anunciosSuspensos: 2 },
      });
    });

    it('activate: exactly the suspended ads are published again, except one whose credit ended; old sessions stay revoked; a repeat is a 200 no-op', async () => {
      const { user, password, ads, tokenA } = await advertiserWithAds();
      await bindCredit(user.code, ads.expiring.code, new Date(Date.now() + 86_400_000));
      await call('POST', `/api/admin/usuarios/${user.code}/bloquear`);
      // The credit ends while the account is blocked.
      await db()
        .update(credits)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(credits.listingCode, ads.expiring.code));

      const res = await call('POST', `/api/admin/usuarios/${user.code}/ativar`);
      expect(res).toMatchObject({
        status: 200,
        body: { message: M.activated, ativoUSUARIO: true, alterado: true, anuncios: 1 },
      });
      expect(await listingRow(ads.published.code)).toMatchObject({
        status: 'publicado',
        suspendedByBlock: false,
      });
      expect(await listingRow(ads.expiring.code)).toMatchObject({
        status: 'inativo',
        suspendedByBlock: false,
      });
      expect(await listingRow(ads.inactive.code)).toMatchObject({ status: 'inativo' });
      expect(await listingRow(ads.pending.code)).toMatchObject({ status: 'pendente' });
      expect((await t.app.inject({ url: `/api/anuncios/${ads.published.code}` })).statusCode).toBe(200);
      expect((await call('GET', '/api/usuarios/me', tokenA)).status).toBe(401);
      expect((await login(user.email, password)).statusCode).toBe(200);

      const again = await call('POST', `/api/admin/usuarios/${user.code}/ativar`);
      expect(again.body).toMatchObject({ message: M.alreadyActive, alterado: false, anuncios: 0 });
      const audit = await auditOf(user.code);
      expect(audit.map((a) => a.action)).toEqual(['criar', 'bloquear', 'ativar']);
      expect(audit[2]!.after).toEqual({ ativoUSUARIO: true, anunciosRepublicados: 1 });
    });

    it('an admin cannot block their own account (409, nothing changes)', async () => {
      const res = await call('POST', `/api/admin/usuarios/${admin.code}/bloquear`);
      expect(res).toMatchObject({ status: 409, body: { message: M.selfBlock, code: 'CONFLICT' } });
      expect((await row(admin.code)).active).toBe(true);
      expect((await call('GET', '/api/usuarios/me')).status).toBe(200);
    });

    it('blocking another admin works while one stays active; activating an active user changes nothing', async () => {
      const other = await insertUser(db(), { level: USER_LEVELS.ADMIN });
      const otherToken = await session(other);
      expect((await call('POST', `/api/admin/usuarios/${other.code}/bloquear`)).body.alterado).toBe(true);
      expect((await call('GET', '/api/usuarios', otherToken)).status).toBe(401);
      expect((await call('POST', `/api/admin/usuarios/${other.code}/ativar`)).body.alterado).toBe(true);
      expect((await call('POST', `/api/admin/usuarios/${admin.code}/ativar`)).body).toMatchObject({
        alterado: false,
        message: M.alreadyActive,
      });
    });

    // PGlite has one connection, so two transactions never overlap there; on PostgreSQL they do.
    it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
      'two last admins blocking each other at once: the second waits for the first, then gets the last-admin 409',
      async () => {
        const first = await insertUser(db(), { level: USER_LEVELS.ADMIN });
        const second = await insertUser(db(), { level: USER_LEVELS.ADMIN });
        const secondToken = await session(second);
        // Only these two stay active admins (this file's other admins are done by now).
        await db()
          .update(users)
          .set({ active: false })
          .where(and(eq(users.level, USER_LEVELS.ADMIN), notInArray(users.code, [first.code, second.code])));

        // `first` blocks `second` as the service does (the lock, then the change), and holds its
        // transaction open while `second` tries to block `first`.
        let answer: Promise<Awaited<ReturnType<typeof call>>> | undefined;
        await db().transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVE_ADMINS_LOCK})`);
          await tx.update(users).set({ active: false }).where(eq(users.code, second.code));
          answer = call('POST', `/api/admin/usuarios/${first.code}/bloquear`, secondToken);
          await new Promise((resolve) => setTimeout(resolve, 300));
        });
        expect(await answer).toMatchObject({ status: 409, body: { message: M.lastAdmin } });
        expect((await row(first.code)).active).toBe(true);
      },
    );
  });
});
