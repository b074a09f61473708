import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { MoreFromAdvertiserSchema } from '#shared/contracts/advertiser-listings.contract.ts';
import { LISTING_NOT_FOUND } from '#shared/contracts/listings.contract.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser } from '../../test/factories/index.ts';
import { queryRows } from '../../lib/sql.ts';
import { otherPublishedCodesQuery } from './advertiser-listings.repository.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

describe('GET /api/anuncios/{id}/mais-do-anunciante', () => {
  let t: TestApp;
  let advertiser: number;
  /** The listing whose page is open. */
  let current: number;
  /** The advertiser's other published listings, in insertion order (oldest first). */
  const published: number[] = [];
  /** The advertiser's listings in every other status. */
  const unpublished: number[] = [];
  let otherAdvertisersListing: number;

  const get = async (id: number | string, token?: string) => {
    const res = await t.app.inject({
      url: `/api/anuncios/${id}/mais-do-anunciante`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() as any };
  };
  const codes = (body: { codigoANUNCIO: number }[]) => body.map((c) => c.codigoANUNCIO);
  const tokenOf = async (code: number) => (await t.app.sessions.createSession(code, false)).token;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    advertiser = (await insertUser(db)).code;
    // Ten other published listings, five older and five newer than the open one.
    for (let i = 0; i < 10; i++) {
      if (i === 5) current = (await insertListing(db, { advertiserCode: advertiser })).code;
      published.push((await insertListing(db, { advertiserCode: advertiser })).code);
    }
    for (const status of ['pendente', 'rascunho', 'reprovado', 'inativo'] as const) {
      unpublished.push((await insertListing(db, { advertiserCode: advertiser, status })).code);
    }
    otherAdvertisersListing = (await insertListing(db)).code;
  });
  afterAll(() => t.close());

  it("a visitor gets the advertiser's 8 newest other published listings as cards, never the listing itself", async () => {
    const { status, body } = await get(current);
    expect(status).toBe(200);
    expect(MoreFromAdvertiserSchema.parse(body)).toHaveLength(8);
    // Ten other published listings: the two oldest are left out.
    expect(codes(body)).toEqual([...published].reverse().slice(0, 8));
    expect(codes(body)).not.toContain(current);
    expect(body.every((c: any) => c.anunciante.codigo === advertiser && c.status === undefined)).toBe(true);
    for (const code of [...unpublished, otherAdvertisersListing]) expect(codes(body)).not.toContain(code);
  });

  it('the owner and an administrator get the same public answer: no unpublished listing', async () => {
    const anonymous = codes((await get(current)).body);
    const owner = await get(current, await tokenOf(advertiser));
    const admin = await insertUser(t.database.db, { level: USER_LEVELS.ADMIN });
    const asAdmin = await get(current, await tokenOf(admin.code));
    const stranger = await get(current, await tokenOf((await insertUser(t.database.db)).code));
    for (const res of [owner, asAdmin, stranger]) {
      expect(res.status).toBe(200);
      expect(codes(res.body)).toEqual(anonymous);
    }
  });

  it('from the newest listing, the first one opened is among the others', async () => {
    const newest = published.at(-1)!;
    const { body } = await get(newest);
    const expected = [...published, current]
      .filter((c) => c !== newest)
      .sort((a, b) => b - a)
      .slice(0, 8);
    expect(codes(body)).toEqual(expected);
    expect(codes(body)).toContain(current);
  });

  it('an advertiser with a single listing gets an empty list', async () => {
    const { status, body } = await get(otherAdvertisersListing);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('404 for a missing listing or one that is not published, even to its owner', async () => {
    expect(await get(999_999_999)).toEqual({
      status: 404,
      body: expect.objectContaining({ message: LISTING_NOT_FOUND }),
    });
    const owner = await tokenOf(advertiser);
    for (const code of unpublished) {
      expect(await get(code, owner)).toEqual({
        status: 404,
        body: expect.objectContaining({ message: LISTING_NOT_FOUND }),
      });
    }
  });

  it('a bad id is a 400 with a Portuguese message', async () => {
    for (const id of ['abc', '0', '1.5', '-3', '99999999999']) {
      const res = await get(id);
      expect(res.status, id).toBe(400);
      expect(res.body.message).toMatch(/O parâmetro id deve ser um número inteiro/);
    }
  });

  it('is in the OpenAPI description under Anúncios', async () => {
    const doc = (await t.get('/api/openapi.json')).body;
    const op = doc.paths['/api/anuncios/{id}/mais-do-anunciante']?.get;
    expect(op?.tags).toEqual(['Anúncios']);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
  });

  it("reads the advertiser's listings through anuncios_anunciante_idx (migration 0025)", async () => {
    let plan = '';
    // On a test's few rows the planner picks whatever index: with the others dropped (in a
    // transaction rolled back afterwards) and no sequential scan, the plan shows that this index
    // gives the rows in the answer's order (no sort) for any advertiser.
    await t.database.db
      .transaction(async (tx) => {
        const others = await queryRows<{ name: string }>(
          tx,
          sql`select indexname as name from pg_indexes where tablename = 'anuncios'
              and indexname not in ('anuncios_pkey', 'anuncios_anunciante_idx')`,
        );
        for (const { name } of others) await tx.execute(sql.raw(`drop index "${name}"`));
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain ${otherPublishedCodesQuery(current, 8, new Date())}`,
        );
        plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        throw new Error('rollback');
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message === 'rollback')) throw err;
      });
    expect(plan).toMatch(/Index Scan Backward using anuncios_anunciante_idx on anuncios o/);
    expect(plan).not.toMatch(/Sort/);
  });
});
