import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

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
