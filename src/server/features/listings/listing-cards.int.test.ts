import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ListingDetailSchema,
  ListingsQuerySchema,
  ListingSummarySchema,
} from '#shared/contracts/listings.contract.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { getSubcategory, insertCondominium, insertListing, insertUser } from '../../test/factories/index.ts';
import { queryRows } from '../../lib/sql.ts';
import { buildFilters, createListingsRepository, orderClause, sortColumns } from './listings.repository.ts';
import { createListingsService } from './listings.service.ts';

const SAO_PAULO = 3550308;

/**
 * The stored cards (`anuncio_cartoes`, ADR 007) against the cards built from the tables they
 * show (`cartoes_calculados`): kept by triggers through every change a card shows, sent as they
 * are by the list routes, and the detail starts from them.
 */
describe('stored listing cards', () => {
  let t: TestApp;
  let listing: number;
  let bare: number;
  let advertiser: number;
  let condominium: number;

  /** Stored cards the tables would not give now, and the reverse. */
  const drift = async () => {
    const [r] = await queryRows<{ extra: number; missing: number }>(
      t.database.db,
      sql`select (select count(*)::int from (select anuncio, cartao from anuncio_cartoes
                    except select anuncio, cartao from cartoes_calculados) x) as extra,
                 (select count(*)::int from (select anuncio, cartao from cartoes_calculados
                    except select anuncio, cartao from anuncio_cartoes) y) as missing`,
    );
    return r;
  };
  const card = async (code: number) => {
    const [r] = await queryRows<{ cartao: string }>(
      t.database.db,
      sql`select cartao from anuncio_cartoes where anuncio = ${code}`,
    );
    return r ? ListingSummarySchema.strict().parse(JSON.parse(r.cartao)) : undefined;
  };
  const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    advertiser = (await insertUser(db, { name: 'Ana Confeiteira' })).code;
    condominium = (await insertCondominium(db, { cityCode: SAO_PAULO })).code;
    const sub = await getSubcategory(db, { type: 2 });
    listing = (
      await insertListing(db, {
        title: 'Bolo de cenoura',
        price: 'R$ 45,90',
        type: 2,
        categoryCode: sub.categoryCode,
        subcategoryCode: sub.code,
        cityCode: SAO_PAULO,
        advertiserCode: advertiser,
        condominiumCodes: [condominium],
        imageCount: 2,
      })
    ).code;
    bare = (await insertListing(db, { title: 'Aulas de violão', price: 'A combinar', cityCode: null })).code;
  });
  afterAll(() => t?.close());

  it('are built with the listing, in the contract, with its first picture and city seat', async () => {
    expect(await drift()).toEqual({ extra: 0, missing: 0 });
    const full = await card(listing);
    expect(full).toMatchObject({
      codigoANUNCIO: listing,
      tituloANUNCIO: 'Bolo de cenoura',
      precoANUNCIO: 'R$ 45,90',
      precoCentavos: 4590,
      tipoANUNCIO: 2,
      destaqueANUNCIO: 0,
      codigoCidadeANUNCIO: SAO_PAULO,
      cidadeANUNCIO: 'São Paulo',
      ufANUNCIO: 'SP',
      condominiosANUNCIO: [condominium],
      anunciante: { codigo: advertiser, nome: 'Ana Confeiteira' },
    });
    expect(full?.coordenadasANUNCIO).toMatchObject({ precisao: 'cidade' });
    expect(full?.imagens).toHaveLength(1);
    expect(full?.imagensANUNCIO).toEqual([full?.imagens[0]?.urlIMAGEM]);
    expect(full?.subcategoria).not.toBeNull();
    expect(full?.criadoEm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await card(bare)).toMatchObject({
      precoCentavos: null,
      cidadeANUNCIO: null,
      coordenadasANUNCIO: null,
      imagens: [],
      imagensANUNCIO: [],
      condominiosANUNCIO: [],
    });
  });

  it('follow every change a card shows', async () => {
    const steps: [string, ReturnType<typeof sql>, () => Promise<void>][] = [
      [
        'the listing',
        sql`update anuncios set preco = 'R$ 50,00', preco_centavos = 5000, destaque = true where codigo = ${listing}`,
        async () => expect(await card(listing)).toMatchObject({ precoCentavos: 5000, destaqueANUNCIO: 1 }),
      ],
      [
        'a picture put first',
        sql`insert into anuncio_imagens (anuncio, url, url_thumb, ordem) values (${listing}, '/capa.webp', '/capa-300.webp', -1)`,
        async () => expect((await card(listing))?.imagensANUNCIO).toEqual(['/capa.webp']),
      ],
      [
        'pictures removed',
        sql`delete from anuncio_imagens where anuncio = ${listing}`,
        async () => expect((await card(listing))?.imagens).toEqual([]),
      ],
      [
        'a condominium unlinked',
        sql`delete from anuncio_condominios where anuncio = ${listing}`,
        async () => expect((await card(listing))?.condominiosANUNCIO).toEqual([]),
      ],
      [
        'a condominium linked',
        sql`insert into anuncio_condominios (anuncio, condominio) values (${bare}, ${condominium})`,
        async () => expect((await card(bare))?.condominiosANUNCIO).toEqual([condominium]),
      ],
      [
        "the advertiser's name",
        sql`update usuarios set nome = 'Ana Doces' where codigo = ${advertiser}`,
        async () => expect((await card(listing))?.anunciante.nome).toBe('Ana Doces'),
      ],
      [
        "the advertiser's other columns (no card changes)",
        sql`update usuarios set whatsapp = '11999990000' where codigo = ${advertiser}`,
        async () => expect((await card(listing))?.anunciante.nome).toBe('Ana Doces'),
      ],
      [
        "the category's name",
        sql`update categorias set nome = nome || ' e mais' where codigo = (select categoria from anuncios where codigo = ${listing})`,
        async () => expect((await card(listing))?.categoria.nomeCATEGORIA).toMatch(/ e mais$/),
      ],
      [
        "the subcategory's name",
        sql`update subcategorias set nome = 'Bolos caseiros' where codigo = (select subcategoria from anuncios where codigo = ${listing})`,
        async () => expect((await card(listing))?.subcategoria?.nomeSUBCATEGORIA).toBe('Bolos caseiros'),
      ],
      [
        "the city's seat",
        sql`update cidades set latitude = -23.5, longitude = -46.6 where codigo = ${SAO_PAULO}`,
        async () =>
          expect((await card(listing))?.coordenadasANUNCIO).toEqual({
            latitude: -23.5,
            longitude: -46.6,
            precisao: 'cidade',
          }),
      ],
    ];
    for (const [what, statement, check] of steps) {
      await run(statement);
      expect({ what, ...(await drift()) }).toEqual({ what, extra: 0, missing: 0 });
      await check();
    }
  });

  it('are what the list routes send, and the detail starts from its card', async () => {
    const highlights = await t.app.inject({ url: '/api/anuncios/destaques' });
    expect(highlights.statusCode).toBe(200);
    const sent = highlights.json<{ codigoANUNCIO: number }[]>().find((c) => c.codigoANUNCIO === listing);
    expect(sent).toEqual(await card(listing));
    const detail = ListingDetailSchema.parse(
      (await t.app.inject({ url: `/api/anuncios/${listing}` })).json(),
    );
    const { imagens: _i, imagensANUNCIO: _u, anunciante, ...shared } = (await card(listing))!;
    expect(detail).toMatchObject(shared);
    expect(detail.anunciante).toMatchObject(anunciante);
  });

  it('come with every search page, in its order, whichever path found it', async () => {
    const service = createListingsService({ repo: createListingsRepository(t.database.db) });
    // One word, perhaps excluding others, brings its cards in the postings' own statement; the
    // other paths read them after the page's codes.
    for (const q of ['violão', 'violão -bolo', 'aulas violão', '"aulas de violão"', 'aulas or bolo']) {
      const res = await t.app.inject({ url: `/api/anuncios?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      const { codes } = await service.searchCodes(ListingsQuerySchema.parse({ q }));
      expect({ q, found: codes.length > 0 }).toEqual({ q, found: true });
      expect({ q, data: res.json<{ data: unknown[] }>().data }).toEqual({
        q,
        data: await Promise.all(codes.map(card)),
      });
    }
  });

  it('come with a page read in one pass only when the pass saw every match', async () => {
    const repo = createListingsRepository(t.database.db);
    const q = ListingsQuerySchema.parse({ q: 'aulas or bolo' });
    const onePass = (cap: number) =>
      repo.countAndPage({
        where: buildFilters(q, true),
        cap,
        columns: sortColumns(q, true),
        orderBy: orderClause(q, true),
        offset: 0,
        limit: 12,
        cards: true,
      });
    const all = await onePass(1000);
    expect(all.counted).toBeGreaterThan(1);
    expect(JSON.parse(all.cards!)).toEqual(await Promise.all(all.codes.map(card)));
    // One match more than the pass reads: the page is not known, nor are its cards.
    expect((await onePass(all.counted)).cards).toBeUndefined();
  });

  it('go with their listing, and are rebuilt all at once after a load with triggers off', async () => {
    await run(sql`delete from anuncios where codigo = ${bare}`);
    expect(await card(bare)).toBeUndefined();
    await run(sql`delete from anuncio_cartoes`);
    await run(sql`select public.reconstruir_cartoes()`);
    expect(await drift()).toEqual({ extra: 0, missing: 0 });
    expect(await card(listing)).toBeDefined();
  });
});
