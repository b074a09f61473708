import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '#shared/contracts/reports.constants.ts';
import { listingReports } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

describe('POST /api/anuncios/{id}/denuncias', () => {
  let t: TestApp;
  const send = async (id: number | string, body: unknown, opts: { ip?: string; token?: string } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/anuncios/${id}/denuncias`,
      remoteAddress: opts.ip ?? '203.0.113.10',
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      payload: body as object,
    });
    return { status: res.statusCode, body: res.json() as any, headers: res.headers };
  };
  const reportsOf = (code: number) =>
    t.database.db.select().from(listingReports).where(eq(listingReports.listingCode, code));

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_REPORT_IP: '6/15m' });
  });
  afterAll(() => t.close());

  it('a visitor reports a published listing: 201, stored with the address and no account', async () => {
    const ad = await insertListing(t.database.db);
    const res = await send(ad.code, { motivo: 'fraude' }, { ip: '203.0.113.1' });
    expect(res).toMatchObject({ status: 201, body: { ok: true, message: M.thanks } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await reportsOf(ad.code)).toEqual([
      expect.objectContaining({
        reason: 'fraude',
        details: '',
        reporterCode: null,
        ip: '203.0.113.1',
        resolvedAt: null,
      }),
    ]);
  });

  it("a logged-in user's report records the account; the details are trimmed", async () => {
    const ad = await insertListing(t.database.db);
    const user = await insertUser(t.database.db);
    const { token } = await t.app.sessions.createSession(user.code, false);
    const res = await send(
      ad.code,
      { motivo: 'outro', detalhes: '  Pede pagamento adiantado.  ' },
      { ip: '203.0.113.2', token },
    );
    expect(res.status).toBe(201);
    expect(await reportsOf(ad.code)).toEqual([
      expect.objectContaining({
        reason: 'outro',
        details: 'Pede pagamento adiantado.',
        reporterCode: user.code,
      }),
    ]);
  });

  it('the same address again while the report is open: 200, no second row; after it is resolved, a new one', async () => {
    const ad = await insertListing(t.database.db);
    expect((await send(ad.code, { motivo: 'duplicado' }, { ip: '203.0.113.3' })).status).toBe(201);
    const again = await send(ad.code, { motivo: 'fraude' }, { ip: '203.0.113.3' });
    expect(again).toMatchObject({ status: 200, body: { message: M.thanks } });
    expect(await reportsOf(ad.code)).toHaveLength(1);
    // Another address counts.
    expect((await send(ad.code, { motivo: 'duplicado' }, { ip: '203.0.113.4' })).status).toBe(201);
    await t.database.db
      .update(listingReports)
      .set({ resolvedAt: new Date(), resolution: 'descartado' })
      .where(eq(listingReports.listingCode, ad.code));
    expect((await send(ad.code, { motivo: 'fraude' }, { ip: '203.0.113.3' })).status).toBe(201);
    expect(await reportsOf(ad.code)).toHaveLength(3);
  });

  it('two reports from one address at the same time store one row', async () => {
    const ad = await insertListing(t.database.db);
    const answers = await Promise.all([
      send(ad.code, { motivo: 'fraude' }, { ip: '203.0.113.5' }),
      send(ad.code, { motivo: 'fraude' }, { ip: '203.0.113.5' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(await reportsOf(ad.code)).toHaveLength(1);
  });

  it('400 in Portuguese: no or unknown reason, outro without details, details past 1000 characters', async () => {
    const ad = await insertListing(t.database.db);
    const ip = '203.0.113.6';
    expect(await send(ad.code, {}, { ip })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(M.reasonRequired) },
    });
    expect((await send(ad.code, { motivo: 'spam' }, { ip })).status).toBe(400);
    const noDetails = await send(ad.code, { motivo: 'outro', detalhes: '   ' }, { ip });
    expect(noDetails).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(M.detailsRequired) },
    });
    const long = await send(ad.code, { motivo: 'fraude', detalhes: 'x'.repeat(1001) }, { ip: '203.0.113.7' });
    expect(long).toMatchObject({ status: 400, body: { message: expect.stringContaining(M.detailsTooLong) } });
    expect(await reportsOf(ad.code)).toEqual([]);
  });

  it('404 for a listing that is not published (pending, draft, inactive) or does not exist', async () => {
    for (const status of ['pendente', 'rascunho', 'inativo'] as const) {
      const ad = await insertListing(t.database.db, { status, publishedAt: null });
      expect(await send(ad.code, { motivo: 'fraude' }, { ip: '203.0.113.8' })).toMatchObject({
        status: 404,
        body: { message: M.notFound },
      });
    }
    expect((await send(999_999_999, { motivo: 'fraude' }, { ip: '203.0.113.9' })).status).toBe(404);
    expect((await send('abc', { motivo: 'fraude' }, { ip: '203.0.113.9' })).status).toBe(400);
  });

  it('429 past RATE_LIMIT_REPORT_IP from one address, invalid reports counted too; other addresses go on', async () => {
    const ad = await insertListing(t.database.db);
    const ip = '198.51.100.1';
    for (let i = 0; i < 6; i += 1) expect((await send(ad.code, {}, { ip })).status).toBe(400);
    const limited = await send(ad.code, { motivo: 'fraude' }, { ip });
    expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send(ad.code, { motivo: 'fraude' }, { ip: '198.51.100.2' })).status).toBe(201);
  });

  it('is in the OpenAPI description', async () => {
    const doc = (await t.get('/api/openapi.json')).body;
    const op = doc.paths['/api/anuncios/{id}/denuncias']?.post;
    expect(Object.keys(op?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '400', '404', '429']),
    );
  });
});
