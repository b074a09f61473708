import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ListingsPageSchema,
  type ListingsPage,
  type ListingsQuery,
} from '#shared/contracts/listings.contract.ts';
import { queryRows } from '../../lib/sql.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing } from '../../test/factories/index.ts';
import { createListingsRepository } from './listings.repository.ts';
import { createListingsService } from './listings.service.ts';
import { createMatchIndex, type MatchIndex } from './match-index.ts';
import { SYNONYM_GROUP_TEXTS } from './search-text.ts';

const SAO_PAULO = 3550308;
const RIO = 3304557;
const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));

/**
 * Searches as Brazilians type them, through GET /api/anuncios: OU and NÃO, synonyms of
 * the trade, the partial-match fallback and "Você quis dizer".
 */
describe('Portuguese queries on GET /api/anuncios', () => {
  let t: TestApp;
  let index: MatchIndex;
  const codes: Record<string, number> = {};

  const search = async (params: Record<string, string | number>): Promise<ListingsPage> => {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t.get(`/api/anuncios?${qs}`);
    expect(res.status).toBe(200);
    return ListingsPageSchema.parse(res.body);
  };
  const found = (page: ListingsPage) => page.data.map((l) => l.codigoANUNCIO);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const add = async (key: string, title: string, description: string, d: number, more = {}) => {
      codes[key] = (
        await insertListing(db, {
          title,
          description,
          categoryText: '',
          cityCode: SAO_PAULO,
          publishedAt: day(d),
          ...more,
        })
      ).code;
    };
    await add('eletricistaResidencial', 'Eletricista residencial', 'Instalação de tomadas e chuveiros.', 1);
    await add('pintorBarato', 'Pintor barato', 'Pintura de paredes com preço justo.', 2);
    await add('encanador', 'Encanador de plantão', 'Vazamentos e desentupimento.', 3);
    await add('boloCenoura', 'Bolo de cenoura', 'Com cobertura de chocolate.', 4);
    await add('boloChocolate', 'Bolo de chocolate', 'Massa fofa e recheio cremoso.', 5);
    await add('diarista', 'Diarista com experiência', 'Deixo seu apartamento brilhando.', 6);
    await add('diaristaRio', 'Diarista de confiança', 'Atendo na zona sul.', 7, { cityCode: RIO, uf: 'RJ' });
    await add('bicicleta', 'Bicicleta aro 29', 'Revisada, pneus novos.', 8, { type: 1 });
    await add('cabeleireira', 'Cabeleireira a domicílio', 'Corte e escova.', 9);
    await add('limpezaCorpo', 'Organização de armários', 'Faço limpeza e organização.', 10);
    await add('maridoDeAluguel', 'Marido de aluguel', 'Troco tomadas e chuveiros, monto móveis.', 11);
    await insertListing(db, { title: 'Xilofone infantil', status: 'rascunho', publishedAt: null });
    index = createMatchIndex(db);
    await index.loaded();
  });
  afterAll(async () => {
    index?.close();
    await t?.close();
  });

  it('answers every word together as before, saying so', async () => {
    const page = await search({ q: 'eletricista residencial' });
    expect(found(page)).toEqual([codes.eletricistaResidencial]);
    expect(page).toMatchObject({ correspondencia: 'todas', sugestao: null });
  });

  it('falls back to the listings with most of the words, most words first', async () => {
    const page = await search({ q: 'eletricista residencial barato' });
    expect(page.correspondencia).toBe('algumas');
    expect(page.total).toBe(2);
    // Two of the three words, then one.
    expect(found(page)).toEqual([codes.eletricistaResidencial, codes.pintorBarato]);
    expect(page.sugestao).toBeNull();
    // Within the filters: nothing of type 1 has any of the words.
    const produtos = await search({ q: 'eletricista residencial barato', tipo: 1 });
    expect(produtos).toMatchObject({ total: 0, correspondencia: 'todas', data: [] });
    // One word alone has no fallback.
    expect(await search({ q: 'barato xyzzy -pintor' })).toMatchObject({ total: 0, correspondencia: 'todas' });
  });

  it('reads OU as or', async () => {
    for (const q of ['eletricista OU encanador', 'eletricista ou encanador', 'eletricista or encanador'])
      expect(sorted(found(await search({ q }))), q).toEqual(
        sorted([codes.eletricistaResidencial!, codes.encanador!]),
      );
  });

  it('reads NÃO, não and nao before a word as excluding it, as -palavra', async () => {
    for (const q of ['bolo NÃO cenoura', 'bolo não cenoura', 'bolo nao cenoura', 'bolo -cenoura', 'bolo NÃO'])
      expect(found(await search({ q })), q).toEqual(
        q === 'bolo NÃO' ? [codes.boloChocolate, codes.boloCenoura] : [codes.boloChocolate],
      );
  });

  it('finds listings that only say a synonym, within the filters', async () => {
    const faxina = await search({ q: 'faxina' });
    expect(faxina).toMatchObject({ correspondencia: 'todas', sugestao: null });
    // Title matches first, newest first among them; a listing with one word of the group counts once.
    expect(found(faxina)).toEqual([codes.diaristaRio, codes.diarista, codes.limpezaCorpo]);
    expect(found(await search({ q: 'faxina', sort: 'data', order: 'desc' }))).toEqual([
      codes.limpezaCorpo,
      codes.diaristaRio,
      codes.diarista,
    ]);
    expect(await search({ q: 'faxina', limit: 1, page: 2 })).toMatchObject({ total: 3, totalPages: 3 });
    expect(found(await search({ q: 'faxina', limit: 1, page: 2 }))).toEqual([codes.diarista]);
    expect(found(await search({ q: 'faxina', estado: 'RJ' }))).toEqual([codes.diaristaRio]);
    expect(found(await search({ q: 'faxina NÃO organização' }))).toEqual([codes.diaristaRio, codes.diarista]);
    expect(found(await search({ q: 'faxina confiança' }))).toEqual([codes.diaristaRio]);
    expect(found(await search({ q: 'faxina', tipo: 1 }))).toEqual([]);
    // Quoted, the word is searched as typed.
    expect(found(await search({ q: '"faxina"' }))).toEqual([]);
  });

  it('suggests the closest published word for a typo, as a link the user may follow', async () => {
    expect(await search({ q: 'bicileta' })).toMatchObject({ total: 0, sugestao: 'bicicleta' });
    expect(await search({ q: 'eletrcista residencial' })).toMatchObject({
      sugestao: 'eletricista residencial',
    });
    expect((await search({ q: 'cabelereira' })).sugestao).toBe('cabeleireira');
    // None when there are results, none that would find nothing, none from unpublished listings.
    expect((await search({ q: 'bicicleta' })).sugestao).toBeNull();
    expect((await search({ q: 'bicileta', tipo: 3 })).sugestao).toBeNull();
    expect((await search({ q: 'xilofono' })).sugestao).toBeNull();
  });

  it('counts a word with synonyms from the postings as a lower bound beyond the limit', async () => {
    const capped = createListingsService({
      repo: createListingsRepository(t.database.db),
      exactCountLimit: 2,
    });
    expect(await capped.searchCodes({ page: 1, limit: 24, q: 'faxina' })).toMatchObject({
      total: 2,
      totalExato: false,
    });
    expect(await capped.searchCodes({ page: 1, limit: 24, q: 'faxina', estado: { uf: 'RJ' } })).toMatchObject(
      {
        total: 1,
        totalExato: true,
      },
    );
  });

  it('holds each synonym group of synonyms.ts, as the search analyses it (else: a migration is missing)', async () => {
    const db = t.database.db;
    const [r] = await queryRows<{ expected: string[]; held: string[] }>(
      db,
      sql`select array(select distinct websearch_to_tsquery('public.pt_unaccent', g)::text
                         from unnest(${sql.param([...SYNONYM_GROUP_TEXTS])}::text[]) g order by 1) as expected,
                 array(select consulta::text from sinonimos_grupos order by 1) as held`,
    );
    const call = `SELECT public.definir_grupos_de_sinonimos(array[${SYNONYM_GROUP_TEXTS.map((g) => `'${g.replace(/'/g, "''")}'`).join(', ')}]);`;
    expect(r!.held, `synonyms.ts changed: add a migration with\n${call}`).toEqual(r!.expected);
  });

  it('keeps a group posting for each published listing with a word of the group, at its best place', async () => {
    const db = t.database.db;
    const repo = createListingsRepository(db);
    const { groupTerms } = await repo.analyseText('', ['faxina or diarista or faxineira or limpeza']);
    const term = groupTerms[0]!;
    expect(term).toMatch(/^~[0-9a-f]{12}$/);
    const postings = async () =>
      Object.fromEntries(
        (
          await queryRows<{ anuncio: number; peso: number }>(
            db,
            sql`select anuncio, peso from anuncio_termos where termo = ${term} order by anuncio`,
          )
        ).map((r) => [r.anuncio, r.peso]),
      );
    // Diarista in the titles, limpeza in a description only.
    expect(await postings()).toEqual({
      [codes.diarista!]: 3,
      [codes.diaristaRio!]: 3,
      [codes.limpezaCorpo!]: 1,
    });
    expect(await index.refresh()).toBe(true);
    expect(index.listingsWith(term)).toBe(3);

    // A new listing, an edit that drops the word, and one unpublished: the postings and the index follow.
    const added = await insertListing(db, {
      title: 'Faxineira diarista',
      categoryText: '',
      cityCode: SAO_PAULO,
    });
    await queryRows(
      db,
      sql`update anuncios set titulo = 'Organização de gavetas', descricao = 'Arrumo tudo.' where codigo = ${codes.limpezaCorpo}`,
    );
    expect(await postings()).toEqual({ [codes.diarista!]: 3, [codes.diaristaRio!]: 3, [added.code]: 3 });
    expect(await index.refresh()).toBe(true);
    expect(index.search({ lexemes: [term], newest: true, offset: 0, limit: 10 })?.codes).toEqual([
      added.code,
      codes.diaristaRio,
      codes.diarista,
    ]);
    await queryRows(db, sql`update anuncios set status = 'inativo' where codigo = ${added.code}`);
    await queryRows(
      db,
      sql`update anuncios set titulo = 'Organização de armários', descricao = 'Faço limpeza e organização.' where codigo = ${codes.limpezaCorpo}`,
    );
    expect(await postings()).toEqual({
      [codes.diarista!]: 3,
      [codes.diaristaRio!]: 3,
      [codes.limpezaCorpo!]: 1,
    });
    expect(await index.refresh()).toBe(true);
    expect(index.listingsWith(term)).toBe(3);
  });

  it('answers synonyms and exclusions from the match index as the SQL path does', async () => {
    const repo = createListingsRepository(t.database.db);
    const withIndex = createListingsService({ repo, matchIndex: index });
    const sqlOnly = createListingsService({ repo });
    expect(await index.refresh()).toBe(true);
    for (const q of [
      'faxina',
      'faxina confiança',
      'bolo não cenoura',
      'diarista -confiança',
      'bolo chocolate',
      'marido de aluguel',
      // A group, a word and an exclusion: the match index subtracts the excluded word's listings.
      'apartamento faxina -zona',
      'faxina confiança -zona',
    ])
      for (const filters of <Partial<ListingsQuery>[]>[
        {},
        { estado: { uf: 'RJ' } },
        { tipo: 3 },
        { sort: 'data' as const, order: 'desc' as const },
      ]) {
        const query = { page: 1, limit: 24, q, ...filters };
        expect(await withIndex.searchCodes(query), `${q} ${JSON.stringify(filters)}`).toEqual(
          await sqlOnly.searchCodes(query),
        );
      }
    expect(
      (await withIndex.searchCodes({ page: 1, limit: 24, q: 'apartamento faxina -zona' })).codes,
    ).toEqual([codes.diarista]);
    expect((await withIndex.searchCodes({ page: 1, limit: 24, q: 'faxina confiança -zona' })).codes).toEqual(
      [],
    );
  });
});
