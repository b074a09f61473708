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
});
