import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { createTestDatabase } from '../test/test-db.ts';

/**
 * Odd requests to pages through the real SSR adapter: they answered 500, read unbounded bodies,
 * or flooded the error log. Like web.int.test.ts it needs the production build (CI builds before
 * the tests) and is skipped without it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hasBuild = fs.existsSync(path.join(ROOT, 'build/server/index.js'));

/** Methods outside Fastify's HTTPMethods type (TRACE, PROPFIND): light-my-request sends any. */
const anyMethod = (method: string) => method as 'GET';

const SITE = 'http://localhost:3000';

/** A form post to a page action (the newsletter cancel page), from `origin`. */
const postForm = (app: FastifyInstance, payload: string, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/newsletter/cancelar',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, host: 'localhost:3000' },
    payload,
  });

interface LogLine {
  level: number;
  msg: string;
}

async function buildWebApp(database: Database, lines: LogLine[]): Promise<FastifyInstance> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    UPLOADS_DIR: './data/test-uploads',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const app = await buildApp({
    env,
    database,
    web: { mode: 'production' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
  await app.ready();
  return app;
}

describe.skipIf(!hasBuild)('odd requests to pages (production build)', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildWebApp(database, lines);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers TRACE and other methods pages do not take with 405, never 500', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await app.inject({ method: anyMethod(method), url: '/quem-somos' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.json()).toEqual({ message: 'Método não permitido.', code: 'METHOD_NOT_ALLOWED' });
    }
    // A method Fastify does not route at all is a 404, still in our shape.
    const odd = await app.inject({ method: anyMethod('PROPFIND'), url: '/' });
    expect(odd.statusCode).toBe(404);
    expect(odd.json()).toEqual({ message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
  });

  it('answers paths starting with // as a page path (404), not as a host', async () => {
    for (const url of ['//%00', '//99999999999999999999', '//evil.example/x']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('answers control characters in a search page’s filters with the page and a 400, not a 500', async () => {
    for (const url of ['/anuncios?q=%00', '/anuncios?q=bolo&cidade=a%00b', '/busca?condominio=Jardim%01']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('caracteres de controle');
    }
  });

  it('answers HEAD like GET without the body: HTML type and the CSP', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(res.body).toBe('');
    const missing = await app.inject({ method: 'HEAD', url: '/nao-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
  });

  it('refuses a page action body over the API limit with 413, before the action reads it', async () => {
    const res = await postForm(app, `token=${'a'.repeat(2 * 1024 * 1024)}`, SITE);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Conteúdo grande demais.', code: 'TOO_LARGE' });
  });

  it('still hands a small form post to the page action', async () => {
    const res = await postForm(app, 'token=nao-existe', SITE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('refuses a page action posted from another origin with 403, before React Router', async () => {
    const res = await postForm(app, 'token=x', 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('keeps the catch-all page routes out of the OpenAPI description', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, object> };
    const pagePaths = Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'));
    expect(pagePaths).toEqual([]);
    for (const operations of Object.values(doc.paths)) {
      for (const method of Object.keys(operations))
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
    }
  });

  it('logs client errors on pages below error level (a scanner flooded the error log)', async () => {
    lines.length = 0;
    await app.inject({ url: '/nao-existe' });
    await app.inject({
      method: 'POST',
      url: '/',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    await app.inject({
      method: 'POST',
      url: '/quem-somos',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    await app.inject({ method: anyMethod('TRACE'), url: '/' });
    await app.inject({ url: '/anuncios/abc' });
    // A cross-site form post to a page action (React Router refuses it with a 400).
    await postForm(app, 'token=x', 'https://evil.example');
    const loud = lines.filter((l) => l.level >= 40);
    expect(loud.map((l) => l.msg)).toEqual([]);
  });
});

/** Pages during a database outage (nothing listens at the database address). */
describe.skipIf(!hasBuild)('pages during a database outage (production build)', () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/nc', poolMax: 2 });
    app = await buildWebApp(database, lines);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(['/', '/anuncios?q=bolo', '/condominios', '/anuncios/12'])(
    '%s is the "fora do ar" page with 503 and Retry-After, not a 200 with sections missing',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('15');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Estamos fora do ar por instantes');
      expect(res.body).toContain('<title>Fora do ar por instantes | NC</title>');
    },
  );
});
