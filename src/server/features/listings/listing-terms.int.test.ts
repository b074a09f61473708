import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing } from '../../test/factories/index.ts';
import { queryRows } from '../../lib/sql.ts';
import { createListingsRepository } from './listings.repository.ts';
import { createListingsService } from './listings.service.ts';

const SAO_PAULO = 3550308;
const RIO = 3304557;
const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));

/**
 * The postings (`anuncio_termos`, ADR 006 stage 2) against the listings they come from: kept by
 * triggers through every change, and a one-word search (perhaps excluding words) answered from
 * them finds exactly what the GIN path finds, in the documented order.
 */
describe('listing search postings', () => {
  let t: TestApp;
  const codes: Record<string, number> = {};

  /** Rows of the table that the rebuild from `anuncios` would not produce, and the reverse (synonym groups' too). */
  const drift = async () => {
    const [r] = await queryRows<{ extra: number; missing: number }>(
      t.database.db,
      sql`with expected as (
            select t.lexeme as termo, a.codigo as anuncio, public.peso_do_termo(t.weights) as peso,
                   a.publicado_em, a.tipo, a.uf
              from anuncios a, unnest(a.busca) t where a.status = 'publicado'
            -- Each synonym group a listing holds is a posting too (ADR 014).
            union all
            select p.termo, a.codigo, p.peso, a.publicado_em, a.tipo, a.uf
              from anuncios a, public.postagens_dos_grupos(a.busca) p where a.status = 'publicado')
          select (select count(*)::int from (select termo, anuncio, peso, publicado_em, tipo, uf from anuncio_termos
                    except select * from expected) x) as extra,
                 (select count(*)::int from (select * from expected
                    except select termo, anuncio, peso, publicado_em, tipo, uf from anuncio_termos) y) as missing`,
    );
    return r;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const add = async (key: string, o: Parameters<typeof insertListing>[1]) => {
      codes[key] = (await insertListing(db, o)).code;
    };
    await add('tituloAntigo', {
      title: 'Jardinagem e poda',
      description: 'Cuido do seu quintal.',
      cityCode: SAO_PAULO,
      publishedAt: day(1),
    });
    await add('corpoNovo', {
      title: 'Serviços gerais',
      description: 'Faço jardinagem e limpeza.',
      cityCode: SAO_PAULO,
      publishedAt: day(5),
    });
    await add('tituloNovo', {
      title: 'Jardinagem completa',
      description: 'Gramado e canteiros.',
      cityCode: RIO,
      publishedAt: day(3),
    });
    await add('rascunho', {
      title: 'Jardinagem rascunho',
      description: 'Não publicado.',
      status: 'rascunho',
      cityCode: RIO,
      publishedAt: null,
    });
  });
  afterAll(() => t?.close());

  it('mirrors the published listings after inserts', async () => {
    expect(await drift()).toEqual({ extra: 0, missing: 0 });
  });

  it('answers one word by title first, then newest, like the search index finds it', async () => {
    const service = createListingsService({ repo: createListingsRepository(t.database.db) });
    const page = await service.searchCodes({ page: 1, limit: 10, q: 'Jardinagem' });
    expect(page).toEqual({
      codes: [codes.tituloNovo, codes.tituloAntigo, codes.corpoNovo],
      total: 3,
      totalExato: true,
    });
    const newest = await service.searchCodes({
      page: 1,
      limit: 10,
      q: 'jardinagem',
      sort: 'data',
      order: 'desc',
    });
    expect(newest.codes).toEqual([codes.corpoNovo, codes.tituloNovo, codes.tituloAntigo]);
    const inRio = await service.searchCodes({ page: 1, limit: 10, q: 'jardinagem', estado: { uf: 'RJ' } });
    expect(inRio.codes).toEqual([codes.tituloNovo]);
    // The first page at a usual size is written into the statement (see termSearch): same answer.
    expect(await service.searchCodes({ page: 1, limit: 12, q: 'jardinagem' })).toEqual(page);
    expect(
      (await service.searchCodes({ page: 1, limit: 24, q: 'jardinagem', sort: 'data', order: 'desc' })).codes,
    ).toEqual(newest.codes);
    const second = await service.searchCodes({ page: 2, limit: 2, q: 'jardinagem' });
    expect(second).toEqual({ codes: [codes.corpoNovo], total: 3, totalExato: true });
    // The same matches as the GIN path (two words take it: "or" with a word found nowhere).
    const gin = await service.searchCodes({ page: 1, limit: 10, q: 'jardinagem or xyzzyq' });
    expect([...gin.codes].sort()).toEqual([...page.codes].sort());
  });

  it('answers one word without others ("-word") from the postings too, like the search index', async () => {
    const repo = createListingsRepository(t.database.db);
    const service = createListingsService({ repo });
    const withoutLawn = await service.searchCodes({ page: 1, limit: 10, q: 'jardinagem -gramado' });
    expect(withoutLawn).toEqual({ codes: [codes.tituloAntigo, codes.corpoNovo], total: 2, totalExato: true });
    const newest = await service.searchCodes({
      page: 1,
      limit: 10,
      q: '-gramado jardinagem -quintal',
      sort: 'data',
      order: 'desc',
    });
    expect(newest.codes).toEqual([codes.corpoNovo]);
    // The same matches as the text search over `busca`.
    const matching = await queryRows<{ codigo: number }>(
      t.database.db,
      sql`select codigo from anuncios where status = 'publicado'
            and busca @@ websearch_to_tsquery('public.pt_unaccent', 'jardinagem -gramado')`,
    );
    expect(matching.map((r) => r.codigo).sort()).toEqual([...withoutLawn.codes].sort());
  });

  it('tells in the same round trip which texts the postings answer', async () => {
    const repo = createListingsRepository(t.database.db);
    const ask = (q: string) =>
      repo.termSearch({ q, newest: false, cap: 1001, offset: 0, limit: 10 }).then((r) => ({
        postings: r.postings,
        searchable: r.searchable,
        phrase: r.phrase,
        found: r.codes.length,
      }));
    expect(await ask('jardinagem')).toEqual({ postings: true, searchable: true, phrase: false, found: 3 });
    expect(await ask('jardinagem -gramado -quintal')).toEqual({
      postings: true,
      searchable: true,
      phrase: false,
      found: 1,
    });
    // Two words, a phrase, "or", only exclusions, only stopwords: the search index's path.
    expect(await ask('jardinagem gramado')).toEqual({
      postings: false,
      searchable: true,
      phrase: false,
      found: 0,
    });
    expect(await ask('"jardinagem completa"')).toEqual({
      postings: false,
      searchable: true,
      phrase: true,
      found: 0,
    });
    expect((await ask('jardinagem or poda')).postings).toBe(false);
    expect((await ask('-gramado')).postings).toBe(false);
    expect(await ask('de a o')).toEqual({ postings: false, searchable: false, phrase: false, found: 0 });
  });

  it('follows updates (text, status, date) and deletes', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update anuncios set titulo = 'Paisagismo', descricao = 'Projetos de paisagismo.' where codigo = ${codes.tituloAntigo}`,
    );
    await db.execute(
      sql`update anuncios set status = 'publicado', publicado_em = ${day(9)} where codigo = ${codes.rascunho}`,
    );
    await db.execute(sql`update anuncios set publicado_em = ${day(7)} where codigo = ${codes.tituloNovo}`);
    await db.execute(sql`update anuncios set status = 'inativo' where codigo = ${codes.corpoNovo}`);
    expect(await drift()).toEqual({ extra: 0, missing: 0 });
    const service = createListingsService({ repo: createListingsRepository(db) });
    expect((await service.searchCodes({ page: 1, limit: 10, q: 'jardinagem' })).codes).toEqual([
      codes.rascunho,
      codes.tituloNovo,
    ]);
    await db.execute(sql`delete from anuncios where codigo = ${codes.rascunho}`);
    expect(await drift()).toEqual({ extra: 0, missing: 0 });
  });
});
