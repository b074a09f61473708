import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { insertUser } from './test/factories/user.ts';

/**
 * Every operation of the OpenAPI description, called with random input: random JSON bodies
 * (objects with the declared field names and values of any type, and non-objects), random
 * query and path values (control characters, long and odd Unicode text, numbers, repeats), as
 * a visitor, an advertiser and an admin. Whatever comes in, the API answers below 500 and every
 * error is `{ message, code }` in Portuguese (NUL bytes and odd bodies answered 500 or
 * English). A fixed seed keeps runs repeatable; a failure prints the input that caused it.
 */

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query: string[];
  pathParams: string[];
  bodyFields: string[] | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

const RUNS_PER_OPERATION = 100;
const SEED = 17_2026;

/** Text that has broken things: control characters, quotes and tsquery operators, long, odd Unicode. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom("'", '\\', '%', '_', ':*', '!', '&|', '<->', '"', '(', 'or', '-', ' ', '\u200b', '\ud800'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ minLength: 300, maxLength: 2_000 }),
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '1e9', '2147483648', '9007199254740993', 'NaN', 'true', ''),
);

const jsonValue = fc.oneof(nastyText, fc.jsonValue({ maxDepth: 2 }), fc.array(nastyText, { maxLength: 3 }));

function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const json = op.requestBody?.content['application/json'];
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        bodyFields: json ? Object.keys(json.schema?.properties ?? {}) : null,
      });
    }
  }
  return ops;
}

function requestArbitrary(op: Operation) {
  const query = fc.dictionary(
    fc.constantFrom(...(op.query.length > 0 ? op.query : ['x'])),
    fc.oneof(nastyText, fc.array(nastyText, { minLength: 2, maxLength: 3 })),
    { maxKeys: 4 },
  );
  const pathValues = fc.tuple(...op.pathParams.map(() => nastyText));
  const fieldNames = op.bodyFields && op.bodyFields.length > 0 ? op.bodyFields : ['x'];
  const body = fc.oneof(
    fc.dictionary(fc.constantFrom(...fieldNames), jsonValue, { maxKeys: fieldNames.length }),
    jsonValue,
    fc.constant(undefined),
  );
  return fc.record({ query, pathValues, body, as: fc.constantFrom('visitante', 'anunciante', 'admin') });
}

function urlOf(op: Operation, pathValues: string[], query: Record<string, string | string[]>): string {
  let i = 0;
  // A lone surrogate cannot be percent-encoded (encodeURIComponent throws): a client would send
  // the replacement character, as URLSearchParams does for the query.
  const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, '\ufffd'));
  const path = op.path.replace(/\{[^}]+\}/g, () => encode(pathValues[i++] ?? ''));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** What an error answer must look like: our shape, our codes, no English framework text. */
function expectContractError(status: number, body: string) {
  const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
  expect(typeof parsed.message, body).toBe('string');
  expect(ERROR_CODES as readonly unknown[], body).toContain(parsed.code);
  expect(parsed.message, body).not.toMatch(/invalid input|expected|received|not found|FST_|route /i);
  expect(status).toBeLessThan(500);
}

describe('API fuzz: every OpenAPI operation with random input', () => {
  let t: TestApp;
  let operations: Operation[];
  const tokens: Record<string, string | undefined> = { visitante: undefined };

  beforeAll(async () => {
    // Limits out of the way: every request should reach validation and the handlers.
    const relaxed = Object.fromEntries(
      [
        'LOGIN_IP',
        'LOGIN_ACCOUNT',
        'REGISTER_IP',
        'RECOVERY_IP',
        'RECOVERY_EMAIL',
        'RESEND_IP',
        'RESEND_EMAIL',
        'TOKEN_IP',
        'CONTACT_IP',
        'NEWSLETTER_IP',
        'NEWSLETTER_EMAIL',
      ].map((name) => [`RATE_LIMIT_${name}`, '100000/1m']),
    );
    t = await buildTestApp(relaxed);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
    operations = operationsOf(doc);
    for (const [as, level] of [
      ['anunciante', USER_LEVELS.ANUNCIANTE],
      ['admin', USER_LEVELS.ADMIN],
    ] as const) {
      const user = await insertUser(t.database.db, { level });
      tokens[as] = (await t.app.sessions.createSession(user.code, false)).token;
    }
  });
  afterAll(async () => {
    await t?.app.background.idle();
    await t?.close();
  });

  it('describes the API (and nothing else) in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(25);
    for (const op of operations) expect(op.path.startsWith('/api/'), op.path).toBe(true);
  });

  it('never answers 5xx, and answers every error as { message, code } in Portuguese', async () => {
    for (const op of operations) {
      // Logout with the shared tokens would end the sessions the other operations use.
      if (op.path === '/api/usuarios/logout') continue;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async ({ query, pathValues, body, as }) => {
          const token = tokens[as];
          const res = await t.app.inject({
            method: op.method,
            url: urlOf(op, pathValues, query),
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            payload: body === undefined ? undefined : JSON.stringify(body),
          });
          if (res.statusCode >= 400) expectContractError(res.statusCode, res.body);
          else expect(res.statusCode).toBeLessThan(400);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
      );
    }
    // Work started after an answer (recovery and resend e-mails) must not fail either.
    await t.app.background.idle();
  }, 240_000);

  it('answers logout with random bodies below 500', async () => {
    await fc.assert(
      fc.asyncProperty(jsonValue, async (body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/usuarios/logout',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        if (res.statusCode >= 400) expectContractError(res.statusCode, res.body);
      }),
      { numRuns: RUNS_PER_OPERATION, seed: SEED },
    );
  });
});
