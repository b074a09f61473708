import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser, type User } from '../../test/factories/index.ts';
import { ADMIN_LISTINGS_MESSAGES as M } from './admin-listings.service.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

describe('POST /api/admin/anuncios/{id}/aprovar', () => {
  let t: TestApp;
  let advertiser: User;
  const tokens: Record<string, string> = {};
  const approve = async (id: number, as?: 'admin' | 'advertiser') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/anuncios/${id}/aprovar`,
      headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
    });
    return { status: res.statusCode, body: res.json() as any };
  };
  const pending = () =>
    insertListing(t.database.db, {
      advertiserCode: advertiser.code,
      status: 'pendente',
      publishedAt: null,
      rejectionReason: 'Foto fora do padrão',
    });

  beforeAll(async () => {
    t = await buildTestApp();
    advertiser = await insertUser(t.database.db);
    const admin = await insertUser(t.database.db, { level: USER_LEVELS.ADMIN });
    tokens.advertiser = (await t.app.sessions.createSession(advertiser.code, false)).token;
    tokens.admin = (await t.app.sessions.createSession(admin.code, false)).token;
  });
  afterAll(() => t.close());

  it('401 anonymous, 403 for the ad owner (not an admin); the ad stays pendente', async () => {
    const ad = await pending();
    expect((await approve(ad.code)).status).toBe(401);
    const forbidden = await approve(ad.code, 'advertiser');
    expect(forbidden).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.code, ad.code));
    expect(row?.status).toBe('pendente');
  });

  it('an admin approves a pendente ad: publicado, publicado_em set, reason cleared, public afterwards', async () => {
    const ad = await pending();
    expect((await t.app.inject({ method: 'GET', url: `/api/anuncios/${ad.code}` })).statusCode).toBe(404);

    const before = Date.now();
    const res = await approve(ad.code, 'admin');
    expect(res).toMatchObject({
      status: 200,
      body: { ok: true, message: M.approved, codigoANUNCIO: ad.code, statusANUNCIO: 'publicado' },
    });
    expect(new Date(res.body.publicadoEm).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.code, ad.code));
    expect(row).toMatchObject({ status: 'publicado', rejectionReason: null });
    expect(row?.publishedAt?.toISOString()).toBe(res.body.publicadoEm);

    const pub = await t.app.inject({ method: 'GET', url: `/api/anuncios/${ad.code}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ codigoANUNCIO: ad.code, tituloANUNCIO: ad.title });

    // A second approval: it is no longer pendente.
    expect(await approve(ad.code, 'admin')).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: M.notPending('publicado') },
    });
  });

  it('409 for a rascunho (it stays rascunho), 404 for an unknown id, 400 for a bad id', async () => {
    const draft = await insertListing(t.database.db, { advertiserCode: advertiser.code, status: 'rascunho' });
    expect(await approve(draft.code, 'admin')).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: M.notPending('rascunho') },
    });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.code, draft.code));
    expect(row).toMatchObject({ status: 'rascunho', publishedAt: null });

    expect(await approve(999_999_999, 'admin')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: M.notFound },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/anuncios/abc/aprovar',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is in the OpenAPI description under Administração', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as any;
    const op = doc.paths['/api/admin/anuncios/{id}/aprovar']?.post;
    expect(op?.tags).toEqual(['Administração']);
    expect(Object.keys(op?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409']),
    );
  });
});
