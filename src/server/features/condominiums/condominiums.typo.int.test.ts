import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertCondominium } from '../../test/factories/index.ts';

const SAO_PAULO = 3550308;

// The typo stage of the name look-ups (src/server/lib/name-lookup.ts typoPage) and the postings it walks
// (`nomes_por_palavra`, migration 0017), on a database of its own: it adds names.
describe('condominium look-up with a typo, over the name postings', () => {
  let t: TestApp;
  const codes: Record<string, number> = {};
  const names = async (url: string) => {
    const { body } = await t.get(url);
    return { names: body.data.map((x: { nomeCONDOMINIO: string }) => x.nomeCONDOMINIO), body };
  };
  const postings = (code: number) =>
    queryRows<{ palavra: string; nome: string }>(
      t.database.db,
      sql`select palavra, nome from nomes_por_palavra where tabela = 'condominios' and codigo = ${code} order by palavra`,
    );
  const namesHolding = async (word: string) =>
    (
      await queryRows<{ nomes: number }>(
        t.database.db,
        sql`select nomes from palavras_nomes where tabela = 'condominios' and palavra = ${word}`,
      )
    )[0]?.nomes;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const [key, name] of [
      ['gama', 'Conjunto Residencial Gama'],
      ['alfa', 'Conjunto Residencial Alfa'],
      ['delta', 'Residencial Conjunto Delta'],
      ['beta', 'Conjunto Residencial Beta'],
      ['epsilon', 'Conjunto Habitacional Épsilon'],
      ['acacias', 'Residencial Jardim das Acácias'],
    ] as const) {
      codes[key] = (await insertCondominium(t.database.db, { name, cityCode: SAO_PAULO })).code;
    }
  });
  afterAll(() => t.close());

  it('finds the names holding every corrected word, alphabetically, whatever their order', async () => {
    // "conjnuto" is one swap from "conjunto"; no name contains the text as typed.
    expect((await names('/api/condominios?nome=conjnuto%20residencial')).names).toEqual([
      'Conjunto Residencial Alfa',
      'Conjunto Residencial Beta',
      'Conjunto Residencial Gama',
      'Residencial Conjunto Delta',
    ]);
  });

  it('pages them with one row of look-ahead, and an empty page past the end stays in the typo stage', async () => {
    const first = await names('/api/condominios?nome=conjnuto%20residencial&limit=3');
    expect(first.names).toEqual([
      'Conjunto Residencial Alfa',
      'Conjunto Residencial Beta',
      'Conjunto Residencial Gama',
    ]);
    expect(first.body).toMatchObject({ page: 1, total: 4, totalPages: 2 });
    const second = await names('/api/condominios?nome=conjnuto%20residencial&limit=3&page=2');
    expect(second.names).toEqual(['Residencial Conjunto Delta']);
    expect(second.body).toMatchObject({ page: 2, total: 4, totalPages: 2 });
    // Past the end: nothing, rather than the looser trigram similarity of the whole text.
    const past = await names('/api/condominios?nome=conjnuto%20residencial&limit=3&page=3');
    expect(past.names).toEqual([]);
  });

  it('matches word starts as substrings when no typed word is a whole name word', async () => {
    // "jard" and "acac" only start words; together, in this order, no name contains them.
    expect((await names('/api/condominios?nome=acac%20jard')).names).toEqual([
      'Residencial Jardim das Acácias',
    ]);
  });

  it('keeps the postings in step with inserts, renames and deletes', async () => {
    expect(await postings(codes.epsilon!)).toEqual([
      { palavra: 'conjunto', nome: 'conjunto habitacional epsilon' },
      { palavra: 'epsilon', nome: 'conjunto habitacional epsilon' },
      { palavra: 'habitacional', nome: 'conjunto habitacional epsilon' },
    ]);
    // The dictionary counts the names holding each word (the typo stage walks the rarest).
    expect(await namesHolding('conjunto')).toBe(5);
    expect(await namesHolding('epsilon')).toBe(1);
    const db = t.database.db;
    await db.execute(sql`update condominios set numero = '12' where codigo = ${codes.epsilon}`);
    expect(await postings(codes.epsilon!)).toHaveLength(3);
    await db.execute(sql`update condominios set nome = 'Vila Zeta' where codigo = ${codes.epsilon}`);
    expect(await postings(codes.epsilon!)).toEqual([
      { palavra: 'vila', nome: 'vila zeta' },
      { palavra: 'zeta', nome: 'vila zeta' },
    ]);
    expect([
      await namesHolding('conjunto'),
      await namesHolding('epsilon'),
      await namesHolding('zeta'),
    ]).toEqual([4, 0, 1]);
    expect((await names('/api/condominios?nome=ztea')).names).toEqual(['Vila Zeta']);
    await db.execute(sql`delete from condominios where codigo = ${codes.epsilon}`);
    expect(await postings(codes.epsilon!)).toEqual([]);
    expect(await namesHolding('zeta')).toBe(0);
    expect((await names('/api/condominios?nome=ztea')).names).toEqual([]);
  });
});
