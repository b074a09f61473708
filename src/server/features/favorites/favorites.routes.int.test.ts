import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { FAVORITES_LIMITS, FAVORITES_MESSAGES as M } from '#shared/contracts/favorites.constants.ts';
import { favorites, listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

describe('/api/favoritos', () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let admin: string;

  const call = async (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    token?: string,
    body?: unknown,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() as any, headers: res.headers };
  };
  const codesOf = (res: { body: any }) => (res.body as any[]).map((card) => card.codigoANUNCIO);
  const session = async (level: number = USER_LEVELS.ANUNCIANTE) => {
    const user = await insertUser(t.database.db, { level });
    const { token } = await t.app.sessions.createSession(user.code, false);
    return { token, code: user.code };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    ({ token: owner } = await session());
    ({ token: other } = await session());
    ({ token: admin } = await session(USER_LEVELS.ADMIN));
  });
  afterAll(() => t.close());

  it('every route answers 401 to a visitor, with nothing written', async () => {
    const ad = await insertListing(t.database.db);
    for (const [method, url, body] of [
      ['GET', '/api/favoritos', undefined],
      ['PUT', `/api/favoritos/${ad.code}`, undefined],
      ['DELETE', `/api/favoritos/${ad.code}`, undefined],
      ['POST', '/api/favoritos/mesclar', { anuncios: [ad.code] }],
    ] as const) {
      const res = await call(method, url, undefined, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await t.database.db.select().from(favorites).where(eq(favorites.listingCode, ad.code))).toEqual(
      [],
    );
  });

  it('the owner adds (idempotent), lists as cards newest first, removes (idempotent)', async () => {
    const a = await insertListing(t.database.db, { title: 'Bolo de cenoura' });
    const b = await insertListing(t.database.db, { title: 'Aula de violão' });
    expect(await call('PUT', `/api/favoritos/${a.code}`, owner)).toMatchObject({
      status: 200,
      body: { ok: true, message: M.added },
    });
    expect((await call('PUT', `/api/favoritos/${b.code}`, owner)).status).toBe(200);
    expect((await call('PUT', `/api/favoritos/${a.code}`, owner)).status).toBe(200);
    const list = await call('GET', '/api/favoritos', owner);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(codesOf(list)).toEqual([b.code, a.code]);
    expect(list.body[1]).toMatchObject({ codigoANUNCIO: a.code, tituloANUNCIO: 'Bolo de cenoura' });

    expect(await call('DELETE', `/api/favoritos/${a.code}`, owner)).toMatchObject({
      status: 200,
      body: { ok: true, message: M.removed },
    });
    expect((await call('DELETE', `/api/favoritos/${a.code}`, owner)).status).toBe(200);
    expect(codesOf(await call('GET', '/api/favoritos', owner))).toEqual([b.code]);
    await call('DELETE', `/api/favoritos/${b.code}`, owner);
  });

  it("another user and an admin see only their own list, and their removal leaves the owner's", async () => {
    const ad = await insertListing(t.database.db);
    await call('PUT', `/api/favoritos/${ad.code}`, owner);
    expect(codesOf(await call('GET', '/api/favoritos', other))).toEqual([]);
    expect(codesOf(await call('GET', '/api/favoritos', admin))).toEqual([]);
    expect((await call('DELETE', `/api/favoritos/${ad.code}`, other)).status).toBe(200);
    expect((await call('DELETE', `/api/favoritos/${ad.code}`, admin)).status).toBe(200);
    expect(codesOf(await call('GET', '/api/favoritos', owner))).toContain(ad.code);
    // The admin's own favourites are their own too.
    expect((await call('PUT', `/api/favoritos/${ad.code}`, admin)).status).toBe(200);
    expect(codesOf(await call('GET', '/api/favoritos', admin))).toEqual([ad.code]);
    await call('DELETE', `/api/favoritos/${ad.code}`, owner);
    await call('DELETE', `/api/favoritos/${ad.code}`, admin);
  });

  it('404 for a listing that is not published or does not exist; 400 for a bad code', async () => {
    for (const status of ['pendente', 'rascunho', 'inativo'] as const) {
      const ad = await insertListing(t.database.db, { status, publishedAt: null });
      expect(await call('PUT', `/api/favoritos/${ad.code}`, owner)).toMatchObject({
        status: 404,
        body: { message: M.notFound },
      });
    }
    expect((await call('PUT', '/api/favoritos/999999999', owner)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await call('PUT', `/api/favoritos/${bad}`, owner);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toContain('anuncio');
    }
    expect((await call('DELETE', '/api/favoritos/abc', owner)).status).toBe(400);
  });

  it('a favourite whose listing leaves the site drops out of the list, and returns with it', async () => {
    const ad = await insertListing(t.database.db);
    await call('PUT', `/api/favoritos/${ad.code}`, owner);
    await t.database.db.update(listings).set({ status: 'inativo' }).where(eq(listings.code, ad.code));
    expect(codesOf(await call('GET', '/api/favoritos', owner))).not.toContain(ad.code);
    await t.database.db.update(listings).set({ status: 'publicado' }).where(eq(listings.code, ad.code));
    expect(codesOf(await call('GET', '/api/favoritos', owner))).toContain(ad.code);
    await call('DELETE', `/api/favoritos/${ad.code}`, owner);
  });

  it('merge: adds the published codes (first = newest), skips unknown and unpublished ones and repeats, answers the list', async () => {
    const { token } = await session();
    const kept = await insertListing(t.database.db);
    await call('PUT', `/api/favoritos/${kept.code}`, token);
    const x = await insertListing(t.database.db);
    const y = await insertListing(t.database.db);
    const pending = await insertListing(t.database.db, { status: 'pendente', publishedAt: null });
    const res = await call('POST', '/api/favoritos/mesclar', token, {
      anuncios: [y.code, 999_999_998, pending.code, x.code, y.code, kept.code],
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(codesOf(res)).toEqual([y.code, x.code, kept.code]);
    // Again: nothing changes.
    expect(codesOf(await call('POST', '/api/favoritos/mesclar', token, { anuncios: [x.code] }))).toEqual([
      y.code,
      x.code,
      kept.code,
    ]);
    // An empty merge is the list.
    expect(codesOf(await call('POST', '/api/favoritos/mesclar', token, { anuncios: [] }))).toEqual([
      y.code,
      x.code,
      kept.code,
    ]);
    const rows = await t.database.db.select().from(favorites).where(eq(favorites.listingCode, pending.code));
    expect(rows).toEqual([]);
  });

  it('merge: 400 in Portuguese for a bad body or too many codes', async () => {
    for (const body of [
      {},
      { anuncios: 'x' },
      { anuncios: [1.5] },
      { anuncios: [0] },
      { anuncios: [3_000_000_000] },
    ]) {
      const res = await call('POST', '/api/favoritos/mesclar', owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(M.mergeInvalid);
    }
    const many = Array.from({ length: FAVORITES_LIMITS.mergeMax + 1 }, (_, i) => i + 1);
    expect(await call('POST', '/api/favoritos/mesclar', owner, { anuncios: many })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(M.mergeTooMany) },
    });
  });

  it(`the cap: ${FAVORITES_LIMITS.perUser} favourites, then 409 in Portuguese; a merge stops at the cap without failing`, async () => {
    const { token, code } = await session();
    const full = await insertListing(t.database.db);
    const extra = await insertListing(t.database.db);
    // Fill the account directly: the cap counts published favourites, any listing will do.
    const seller = await insertUser(t.database.db);
    const base = { advertiserCode: seller.code, categoryCode: full.categoryCode } as const;
    const inserted = await t.database.db
      .insert(listings)
      .values(
        Array.from({ length: FAVORITES_LIMITS.perUser - 1 }, (_, i) => ({
          ...base,
          title: `Favorito ${i}`,
          slug: `favorito-${i}`,
          description: 'x',
          type: 2 as const,
          status: 'publicado' as const,
          publishedAt: new Date(),
          transactionTypes: [],
        })),
      )
      .returning({ code: listings.code });
    const codes = [full.code, ...inserted.map((r) => r.code)];
    await t.database.db
      .insert(favorites)
      .values(codes.map((listingCode) => ({ userCode: code, listingCode })));
    expect(await call('PUT', `/api/favoritos/${extra.code}`, token)).toMatchObject({
      status: 409,
      body: { message: M.full },
    });
    // Already a favourite: still fine at the cap.
    expect((await call('PUT', `/api/favoritos/${full.code}`, token)).status).toBe(200);
    const merged = await call('POST', '/api/favoritos/mesclar', token, { anuncios: [extra.code] });
    expect(merged.status).toBe(200);
    expect(merged.body).toHaveLength(FAVORITES_LIMITS.perUser);
    expect(codesOf(merged)).not.toContain(extra.code);
    // A favourite leaving the site frees its place.
    await t.database.db.update(listings).set({ status: 'inativo' }).where(eq(listings.code, full.code));
    expect((await call('PUT', `/api/favoritos/${extra.code}`, token)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userCode, code), eq(favorites.listingCode, extra.code)));
    expect(rows).toHaveLength(1);
  });

  it("two adds at the cap's edge at once: one wins", async () => {
    const { token, code } = await session();
    const seed = await insertListing(t.database.db);
    const seller = await insertUser(t.database.db);
    const values = Array.from({ length: FAVORITES_LIMITS.perUser - 1 }, (_, i) => ({
      advertiserCode: seller.code,
      categoryCode: seed.categoryCode,
      title: `Quase cheio ${i}`,
      slug: `quase-cheio-${i}`,
      description: 'x',
      type: 2 as const,
      status: 'publicado' as const,
      publishedAt: new Date(),
      transactionTypes: [],
    }));
    const inserted = await t.database.db.insert(listings).values(values).returning({ code: listings.code });
    await t.database.db
      .insert(favorites)
      .values(inserted.map((r) => ({ userCode: code, listingCode: r.code })));
    const a = await insertListing(t.database.db);
    const b = await insertListing(t.database.db);
    const answers = await Promise.all([
      call('PUT', `/api/favoritos/${a.code}`, token),
      call('PUT', `/api/favoritos/${b.code}`, token),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await call('GET', '/api/favoritos', token).then((r) => r.body.length)).toBe(
      FAVORITES_LIMITS.perUser,
    );
  });

  it('a cookie-authenticated write from another site is refused (CSRF)', async () => {
    const ad = await insertListing(t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/favoritos/${ad.code}`,
      headers: { cookie: `nc_sessao=${owner}`, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('is in the OpenAPI description under Favoritos', async () => {
    const doc = (await t.get('/api/openapi.json')).body;
    expect(doc.paths['/api/favoritos']?.get?.tags).toEqual(['Favoritos']);
    expect(Object.keys(doc.paths['/api/favoritos/{anuncio}'] ?? {})).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
    expect(Object.keys(doc.paths['/api/favoritos/mesclar']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401']),
    );
  });
});
