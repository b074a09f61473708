import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingsRepository } from '../../features/listings/listings.repository.ts';
import { createListingsService } from '../../features/listings/listings.service.ts';
import { createTestDatabase } from '../test-db.ts';
import { getSubcategory, insertListing } from '../factories/index.ts';
import { recordSql, sqlFile } from './record-sql.ts';

type Search = Parameters<ReturnType<typeof createListingsService>['findListings']>[0];

/**
 * The SQL the public search sends for each of its paths (GET /api/anuncios without the in-memory
 * match index, which answers several words only once loaded): kept in __snapshots__/*.sql, so a
 * change to these statements shows in review as a diff of those files (`vitest -u` writes them
 * anew). The data is a few listings, enough for each search to find something and stay on the
 * path it names.
 */
describe('the SQL of the listing search', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let categoria: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    categoria = (await getSubcategory(db, { type: 3 })).categoryCode;
    const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));
    for (const [title, description, d] of [
      ['Bolo de cenoura', 'Com cobertura de chocolate.', 1],
      ['Bolo de chocolate', 'Massa fofa e recheio cremoso.', 2],
      ['Torta de limão', 'Sobremesa gelada para festas.', 3],
      ['Aulas de violão', 'Para iniciantes, no seu apartamento.', 4],
    ] as const) {
      await insertListing(db, { title, description, categoryText: '', publishedAt: day(d) });
    }
  });
  afterAll(() => database.drop());

  /** The statements of one search, by a service of its own (its analysed texts start empty). */
  async function statementsOf(q: Search): Promise<string> {
    const service = createListingsService({ repo: createListingsRepository(database.db) });
    let found = '';
    const statements = await recordSql(database.db, async () => {
      found = await service.findListings(q);
    });
    // Each search finds something, so no fallback or suggestion statements join it.
    expect((JSON.parse(found) as { total: number }).total).toBeGreaterThan(0);
    return sqlFile(statements);
  }

  const page = { page: 1, limit: 12 };

  it.each([
    ['one word, by relevance (the postings)', 'one-word', { q: 'bolo' }],
    ['one word, newest first (the postings)', 'one-word-newest', { q: 'bolo', sort: 'data' }],
    ['one word excluding another, NÃO (the postings)', 'one-word-nao', { q: 'bolo NÃO cenoura' }],
    ['two words, by relevance (the search index)', 'two-words', { q: 'bolo chocolate' }],
    ['two words, newest first (the search index)', 'two-words-newest', { q: 'bolo chocolate', sort: 'data' }],
    ['either word, OU (the search index)', 'ou', { q: 'bolo OU torta' }],
  ] as const)('%s', async (_name, file, q) => {
    await expect(await statementsOf({ ...page, ...q })).toMatchFileSnapshot(
      `./__snapshots__/search-${file}.sql`,
    );
  });

  it('filters alone: a type and a category, newest first', async () => {
    await expect(await statementsOf({ ...page, tipo: 3, categoria })).toMatchFileSnapshot(
      './__snapshots__/search-filters-only.sql',
    );
  });
});
