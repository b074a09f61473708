import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createTestDatabase } from '../test/test-db.ts';

describe('errors and headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses a repeated scalar parameter instead of picking one (HTTP parameter pollution)', async () => {
    const res = await t.app.inject({ url: '/api/anuncios?tipo=1&tipo=2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('tipo');
  });

  it('sends the security headers on API answers, including errors', async () => {
    for (const url of ['/api/estados', '/api/anuncios/abc', '/api/nada']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends HSTS only when the site is served over https (PUBLIC_URL)', async () => {
    expect(
      (await t.app.inject({ url: '/api/estados' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const https = await buildTestApp({ PUBLIC_URL: 'https://nc.example' });
    try {
      const res = await https.app.inject({ url: '/api/estados' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });

  it('answers a failing database with a generic 500, no SQL or stack', async () => {
    const db = t.app.database.db as unknown as { execute: (...a: unknown[]) => Promise<unknown> };
    const original = db.execute;
    db.execute = async () => {
      throw new Error('relation "anuncios" does not exist at character 42');
    };
    try {
      const res = await t.app.inject({ url: '/api/anuncios' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Erro interno. Tente novamente em instantes.',
        code: 'INTERNAL',
      });
    } finally {
      db.execute = original;
    }
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({ url: '/api/cidades?limit=200', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('compresses answers up to 64 KB at once, with Brotli at a per-request quality', async () => {
    const res = await t.app.inject({ url: '/api/cidades?limit=200', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const plain = brotliDecompressSync(res.rawPayload);
    expect(plain.length).toBeGreaterThan(8 * 1024);
    expect(plain.length).toBeLessThan(64 * 1024);
    // A known length: compressed in the request's turn, not streamed through the thread pool.
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    // Quality 3, not Node's default 11 (which compresses this page a little smaller, slowly).
    const q3 = brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } });
    const q4 = brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(q3.length).not.toBe(q4.length);
    expect(res.rawPayload.length).toBe(q3.length);
  });
});

/** Every error answer is `{ message, code }` in Portuguese, whoever raises it. */
describe('error bodies outside the route handlers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const ENGLISH = /invalid input|expected|received|not found|route |bad request|FST_|statusCode/i;

  it('answers a body that is not an object, or a field of the wrong type, in Portuguese', async () => {
    for (const payload of ['[]', '"texto"', '12', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contato',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'O corpo da requisição deve ser um objeto JSON.',
        code: 'VALIDATION',
      });
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/recuperar-senha',
      payload: { email: ['a@b.com'] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body).not.toMatch(ENGLISH);
  });

  it('answers a malformed URL without Fastify’s code or text', async () => {
    for (const url of ['/api/anuncios/%zz', '/%zz', '/uploads/%E0%A4%A']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Endereço inválido.', code: 'VALIDATION' });
    }
  });

  it('answers a path nobody serves in Portuguese (no "Route GET:/x not found")', async () => {
    const res = await t.app.inject({ url: '/uploads/nada.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Recurso não encontrado.', code: 'NOT_FOUND' });
    const traversal = await t.app.inject({ url: '/uploads/../package.json' });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.statusCode).toBeLessThan(500);
    expect(traversal.body).not.toMatch(ENGLISH);
  });
});

/** Errors Node's HTTP parser raises before Fastify has a request: only a real socket shows them. */
describe('client errors on a listening server', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOADS_DIR: './data/test-uploads' });
    app = await buildApp({ env, database, web: false, logger: false, requestTimeoutMs: 1_500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Writes raw bytes, then collects whatever comes back until the server closes the socket. */
  const raw = (head: string, trickle = false) =>
    new Promise<{ text: string; seconds: number }>((resolve, reject) => {
      const started = Date.now();
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      const timer = trickle ? setInterval(() => socket.write('a'), 200) : undefined;
      socket.on('data', (d) => (text += d.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ text, seconds: (Date.now() - started) / 1000 });
      });
    });
  const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

  it('answers headers too large with 431 in Portuguese', async () => {
    const { text } = await raw(
      `GET /api/estados HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(jsonOf(text)).toEqual({ message: 'Cabeçalhos da requisição grandes demais.', code: 'TOO_LARGE' });
  });

  it('cuts a body trickled slower than the request time-out soon after it (it held 75 s for 30 s)', async () => {
    const { text, seconds } = await raw(
      'POST /api/contato HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      true,
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonOf(text)).toEqual({
      message: 'A requisição demorou demais para chegar. Tente novamente.',
      code: 'TIMEOUT',
    });
    // 1.5 s time-out checked every second: well under the old 30 s check interval.
    expect(seconds).toBeLessThan(10);
  });
});
