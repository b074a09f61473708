import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing } from '../../test/factories/index.ts';
import { listingSearchPlan } from '../../test/listing-search-plan.ts';
import { queryRows } from '../../lib/sql.ts';
import { buildFilters, createListingsRepository } from './listings.repository.ts';
import { createListingsService } from './listings.service.ts';
import { phrasePairsQuery } from './phrase-pairs.ts';

const SAO_PAULO = 3550308;

/**
 * Quoted phrases through the index of word pairs (`pares_da_busca`, migration 0016, ADR 006
 * stage 4): the same matches as the phrase checked on every listing, and the index in the plan.
 */
describe('phrase search by word pairs', () => {
  let t: TestApp;
  const codes: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const add = async (key: string, title: string, description: string) => {
      codes[key] = (await insertListing(t.database.db, { title, description, cityCode: SAO_PAULO })).code;
    };
    await add('cenoura', 'Bolo de cenoura caseiro', 'Com cobertura de chocolate.');
    await add('invertido', 'Cenoura e bolo', 'Bolo simples de fubá, cenoura orgânica.');
    await add('longe', 'Bolo grande', 'Sabores: limão, laranja e cenoura.');
    await add('armario', 'Armários inteligentes sob medida', 'Projeto e montagem de armários.');
    await add('corpo', 'Marcenaria', 'Fazemos armários inteligentes para cozinhas.');
  });
  afterAll(() => t?.close());

  it('lists the pairs of words one and two positions apart', async () => {
    const [r] = await queryRows<{ pares: string }>(
      t.database.db,
      sql`select public.pares_da_busca(to_tsvector('public.pt_unaccent', 'Bolo de cenoura com cobertura'))::text as pares`,
    );
    // "de" and "com" are stopwords but keep their positions.
    expect(r?.pares).toBe("'bol 2 cenour' 'cenour 2 cobertur'");
  });

  it('finds what checking the phrase on every listing finds', async () => {
    const service = createListingsService({ repo: createListingsRepository(t.database.db) });
    const phrases = [
      '"bolo de cenoura"',
      '"armários inteligentes"',
      '"cenoura orgânica"',
      '"bolo de cenoura caseiro"',
      'cobertura "bolo de cenoura"',
      '"fubá cenoura"',
      '"bolo simples de fubá"',
      '"laranja cenoura"',
    ];
    for (const q of phrases) {
      const found = await service.searchCodes({ page: 1, limit: 20, q });
      const expected = await queryRows<{ codigo: number }>(
        t.database.db,
        sql`select codigo from anuncios where status = 'publicado'
              and busca @@ websearch_to_tsquery('public.pt_unaccent', ${q}) order by codigo`,
      );
      expect(
        [...found.codes].sort((a, b) => a - b),
        q,
      ).toEqual(expected.map((r) => r.codigo));
    }
    // And by relevance: the title's phrase first.
    const armarios = await service.searchCodes({ page: 1, limit: 20, q: '"armários inteligentes"' });
    expect(armarios.codes).toEqual([codes.armario, codes.corpo]);
  });

  it('reads the pairs index, not every listing holding both words', async () => {
    const q = '"armários inteligentes"';
    const where = buildFilters(
      { page: 1, limit: 12, q },
      true,
      undefined,
      phrasePairsQuery("'armari' <-> 'inteligent'"),
    );
    // With only the two search indexes, the plan shows which of them answers.
    const plan = await listingSearchPlan(
      t.database.db,
      ['anuncios_busca_idx', 'anuncios_busca_pares_idx'],
      where,
    );
    expect(plan).toMatch(/anuncios_busca_pares_idx/);
    expect(plan).not.toMatch(/anuncios_busca_idx/);
  });
});
