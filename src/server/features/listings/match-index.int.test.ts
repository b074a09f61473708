import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listings } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing } from '../../test/factories/index.ts';
import { createListingsRepository } from './listings.repository.ts';
import { createListingsService } from './listings.service.ts';
import { createMatchIndex, type MatchIndex, type MatchQuery } from './match-index.ts';

const SAO_PAULO = 3550308;
const RIO = 3304557;
const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));

/**
 * The in-memory match index (ADR 006 stage 6) against PostgreSQL: the same matches as
 * `busca @@ websearch_to_tsquery` in the documented order, and in step with every kind of
 * change once refreshed.
 */
describe('in-memory match index', () => {
  let t: TestApp;
  let index: MatchIndex;
  const codes: number[] = [];
  /** Category and subcategory of the first listing (Serviços) and of the fourth (another type). */
  const kinds: { category: number; subcategory: number }[] = [];

  /** The oracle: matches from the listings' `busca` and their relevance, computed from `busca` too. */
  const expected = async (text: string, q: Omit<MatchQuery, 'lexemes'>) =>
    queryRows<{ codigo: number; n: number }>(
      t.database.db,
      sql`with q as (select websearch_to_tsquery('public.pt_unaccent', ${text}) as tsq),
          l as (select array(select (regexp_matches(q.tsq::text, '''([^'']*)''', 'g'))[1] from q) as lexemas),
          m as (select a.codigo, a.publicado_em,
                       (select sum(public.peso_do_termo(w.weights)) from unnest(a.busca) w, l
                         where w.lexeme = any(l.lexemas)) as relevancia
                  from anuncios a, q
                 where a.status = 'publicado' and a.busca @@ q.tsq
                   ${q.type ? sql`and a.tipo = ${q.type}` : sql``} ${q.uf ? sql`and a.uf = ${q.uf}` : sql``}
                   ${q.category ? sql`and a.categoria = ${q.category}` : sql``}
                   ${q.subcategory ? sql`and a.subcategoria = ${q.subcategory}` : sql``}
                   ${q.cities ? sql`and a.cidade = any(${sql.param(q.cities)}::int[])` : sql``})
          select codigo, (select count(*)::int from m) as n from m
           order by ${q.newest ? sql`` : sql`relevancia desc,`} publicado_em desc nulls last, codigo desc
           limit ${q.limit} offset ${q.offset}`,
    );

  const lexemes = async (text: string) =>
    (
      await queryRows<{ l: string[] }>(
        t.database.db,
        sql`select array(select unnest(tsvector_to_array(to_tsvector('public.pt_unaccent', ${text})))) as l`,
      )
    )[0]!.l;

  /** Every lexeme's listings in the index equal anuncio_termos's. */
  const inStep = async () => {
    const rows = await queryRows<{ termo: string; anuncios: number[] }>(
      t.database.db,
      sql`select termo, array_agg(anuncio order by anuncio) as anuncios from anuncio_termos group by termo`,
    );
    for (const r of rows) {
      const found = index.search({ lexemes: [r.termo], newest: false, offset: 0, limit: 1000 });
      expect(
        [...(found?.codes ?? [])].sort((a, b) => a - b),
        r.termo,
      ).toEqual(r.anuncios.map(Number));
    }
    return rows.length;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const listingsText: [string, string, number, number, number?][] = [
      // title, description, day, city, type
      ['Bolo de cenoura', 'Com cobertura de chocolate.', 1, SAO_PAULO],
      ['Bolo de chocolate', 'Massa fofa, sem cenoura.', 2, SAO_PAULO],
      ['Doces caseiros', 'Bolo, cenoura ralada e chocolate.', 3, RIO],
      ['Cenoura orgânica', 'Ótima para bolo.', 4, RIO, 2],
      ['Bolo de cenoura caseiro', 'Chocolate belga.', 4, SAO_PAULO],
      ['Aulas de inglês', 'Conversação e gramática.', 5, SAO_PAULO],
      ['Bolo de milho', 'Tradicional, caseiro.', 6, RIO],
    ];
    for (const [title, description, d, cityCode, type] of listingsText) {
      const row = await insertListing(db, { title, description, cityCode, type, publishedAt: day(d) });
      codes.push(row.code);
      kinds.push({ category: row.categoryCode, subcategory: row.subcategoryCode! });
    }
    await insertListing(db, { title: 'Bolo de cenoura rascunho', status: 'rascunho', publishedAt: null });
    index = createMatchIndex(db);
    await index.loaded();
  });
  afterAll(async () => {
    index?.close();
    await t?.close();
  });

  it('finds, counts and orders what PostgreSQL finds: title matches first, then newest', async () => {
    const texts = [
      'bolo cenoura',
      'cenoura bolo chocolate',
      'bolo caseiro',
      'chocolate bolos',
      'bolo xyzzy',
      'bolo',
    ];
    for (const text of texts)
      for (const q of [
        { newest: false, offset: 0, limit: 24 },
        { newest: false, offset: 1, limit: 2 },
        { newest: true, offset: 0, limit: 24 },
        { newest: false, offset: 0, limit: 24, uf: 'RJ' },
        { newest: false, offset: 0, limit: 24, type: 2 },
        { newest: false, offset: 0, limit: 24, uf: 'AC' },
        { newest: false, offset: 0, limit: 24, cities: [RIO] },
        { newest: true, offset: 0, limit: 24, cities: [SAO_PAULO, RIO] },
        { newest: false, offset: 0, limit: 24, cities: [] },
        { newest: false, offset: 0, limit: 24, category: kinds[0]!.category },
        { newest: false, offset: 0, limit: 24, subcategory: kinds[3]!.subcategory, uf: 'RJ' },
      ]) {
        const rows = await expected(text, q);
        const found = index.search({ lexemes: await lexemes(text), ...q });
        expect(found?.codes, `${text} ${JSON.stringify(q)}`).toEqual(rows.map((r) => r.codigo));
        if (rows.length) expect(found?.counted).toBe(rows[0]!.n);
      }
    // Both words in the title, then one, then none; newest first among equals.
    expect(
      index.search({ lexemes: await lexemes('bolo cenoura'), newest: false, offset: 0, limit: 9 }),
    ).toMatchObject({
      counted: 5,
      codes: [codes[4], codes[0], codes[3], codes[1], codes[2]],
    });
    // Through the API, whose route holds its own index (confirmed up to date by the request).
    const res = await t.get(`/api/anuncios?q=${encodeURIComponent('cenoura bolo')}&limit=12`);
    expect(res.body).toMatchObject({ total: 5, totalExato: true });
    expect(res.body.data.map((l: { codigoANUNCIO: number }) => l.codigoANUNCIO)).toEqual([
      codes[4],
      codes[0],
      codes[3],
      codes[1],
      codes[2],
    ]);
  });

  it('follows inserts, text changes, unpublishing, republishing and deletes once refreshed', async () => {
    const db = t.database.db;
    const bolo = async () =>
      index.search({ lexemes: await lexemes('bolo cenoura'), newest: true, offset: 0, limit: 20 })?.codes;
    expect(await index.refresh()).toBe(true);

    const added = await insertListing(db, { title: 'Bolo de cenoura vegano', publishedAt: day(9) });
    expect(await index.refresh()).toBe(true);
    expect((await bolo())?.[0]).toBe(added.code);

    await db.update(listings).set({ title: 'Torta de limão' }).where(eq(listings.code, added.code));
    await db.update(listings).set({ status: 'inativo' }).where(eq(listings.code, codes[0]!));
    await db.delete(listings).where(eq(listings.code, codes[4]!));
    expect(await index.refresh()).toBe(true);
    expect(await bolo()).toEqual([codes[3], codes[2], codes[1]]);
    expect(
      index.search({ lexemes: await lexemes('torta limão'), newest: false, offset: 0, limit: 5 })?.codes,
    ).toEqual([added.code]);

    await db.update(listings).set({ status: 'publicado' }).where(eq(listings.code, codes[0]!));
    expect(await index.refresh()).toBe(true);
    expect(await bolo()).toEqual([codes[3], codes[2], codes[1], codes[0]]);
    expect(await inStep()).toBeGreaterThan(10);

    // A move to another city changes no posting, and is followed too (migration 0019).
    await db.update(listings).set({ cityCode: RIO, uf: 'RJ' }).where(eq(listings.code, codes[1]!));
    expect(await index.refresh()).toBe(true);
    const inRio = index.search({
      lexemes: await lexemes('bolo cenoura'),
      newest: true,
      offset: 0,
      limit: 9,
      cities: [RIO],
    });
    expect(inRio?.codes).toEqual([codes[3], codes[2], codes[1]]);
    // Applied once: a refresh without changes leaves it as it is.
    expect(await index.refresh()).toBe(true);
    expect(await inStep()).toBeGreaterThan(10);
  });

  it('is rebuilt after the postings are rebuilt, answering undefined meanwhile', async () => {
    await queryRows(t.database.db, sql`select public.reconstruir_anuncio_termos()`);
    expect(await index.refresh()).toBe(false);
    expect(index.search({ lexemes: ['bol'], newest: true, offset: 0, limit: 1 })).toBeUndefined();
    await expect.poll(() => index.refresh(), { timeout: 10_000 }).toBe(true);
    expect(await inStep()).toBeGreaterThan(10);
  });

  it('answers the search layer for several required words, with or without type and state', async () => {
    const service = createListingsService({
      repo: createListingsRepository(t.database.db),
      matchIndex: index,
    });
    const page = await service.searchCodes({ page: 1, limit: 2, q: 'Bolo cenoura' });
    expect(page).toEqual({ codes: [codes[0], codes[3]], total: 4, totalExato: true });
    const rj = await service.searchCodes({ page: 1, limit: 24, q: 'bolo cenoura', estado: { uf: 'RJ' } });
    expect(rj.codes).toEqual([codes[3], codes[1], codes[2]]); // codes[1] moved to Rio above
    const servicos = await service.searchCodes({ page: 1, limit: 24, q: 'bolo cenoura', tipo: 2 });
    expect(servicos.codes).toEqual([codes[3]]);
    // A city (by code or by name) and a category too; one word with them as well.
    expect(
      (
        await service.searchCodes({
          page: 1,
          limit: 24,
          q: 'bolo cenoura',
          cidade: { name: 'rio de janeiro' },
        })
      ).codes,
    ).toEqual(rj.codes);
    const inCategory = await service.searchCodes({
      page: 1,
      limit: 24,
      q: 'bolo',
      categoria: kinds[0]!.category,
    });
    expect(inCategory.codes).toEqual([codes[6], codes[1], codes[0], codes[2]]);
    expect(inCategory).toMatchObject({ total: 4, totalExato: true });
    // More than the exact-count limit: a lower bound, like the other paths.
    const capped = createListingsService({
      repo: createListingsRepository(t.database.db),
      matchIndex: index,
      exactCountLimit: 2,
    });
    expect(await capped.searchCodes({ page: 1, limit: 2, q: 'bolo cenoura' })).toMatchObject({
      total: 2,
      totalExato: false,
    });
  });

  it('gives the search layer a listing published just before the search', async () => {
    const service = createListingsService({
      repo: createListingsRepository(t.database.db),
      matchIndex: index,
    });
    const query = { page: 1, limit: 24, q: 'bolo cenoura', sort: 'data', order: 'desc' } as const;
    const before = await service.searchCodes(query);
    const code = (
      await insertListing(t.database.db, { title: 'Bolo de cenoura fresquinho', publishedAt: day(28) })
    ).code;
    // The text is known (no analysis) and the index is behind: the confirmation sees the new
    // change, so the index is refreshed and searched again.
    const after = await service.searchCodes(query);
    expect(after.codes).toEqual([code, ...before.codes]);
    expect(after.total).toBe(before.total + 1);
    await t.database.db.execute(sql`delete from anuncios where codigo = ${code}`);
    expect(await service.searchCodes(query)).toEqual(before);
  });

  it('tells whether a search was up to date, reading more in the same statement', async () => {
    const query: MatchQuery = { lexemes: ['bol', 'cenour'], newest: true, offset: 0, limit: 5 };
    expect(await index.refresh()).toBe(true);
    const upToDate = index.search(query)!;
    expect(await index.confirm(upToDate.read, sql`41 + 1`)).toEqual({ fresh: true, also: 42 });
    const code = (await insertListing(t.database.db, { title: 'Bolo de cenoura novo', publishedAt: day(29) }))
      .code;
    expect((await index.confirm(upToDate.read)).fresh).toBe(false);
    expect(await index.refresh()).toBe(true);
    const after = index.search(query)!;
    expect(after.codes[0]).toBe(code);
    expect((await index.confirm(after.read)).fresh).toBe(true);
    await t.database.db.execute(sql`delete from anuncios where codigo = ${code}`);
    expect((await index.confirm(after.read)).fresh).toBe(false);
    expect(await index.refresh()).toBe(true);
  });

  it('answers a text searched before in one round trip when the index needed no change', async () => {
    const repo = createListingsRepository(t.database.db);
    const service = createListingsService({ repo, matchIndex: index });
    const query = { page: 1, limit: 24, q: 'bolo chocolate' };
    const first = await service.searchCodes(query);
    expect(first.total).toBeGreaterThan(1);
    const spies = [vi.spyOn(repo, 'termSearch'), vi.spyOn(repo, 'analyseText'), vi.spyOn(index, 'refresh')];
    const confirm = vi.spyOn(index, 'confirm');
    try {
      expect(await service.searchCodes(query)).toEqual(first);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      expect(confirm).toHaveBeenCalledTimes(1);
    } finally {
      for (const spy of [...spies, confirm]) spy.mockRestore();
    }
  });

  it('answers a known word in few listings from the index, as the postings do, in one round trip', async () => {
    const repo = createListingsRepository(t.database.db);
    const postings = createListingsService({ repo });
    const fromIndex = createListingsService({ repo, matchIndex: index });
    const fewest = createListingsService({ repo, matchIndex: index, fewListings: 0 });
    const queries = [
      { page: 1, limit: 24, q: 'bolo' },
      { page: 1, limit: 2, q: 'bolo' },
      { page: 2, limit: 1, q: 'bolo' },
      { page: 1, limit: 24, q: 'bolo', sort: 'data', order: 'desc' },
      { page: 1, limit: 24, q: 'bolo', estado: { uf: 'RJ' } },
      { page: 1, limit: 24, q: 'bolo', tipo: 2 },
      { page: 1, limit: 24, q: 'xyzinexistente' },
    ] as const;
    for (const query of queries) {
      const expectedPage = await postings.searchCodes(query, { cards: true });
      expect(expectedPage.cards).toBeDefined();
      if (query === queries[0]) expect(expectedPage.codes.length).toBeGreaterThan(2);
      expect(await fromIndex.searchCodes(query, { cards: true })).toEqual(expectedPage); // first sight: postings
      const termSearch = vi.spyOn(repo, 'termSearch');
      const confirm = vi.spyOn(index, 'confirm');
      try {
        expect(await fromIndex.searchCodes(query, { cards: true })).toEqual(expectedPage);
        expect(termSearch).not.toHaveBeenCalled();
        expect(confirm).toHaveBeenCalledTimes(1);
        // A word in more listings than the limit stays on the postings, known or not.
        await fewest.searchCodes(query);
        expect(await fewest.searchCodes(query)).toEqual({ ...expectedPage, cards: undefined });
        expect(termSearch).toHaveBeenCalledTimes(query.q === 'xyzinexistente' ? 1 : 2);
      } finally {
        termSearch.mockRestore();
        confirm.mockRestore();
      }
    }
  });
});

describe('in-memory match index without its database', () => {
  it('answers undefined (the SQL path) when it cannot load, and does not throw', async () => {
    const failing = {
      execute: () => Promise.reject(new Error('banco indisponível')),
    } as unknown as Parameters<typeof createMatchIndex>[0];
    const warnings: string[] = [];
    const index = createMatchIndex(failing, { info: () => {}, warn: (_o, msg) => warnings.push(msg) });
    await index.loaded();
    expect(index.search({ lexemes: ['bol', 'cenour'], newest: false, offset: 0, limit: 12 })).toBeUndefined();
    expect(await index.refresh()).toBe(false);
    expect(warnings).toEqual(['índice de busca em memória indisponível; buscas seguem pelo PostgreSQL']);
    index.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('in-memory match index under concurrent transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('sees a change committed after a refresh that ran while its transaction was open', async () => {
    const db = t.database.db;
    const index = createMatchIndex(db);
    await index.loaded();
    const find = () => index.search({ lexemes: ['bol', 'cenour'], newest: true, offset: 0, limit: 5 })?.codes;
    let code = 0;
    let release!: () => void;
    const open = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const didInsert = new Promise<void>((r) => (inserted = r));
    const writer = db.transaction(async (tx) => {
      code = (await insertListing(tx as never, { title: 'Bolo de cenoura tardio', publishedAt: day(10) }))
        .code;
      inserted();
      await open;
    });
    await didInsert;
    expect(await index.refresh()).toBe(true);
    expect(find()).toEqual([]);
    release();
    await writer;
    expect(await index.refresh()).toBe(true);
    expect(find()).toEqual([code]);
    index.close();
  });
});
