import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { CATALOGUE_MESSAGES as M } from '#shared/contracts/catalogue.constants.ts';
import { listings, subcategories } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

type As = 'admin' | 'advertiser' | 'user';

describe('catalogue admin: categories and subcategories', () => {
  let t: TestApp;
  let adminCode: number;
  const tokens: Partial<Record<As, string>> = {};
  let seq = 0;
  /** A name no other test (or the seed) uses. */
  const unique = (label: string) => `${label} ${Date.now().toString(36)}${++seq}`;

  async function call(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    as?: As,
    body?: unknown,
  ) {
    const res = await t.app.inject({
      method,
      url,
      headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() as any, headers: res.headers };
  }
  const createCategory = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/categorias', 'admin', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as {
      codigoCATEGORIA: number;
      nomeCATEGORIA: string;
      tipoCATEGORIA: number;
      ativoCATEGORIA: boolean;
    };
  };
  const createSubcategory = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/subcategorias', 'admin', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as {
      codigoSUBCATEGORIA: number;
      nomeSUBCATEGORIA: string;
      slugSUBCATEGORIA: string | null;
    };
  };
  const audit = async (entidade: 'categoria' | 'subcategoria', id: number) =>
    (await call('GET', `/api/admin/auditoria?entidade=${entidade}&id=${id}`, 'admin')).body.data as {
      acao: string;
      autor: { codigo: number } | null;
      antes: Record<string, unknown> | null;
      depois: Record<string, unknown> | null;
    }[];
  const searchTitles = async (q: string) =>
    (
      (await t.get(`/api/anuncios?q=${encodeURIComponent(q)}&limit=50`)).body.data as {
        tituloANUNCIO: string;
      }[]
    ).map((c) => c.tituloANUNCIO);

  /** The one lexeme a word is searched by. */
  const lexeme = async (word: string) =>
    (
      await queryRows<{ l: string }>(
        t.database.db,
        sql`select (tsvector_to_array(to_tsvector('public.pt_unaccent', ${word})))[1] as l`,
      )
    )[0]!.l;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const admin = await insertUser(db, { level: USER_LEVELS.ADMIN });
    const advertiser = await insertUser(db, { level: USER_LEVELS.ANUNCIANTE });
    const user = await insertUser(db, { level: USER_LEVELS.USUARIO });
    adminCode = admin.code;
    tokens.admin = (await t.app.sessions.createSession(admin.code, false)).token;
    tokens.advertiser = (await t.app.sessions.createSession(advertiser.code, false)).token;
    tokens.user = (await t.app.sessions.createSession(user.code, false)).token;
  });
  afterAll(() => t.close());

  describe('who may write', () => {
    let category: number;
    let subcategory: number;
    beforeAll(async () => {
      category = (await createCategory({ nomeCATEGORIA: unique('Papéis'), tipoCATEGORIA: 2 }))
        .codigoCATEGORIA;
      subcategory = (
        await createSubcategory({ categoriaSUBCATEGORIA: category, nomeSUBCATEGORIA: unique('Sub') })
      ).codigoSUBCATEGORIA;
    });

    const routes: [string, 'POST' | 'PATCH' | 'PUT' | 'DELETE', () => string, () => unknown][] = [
      [
        'POST /api/categorias',
        'POST',
        () => '/api/categorias',
        () => ({ nomeCATEGORIA: unique('X'), tipoCATEGORIA: 1 }),
      ],
      [
        'PATCH /api/categorias/{id}',
        'PATCH',
        () => `/api/categorias/${category}`,
        () => ({ ativoCATEGORIA: 0 }),
      ],
      ['DELETE /api/categorias/{id}', 'DELETE', () => `/api/categorias/${category}`, () => undefined],
      [
        'POST /api/subcategorias',
        'POST',
        () => '/api/subcategorias',
        () => ({ categoriaSUBCATEGORIA: category, nomeSUBCATEGORIA: unique('Y') }),
      ],
      [
        'PUT /api/subcategorias/{id}',
        'PUT',
        () => `/api/subcategorias/${subcategory}`,
        () => ({ ativoSUBCATEGORIA: false }),
      ],
      [
        'DELETE /api/subcategorias/{id}',
        'DELETE',
        () => `/api/subcategorias/${subcategory}`,
        () => undefined,
      ],
    ];

    it.each(routes)(
      '%s: 401 anonymous, 403 USUARIO and ANUNCIANTE, no-store; nothing changes',
      async (_n, method, url, body) => {
        const anonymous = await call(method, url(), undefined, body());
        expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
        for (const as of ['user', 'advertiser'] as const) {
          const res = await call(method, url(), as, body());
          expect(res, as).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
          expect(res.headers['cache-control']).toBe('no-store');
        }
        // Even a bad body gets the 401/403 first (who may call is settled before what was sent).
        expect((await call(method, url(), 'user', { nomeCATEGORIA: 5 })).status).toBe(403);
        expect(await call('GET', `/api/categorias/${category}`)).toMatchObject({
          status: 200,
          body: { ativoCATEGORIA: true },
        });
        expect(await call('GET', `/api/subcategorias/${subcategory}`)).toMatchObject({
          status: 200,
          body: { ativoSUBCATEGORIA: true },
        });
      },
    );

    it('are in the OpenAPI description under Administração, the reads under Categorias', async () => {
      const doc = (await t.get('/api/openapi.json')).body;
      for (const [path, method] of [
        ['/api/categorias', 'post'],
        ['/api/categorias/{id}', 'patch'],
        ['/api/categorias/{id}', 'delete'],
        ['/api/subcategorias', 'post'],
        ['/api/subcategorias/{id}', 'put'],
        ['/api/subcategorias/{id}', 'delete'],
      ] as const) {
        const op = doc.paths[path]?.[method];
        expect(op?.tags, `${method} ${path}`).toEqual(['Administração']);
        expect(Object.keys(op?.responses ?? {})).toEqual(
          expect.arrayContaining(['400', '401', '403', '409']),
        );
      }
      expect(doc.paths['/api/categorias/{id}']?.get?.tags).toEqual(['Categorias']);
      expect(doc.paths['/api/subcategorias/{id}']?.get?.tags).toEqual(['Categorias']);
    });
  });

  describe('categories', () => {
    it('an admin creates one: trimmed, active by default, audited as criar; no-store', async () => {
      const name = unique('Artesanato');
      const res = await call('POST', '/api/categorias', 'admin', {
        nomeCATEGORIA: `  ${name}  `,
        tipoCATEGORIA: 2,
      });
      expect(res).toMatchObject({
        status: 201,
        body: { nomeCATEGORIA: name, tipoCATEGORIA: 2, ativoCATEGORIA: true },
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const code = res.body.codigoCATEGORIA;
      expect(await call('GET', `/api/categorias/${code}`)).toMatchObject({ status: 200, body: res.body });
      const active = (await t.get('/api/categorias?tipo=2&ativo=1')).body as { codigoCATEGORIA: number }[];
      expect(active.map((c) => c.codigoCATEGORIA)).toContain(code);
      expect(await audit('categoria', code)).toEqual([
        expect.objectContaining({
          acao: 'criar',
          autor: expect.objectContaining({ codigo: adminCode }),
          antes: null,
          depois: { nome: name, tipo: 2, ativo: true },
        }),
      ]);
    });

    it('takes ativoCATEGORIA as 1/0, a boolean or its text; the type as a number or its digits', async () => {
      expect(
        (await createCategory({ nomeCATEGORIA: unique('A'), tipoCATEGORIA: 1, ativoCATEGORIA: 0 }))
          .ativoCATEGORIA,
      ).toBe(false);
      expect(
        (await createCategory({ nomeCATEGORIA: unique('B'), tipoCATEGORIA: '4', ativoCATEGORIA: true }))
          .tipoCATEGORIA,
      ).toBe(4);
      expect(
        (await createCategory({ nomeCATEGORIA: unique('C'), tipoCATEGORIA: 3, ativoCATEGORIA: '1' }))
          .ativoCATEGORIA,
      ).toBe(true);
    });

    it.each([
      [{ tipoCATEGORIA: 1 }, M.categoryNameRequired],
      [{ nomeCATEGORIA: '   ', tipoCATEGORIA: 1 }, M.categoryNameRequired],
      [{ nomeCATEGORIA: 'x'.repeat(81), tipoCATEGORIA: 1 }, M.nameTooLong],
      [{ nomeCATEGORIA: 'Nova', tipoCATEGORIA: 5 }, M.categoryType],
      [{ nomeCATEGORIA: 'Nova', tipoCATEGORIA: '1.5' }, M.categoryType],
      [{ nomeCATEGORIA: 'Nova' }, M.categoryType],
      [{ nomeCATEGORIA: 'Nova', tipoCATEGORIA: 1, ativoCATEGORIA: 'sim' }, M.flag('Ativa')], // the field by its Portuguese name
    ])('400 with a Portuguese message for %j', async (body, message) => {
      expect(await call('POST', '/api/categorias', 'admin', body)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', message },
      });
    });

    it('400 for a body that is not an object', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/categorias',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        payload: '[1]',
      });
      expect(res.statusCode).toBe(400);
    });

    it('409 for a name the type already has (case ignored); the same name in another type is fine', async () => {
      const name = unique('Costura');
      await createCategory({ nomeCATEGORIA: name, tipoCATEGORIA: 2 });
      expect(
        await call('POST', '/api/categorias', 'admin', {
          nomeCATEGORIA: name.toUpperCase(),
          tipoCATEGORIA: 2,
        }),
      ).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: M.categoryDuplicate(name.toUpperCase(), 'Produtos') },
      });
      await createCategory({ nomeCATEGORIA: name, tipoCATEGORIA: 3 });
    });

    it('GET /api/categorias/{id}: public, inactive ones too; 404 unknown; 400 bad id', async () => {
      const inactive = await createCategory({
        nomeCATEGORIA: unique('Oculta'),
        tipoCATEGORIA: 1,
        ativoCATEGORIA: false,
      });
      expect(await call('GET', `/api/categorias/${inactive.codigoCATEGORIA}`)).toMatchObject({
        status: 200,
        body: { ativoCATEGORIA: false },
      });
      expect(await call('GET', '/api/categorias/999999999')).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: M.categoryNotFound },
      });
      expect((await call('GET', '/api/categorias/abc')).status).toBe(400);
    });

    it('PATCH: 404 unknown, 400 nothing to change or an empty name, 409 a name the type has', async () => {
      const a = await createCategory({ nomeCATEGORIA: unique('Primeira'), tipoCATEGORIA: 4 });
      const b = await createCategory({ nomeCATEGORIA: unique('Segunda'), tipoCATEGORIA: 4 });
      expect(await call('PATCH', '/api/categorias/999999999', 'admin', { ativoCATEGORIA: 0 })).toMatchObject({
        status: 404,
        body: { message: M.categoryNotFound },
      });
      expect(await call('PATCH', `/api/categorias/${a.codigoCATEGORIA}`, 'admin', {})).toMatchObject({
        status: 400,
        body: { message: M.categoryNothingToChange },
      });
      expect(
        await call('PATCH', `/api/categorias/${a.codigoCATEGORIA}`, 'admin', { nomeCATEGORIA: ' ' }),
      ).toMatchObject({
        status: 400,
        body: { message: M.categoryNameRequired },
      });
      expect(
        await call('PATCH', `/api/categorias/${a.codigoCATEGORIA}`, 'admin', {
          nomeCATEGORIA: b.nomeCATEGORIA.toLowerCase(),
        }),
      ).toMatchObject({
        status: 409,
        body: { message: M.categoryDuplicate(b.nomeCATEGORIA.toLowerCase(), 'Comodidades') },
      });
      // The type is never taken from a PATCH.
      const same = await call('PATCH', `/api/categorias/${a.codigoCATEGORIA}`, 'admin', {
        tipoCATEGORIA: 1,
        ativoCATEGORIA: 1,
      });
      expect(same).toMatchObject({ status: 200, body: { tipoCATEGORIA: 4 } });
      expect(await audit('categoria', a.codigoCATEGORIA)).toHaveLength(1); // only 'criar'
    });

    it('renaming updates the public card, the detail and the search: the new name finds the listing, the old one no longer does', async () => {
      const oldName = 'Xilogravurismo';
      const newName = 'Quelvinarias';
      const category = await createCategory({ nomeCATEGORIA: oldName, tipoCATEGORIA: 2 });
      const sub = await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Matrizes',
      });
      const listing = await insertListing(t.database.db, {
        categoryCode: category.codigoCATEGORIA,
        subcategoryCode: sub.codigoSUBCATEGORIA,
        title: 'Peças feitas à mão',
      });
      expect(await searchTitles('xilogravurismo')).toEqual(['Peças feitas à mão']);
      expect(await searchTitles('quelvinarias')).toEqual([]);

      const res = await call('PATCH', `/api/categorias/${category.codigoCATEGORIA}`, 'admin', {
        nomeCATEGORIA: ` ${newName} `,
      });
      expect(res).toMatchObject({
        status: 200,
        body: { codigoCATEGORIA: category.codigoCATEGORIA, nomeCATEGORIA: newName },
      });

      const [row] = await t.database.db
        .select({ text: listings.categoryText })
        .from(listings)
        .where(eq(listings.code, listing.code));
      expect(row?.text).toBe(`${newName} Matrizes`);
      expect(await searchTitles('quelvinarias')).toEqual(['Peças feitas à mão']);
      expect(await searchTitles('xilogravurismo')).toEqual([]);
      // The app's in-memory match index follows too (from the postings' change log).
      const [oldLexeme, newLexeme] = [await lexeme(oldName), await lexeme(newName)];
      expect(await t.app.matchIndex.refresh()).toBe(true);
      expect(t.app.matchIndex.listingsWith(newLexeme)).toBe(1);
      expect(t.app.matchIndex.listingsWith(oldLexeme)).toBe(0);
      // The subcategory's name is still searchable.
      expect(await searchTitles('matrizes')).toContain('Peças feitas à mão');

      const found = (await t.get(`/api/anuncios?q=quelvinarias`)).body.data[0];
      expect(found.categoria).toMatchObject({
        codigoCATEGORIA: category.codigoCATEGORIA,
        nomeCATEGORIA: newName,
      });
      const byCategory = (await t.get(`/api/anuncios?categoria=${category.codigoCATEGORIA}`)).body.data;
      expect(byCategory.map((c: any) => c.categoria.nomeCATEGORIA)).toEqual([newName]);
      const detail = await t.get(`/api/anuncios/${listing.code}`);
      expect(detail.body.categoria).toMatchObject({ nomeCATEGORIA: newName });

      expect((await audit('categoria', category.codigoCATEGORIA))[0]).toMatchObject({
        acao: 'renomear',
        antes: { nome: oldName },
        depois: { nome: newName },
      });
    });

    it('deactivating hides it from the public filters (ativo=1) but keeps its listings; idempotent; ativar brings it back', async () => {
      const category = await createCategory({ nomeCATEGORIA: unique('Sazonal'), tipoCATEGORIA: 1 });
      const listing = await insertListing(t.database.db, { categoryCode: category.codigoCATEGORIA });
      const code = category.codigoCATEGORIA;
      const publicCodes = async () =>
        ((await t.get('/api/categorias?tipo=1&ativo=1')).body as { codigoCATEGORIA: number }[]).map(
          (c) => c.codigoCATEGORIA,
        );
      expect(await publicCodes()).toContain(code);

      for (let i = 0; i < 2; i++) {
        expect(await call('PATCH', `/api/categorias/${code}`, 'admin', { ativoCATEGORIA: 0 })).toMatchObject({
          status: 200,
          body: { ativoCATEGORIA: false },
        });
      }
      expect(await publicCodes()).not.toContain(code);
      // The admin's list (no ativo filter) still has it, and its listing stays public.
      expect(((await t.get('/api/categorias?tipo=1')).body as any[]).map((c) => c.codigoCATEGORIA)).toContain(
        code,
      );
      expect((await t.get(`/api/anuncios/${listing.code}`)).status).toBe(200);

      expect(
        (await call('PATCH', `/api/categorias/${code}`, 'admin', { ativoCATEGORIA: true })).body
          .ativoCATEGORIA,
      ).toBe(true);
      expect(await publicCodes()).toContain(code);
      expect((await audit('categoria', code)).map((e) => e.acao)).toEqual(['ativar', 'desativar', 'criar']);
    });

    it('removing one that listings use (any status) is refused with how many; it stays', async () => {
      const category = await createCategory({ nomeCATEGORIA: unique('Usada'), tipoCATEGORIA: 3 });
      await insertListing(t.database.db, { categoryCode: category.codigoCATEGORIA });
      await insertListing(t.database.db, { categoryCode: category.codigoCATEGORIA, status: 'rascunho' });
      const res = await call('DELETE', `/api/categorias/${category.codigoCATEGORIA}`, 'admin');
      expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.categoryInUse(2) } });
      expect(res.body.message).toBe('Esta categoria é usada por 2 anúncios. Desative-a em vez de remover.');
      expect((await call('GET', `/api/categorias/${category.codigoCATEGORIA}`)).status).toBe(200);
    });

    it('removing one without listings takes its subcategories with it, audited; 404 afterwards', async () => {
      const category = await createCategory({ nomeCATEGORIA: unique('Passageira'), tipoCATEGORIA: 3 });
      const sub = await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Única',
      });
      const res = await call('DELETE', `/api/categorias/${category.codigoCATEGORIA}`, 'admin');
      expect(res).toMatchObject({ status: 200, body: { ok: true, message: M.categoryRemoved } });
      expect((await call('GET', `/api/categorias/${category.codigoCATEGORIA}`)).status).toBe(404);
      expect((await call('GET', `/api/subcategorias/${sub.codigoSUBCATEGORIA}`)).status).toBe(404);
      expect(await call('DELETE', `/api/categorias/${category.codigoCATEGORIA}`, 'admin')).toMatchObject({
        status: 404,
        body: { message: M.categoryNotFound },
      });
      expect((await audit('categoria', category.codigoCATEGORIA))[0]).toMatchObject({
        acao: 'remover',
        antes: { nome: category.nomeCATEGORIA, tipo: 3, ativo: true, subcategorias: ['Única'] },
        depois: null,
      });
    });
  });

  describe('subcategories', () => {
    let category: { codigoCATEGORIA: number };
    beforeAll(async () => {
      category = await createCategory({ nomeCATEGORIA: unique('Bolos'), tipoCATEGORIA: 2 });
    });

    it('an admin creates one bare or wrapped in `subcategoria`; the slug comes from the name when absent', async () => {
      const bare = await call('POST', '/api/subcategorias', 'admin', {
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: '  Pão de Açúcar  ',
      });
      expect(bare).toMatchObject({
        status: 201,
        body: {
          categoriaSUBCATEGORIA: category.codigoCATEGORIA,
          nomeSUBCATEGORIA: 'Pão de Açúcar',
          slugSUBCATEGORIA: 'pao-de-acucar',
          ativoSUBCATEGORIA: true,
        },
      });
      expect(bare.headers['cache-control']).toBe('no-store');
      const wrapped = await call('POST', '/api/subcategorias', 'admin', {
        subcategoria: {
          categoriaSUBCATEGORIA: String(category.codigoCATEGORIA),
          nomeSUBCATEGORIA: 'Tortas',
          slugSUBCATEGORIA: 'Tortas Doces',
          ativoSUBCATEGORIA: false,
        },
      });
      expect(wrapped).toMatchObject({
        status: 201,
        body: { nomeSUBCATEGORIA: 'Tortas', slugSUBCATEGORIA: 'tortas-doces', ativoSUBCATEGORIA: false },
      });
      expect((await audit('subcategoria', wrapped.body.codigoSUBCATEGORIA))[0]).toMatchObject({
        acao: 'criar',
        antes: null,
        depois: { categoria: category.codigoCATEGORIA, nome: 'Tortas', slug: 'tortas-doces', ativo: false },
      });
    });

    it.each([
      [{}, M.subcategoryRequired],
      [{ nomeSUBCATEGORIA: 'Sem categoria' }, M.subcategoryRequired],
      [{ categoriaSUBCATEGORIA: 1, nomeSUBCATEGORIA: '  ' }, M.subcategoryRequired],
      [{ categoriaSUBCATEGORIA: 'abc', nomeSUBCATEGORIA: 'X' }, M.subcategoryRequired],
      [{ subcategoria: { nomeSUBCATEGORIA: 'X' } }, M.subcategoryRequired],
      [{ categoriaSUBCATEGORIA: 1, nomeSUBCATEGORIA: 'X', slugSUBCATEGORIA: '!!!' }, M.slugInvalid],
    ])('400 "%j"', async (body, message) => {
      expect(await call('POST', '/api/subcategorias', 'admin', body)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', message },
      });
    });

    it('400 for an unknown category, 409 for a name the category has (case ignored)', async () => {
      expect(
        await call('POST', '/api/subcategorias', 'admin', {
          categoriaSUBCATEGORIA: 999999999,
          nomeSUBCATEGORIA: 'X',
        }),
      ).toMatchObject({ status: 400, body: { message: M.categoryNotFound } });
      await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Brigadeiros',
      });
      expect(
        await call('POST', '/api/subcategorias', 'admin', {
          categoriaSUBCATEGORIA: category.codigoCATEGORIA,
          nomeSUBCATEGORIA: 'BRIGADEIROS',
        }),
      ).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: M.subcategoryDuplicate('BRIGADEIROS') },
      });
    });

    it('GET /api/subcategorias?categoria=&ativo= gives the admin (with the token) the inactive ones too', async () => {
      const own = await createCategory({ nomeCATEGORIA: unique('Filtro'), tipoCATEGORIA: 2 });
      const on = await createSubcategory({
        categoriaSUBCATEGORIA: own.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Ligada',
      });
      const off = await createSubcategory({
        categoriaSUBCATEGORIA: own.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Desligada',
        ativoSUBCATEGORIA: 0,
      });
      const names = async (query: string) =>
        (
          (await call('GET', `/api/subcategorias?categoria=${own.codigoCATEGORIA}${query}`, 'admin'))
            .body as any[]
        ).map((s) => s.nomeSUBCATEGORIA);
      expect(await names('')).toEqual(['Desligada', 'Ligada']);
      expect(await names('&ativo=1')).toEqual(['Ligada']);
      expect(await names('&ativo=0')).toEqual(['Desligada']);
      expect(await call('GET', `/api/subcategorias/${off.codigoSUBCATEGORIA}`, 'admin')).toMatchObject({
        status: 200,
        body: { ativoSUBCATEGORIA: false },
      });
      expect(on.slugSUBCATEGORIA).toBe('ligada');
      expect(await call('GET', '/api/subcategorias/999999999')).toMatchObject({
        status: 404,
        body: { message: M.subcategoryNotFound },
      });
    });

    it('PUT with only ativoSUBCATEGORIA toggles it (idempotent, audited as desativar/ativar); the rest stays', async () => {
      const sub = await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Alternável',
        slugSUBCATEGORIA: 'alternavel-x',
      });
      const id = sub.codigoSUBCATEGORIA;
      for (let i = 0; i < 2; i++) {
        expect(
          await call('PUT', `/api/subcategorias/${id}`, 'admin', { ativoSUBCATEGORIA: false }),
        ).toMatchObject({
          status: 200,
          body: {
            nomeSUBCATEGORIA: 'Alternável',
            slugSUBCATEGORIA: 'alternavel-x',
            ativoSUBCATEGORIA: false,
          },
        });
      }
      expect(
        (await call('PUT', `/api/subcategorias/${id}`, 'admin', { ativoSUBCATEGORIA: 1 })).body
          .ativoSUBCATEGORIA,
      ).toBe(true);
      const log = await audit('subcategoria', id);
      expect(log.map((e) => e.acao)).toEqual(['ativar', 'desativar', 'criar']);
      expect(log[1]).toMatchObject({ antes: { ativo: true }, depois: { ativo: false } });
    });

    it('PUT edits name and slug (a null slug is made again from the name); 400 nothing to change, 404 unknown, 409 duplicate', async () => {
      const sub = await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Rascunho Sub',
      });
      await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Ocupado',
      });
      const url = `/api/subcategorias/${sub.codigoSUBCATEGORIA}`;
      expect(await call('PUT', url, 'admin', {})).toMatchObject({
        status: 400,
        body: { message: M.subcategoryNothingToChange },
      });
      expect(await call('PUT', url, 'admin', { nomeSUBCATEGORIA: '' })).toMatchObject({
        status: 400,
        body: { message: M.subcategoryRequired },
      });
      expect(
        await call('PUT', '/api/subcategorias/999999999', 'admin', { ativoSUBCATEGORIA: true }),
      ).toMatchObject({
        status: 404,
        body: { message: M.subcategoryNotFound },
      });
      expect(await call('PUT', url, 'admin', { nomeSUBCATEGORIA: 'ocupado' })).toMatchObject({
        status: 409,
        body: { message: M.subcategoryDuplicate('ocupado') },
      });
      const edited = await call('PUT', url, 'admin', {
        subcategoria: { nomeSUBCATEGORIA: 'Doces Finos', slugSUBCATEGORIA: null },
      });
      expect(edited).toMatchObject({
        status: 200,
        body: { nomeSUBCATEGORIA: 'Doces Finos', slugSUBCATEGORIA: 'doces-finos' },
      });
      expect((await audit('subcategoria', sub.codigoSUBCATEGORIA))[0]).toMatchObject({
        acao: 'editar',
        antes: { nome: 'Rascunho Sub', slug: 'rascunho-sub' },
        depois: { nome: 'Doces Finos', slug: 'doces-finos' },
      });
    });

    it('renaming one updates the search and the card of its listings', async () => {
      const sub = await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Trufolandia',
      });
      const listing = await insertListing(t.database.db, {
        categoryCode: category.codigoCATEGORIA,
        subcategoryCode: sub.codigoSUBCATEGORIA,
        title: 'Caixa de doces',
      });
      expect(await searchTitles('trufolandia')).toEqual(['Caixa de doces']);
      await call('PUT', `/api/subcategorias/${sub.codigoSUBCATEGORIA}`, 'admin', {
        nomeSUBCATEGORIA: 'Bombonzerias',
      });
      expect(await searchTitles('bombonzerias')).toEqual(['Caixa de doces']);
      expect(await searchTitles('trufolandia')).toEqual([]);
      expect((await t.get(`/api/anuncios/${listing.code}`)).body.subcategoria).toMatchObject({
        nomeSUBCATEGORIA: 'Bombonzerias',
      });
    });

    it('moving one to another category: refused while listings use it (409 with how many), fine otherwise', async () => {
      const other = await createCategory({ nomeCATEGORIA: unique('Destino'), tipoCATEGORIA: 2 });
      const used = await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Presa',
      });
      await insertListing(t.database.db, {
        categoryCode: category.codigoCATEGORIA,
        subcategoryCode: used.codigoSUBCATEGORIA,
      });
      expect(
        await call('PUT', `/api/subcategorias/${used.codigoSUBCATEGORIA}`, 'admin', {
          categoriaSUBCATEGORIA: other.codigoCATEGORIA,
        }),
      ).toMatchObject({ status: 409, body: { message: M.subcategoryMoveInUse(1) } });
      const free = await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Livre',
      });
      expect(
        await call('PUT', `/api/subcategorias/${free.codigoSUBCATEGORIA}`, 'admin', {
          categoriaSUBCATEGORIA: 999999999,
        }),
      ).toMatchObject({ status: 400, body: { message: M.categoryNotFound } });
      expect(
        await call('PUT', `/api/subcategorias/${free.codigoSUBCATEGORIA}`, 'admin', {
          categoriaSUBCATEGORIA: other.codigoCATEGORIA,
        }),
      ).toMatchObject({ status: 200, body: { categoriaSUBCATEGORIA: other.codigoCATEGORIA } });
    });

    it('DELETE: 409 with how many listings use it; otherwise removed and audited; 404 afterwards', async () => {
      const used = await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Em uso',
      });
      await insertListing(t.database.db, {
        categoryCode: category.codigoCATEGORIA,
        subcategoryCode: used.codigoSUBCATEGORIA,
        status: 'inativo',
      });
      expect(await call('DELETE', `/api/subcategorias/${used.codigoSUBCATEGORIA}`, 'admin')).toMatchObject({
        status: 409,
        body: { message: 'Esta subcategoria é usada por 1 anúncio. Desative-a em vez de remover.' },
      });

      const free = await createSubcategory({
        categoriaSUBCATEGORIA: category.codigoCATEGORIA,
        nomeSUBCATEGORIA: 'Sobrando',
      });
      expect(await call('DELETE', `/api/subcategorias/${free.codigoSUBCATEGORIA}`, 'admin')).toMatchObject({
        status: 200,
        body: { ok: true, message: M.subcategoryRemoved },
      });
      const rows = await t.database.db
        .select()
        .from(subcategories)
        .where(eq(subcategories.code, free.codigoSUBCATEGORIA));
      expect(rows).toEqual([]);
      expect((await call('DELETE', `/api/subcategorias/${free.codigoSUBCATEGORIA}`, 'admin')).status).toBe(
        404,
      );
      expect((await audit('subcategoria', free.codigoSUBCATEGORIA))[0]).toMatchObject({
        acao: 'remover',
        antes: { nome: 'Sobrando', slug: 'sobrando', ativo: true },
        depois: null,
      });
    });
  });
});
