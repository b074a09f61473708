import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('categories and subcategories', () => {
  let t: TestApp;
  const get = (url: string) => t.get(url);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists at least 8 categories per type with the spec field names', async () => {
    for (const tipo of [1, 2, 3, 4]) {
      const { status, body } = await get(`/api/categorias?tipo=${tipo}`);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(8);
      for (const c of body) {
        expect(Object.keys(c).sort()).toEqual([
          'ativoCATEGORIA',
          'codigoCATEGORIA',
          'nomeCATEGORIA',
          'tipoCATEGORIA',
        ]);
        expect(c.tipoCATEGORIA).toBe(tipo);
      }
    }
  });

  it('lists the subcategories of a category, active ones with ativo=1', async () => {
    const [category] = (await get('/api/categorias?tipo=3')).body;
    const { body } = await get(`/api/subcategorias?categoria=${category.codigoCATEGORIA}&ativo=1`);
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const s of body) {
      expect(s).toMatchObject({ categoriaSUBCATEGORIA: category.codigoCATEGORIA, ativoSUBCATEGORIA: true });
      expect(typeof s.nomeSUBCATEGORIA).toBe('string');
    }
  });

  it('filters inactive categories out with ativo=1', async () => {
    const all = (await get('/api/categorias?tipo=2')).body;
    await t.app.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update categorias set ativo = false where codigo = ${all[0].codigoCATEGORIA}`,
    );
    const active = (await get('/api/categorias?tipo=2&ativo=1')).body;
    expect(active).toHaveLength(all.length - 1);
    const inactive = (await get('/api/categorias?tipo=2&ativo=0')).body;
    expect(inactive.map((c: { codigoCATEGORIA: number }) => c.codigoCATEGORIA)).toEqual([
      all[0].codigoCATEGORIA,
    ]);
  });

  it.each(['tipo=7', 'tipo=0', 'tipo=abc', 'tipo=1.5', 'ativo=2'])('rejects %s with 400', async (query) => {
    const { status, body } = await get(`/api/categorias?${query}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^O parâmetro (tipo|ativo)/);
  });

  it('rejects a non-numeric category with 400', async () => {
    const { status } = await get('/api/subcategorias?categoria=abc');
    expect(status).toBe(400);
  });
});
