import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { insertUser } from './test/factories/user.ts';

/**
 * Server-side enforcement: every admin operation answers 401 to a visitor and 403 to
 * a USUARIO and an ANUNCIANTE, before it looks at what was sent (a body that would not validate
 * still gets the 401/403), and lets an ADMIN through. The admin operations are every path under
 * /api/admin/ in the OpenAPI description plus the admin writes of spec 2 §7 that live beside
 * public reads (categories, subcategories, condominiums) and the user administration.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface OpenApiDocument {
  paths: Record<string, Partial<Record<Lowercase<Method>, unknown>>>;
}

/** Admin-only operations outside /api/admin/ (spec 2 §7). */
const ADMIN_OPERATIONS_ELSEWHERE: readonly string[] = [
  'POST /api/categorias',
  'PATCH /api/categorias/{id}',
  'DELETE /api/categorias/{id}',
  'POST /api/subcategorias',
  'PUT /api/subcategorias/{id}',
  'DELETE /api/subcategorias/{id}',
  'POST /api/condominios',
  'PUT /api/condominios/{id}',
  'DELETE /api/condominios/{id}',
  'GET /api/usuarios',
  'POST /api/usuarios/criar',
];

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('the admin operations, by role', () => {
  let t: TestApp;
  let operations: string[];
  const tokens: Record<'USUARIO' | 'ANUNCIANTE' | 'ADMIN', string> = {
    USUARIO: '',
    ANUNCIANTE: '',
    ADMIN: '',
  };

  beforeAll(async () => {
    t = await buildTestApp();
    for (const role of ['USUARIO', 'ANUNCIANTE', 'ADMIN'] as const) {
      const user = await insertUser(t.database.db, { level: USER_LEVELS[role] });
      tokens[role] = (await t.app.sessions.createSession(user.code, false)).token;
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      METHODS.filter((m) => ops[m.toLowerCase() as Lowercase<Method>]).map((m) => `${m} ${path}`),
    );
    for (const op of ADMIN_OPERATIONS_ELSEWHERE) expect(documented, `${op} is documented`).toContain(op);
    operations = [
      ...documented.filter((op) => op.split(' ')[1]!.startsWith('/api/admin/')),
      ...ADMIN_OPERATIONS_ELSEWHERE,
    ];
  });
  afterAll(() => t.close());

  const call = async (op: string, token?: string) => {
    const [method, path] = op.split(' ') as [Method, string];
    const res = await t.app.inject({
      method,
      // Any path parameter: an id no row has.
      url: path.replace(/\{[^}]+\}/g, '987654'),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      // A body no admin route accepts: the role is checked before the body is.
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { invalido: true } }),
    });
    return res.statusCode;
  };

  it('covers the whole admin area (moderation, reports, users, catalogue, condominiums, invoices, contacts, audit)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
    for (const prefix of [
      'GET /api/admin/anuncios',
      'POST /api/admin/anuncios/{id}/reprovar',
      'GET /api/admin/denuncias',
      'GET /api/admin/resumo',
      'GET /api/admin/faturas',
      'GET /api/admin/contatos',
      'GET /api/admin/auditoria',
      'GET /api/admin/condominios/sugestoes',
    ]) {
      expect(operations).toContain(prefix);
    }
  });

  it('answers 401 to a visitor, 403 to a USUARIO and an ANUNCIANTE, and lets an ADMIN through', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const got = {
        anonymous: await call(op),
        USUARIO: await call(op, tokens.USUARIO),
        ANUNCIANTE: await call(op, tokens.ANUNCIANTE),
        ADMIN: await call(op, tokens.ADMIN),
      };
      const ok =
        got.anonymous === 401 &&
        got.USUARIO === 403 &&
        got.ANUNCIANTE === 403 &&
        got.ADMIN !== 401 &&
        got.ADMIN !== 403 &&
        got.ADMIN < 500;
      if (!ok) wrong.push(`${op}: ${JSON.stringify(got)}`);
    }
    expect(wrong).toEqual([]);
  });
});
