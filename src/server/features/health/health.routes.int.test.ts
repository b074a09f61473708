import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createLifecycle } from './readiness.service.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok when the database responds', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers 503 when the database does not respond', async () => {
    const original = t.database.ping;
    t.app.database.ping = async () => {
      throw new Error('down');
    };
    try {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('indisponivel');
    } finally {
      t.app.database.ping = original;
    }
  });

  it('answers an unknown API path with a Portuguese 404', async () => {
    const res = await t.app.inject({ url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Rota da API não encontrada.', code: 'NOT_FOUND' });
  });

  it('describes the API in OpenAPI', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(paths['/api/health']).toBeDefined();
    expect(paths['/api/health/live']).toBeDefined();
    expect(paths['/api/health/ready']).toBeDefined();
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  const lifecycle = createLifecycle('serving');
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      VIACEP_URL: 'http://127.0.0.1:9/ws',
      BRASILAPI_URL: 'http://127.0.0.1:9/api/cep/v1',
    });
    app = await buildApp({ env, database, web: false, logger: false, runJobs: false, lifecycle });
    await app.ready();
    await app.matchIndex.loaded();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const get = async (url: string) => {
    const res = await app.inject({ url });
    return { status: res.statusCode, body: res.json(), cacheControl: res.headers['cache-control'] };
  };

  it('is live and ready once serving with the search index loaded', async () => {
    expect(await get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get('/api/health/ready')).toEqual({
      status: 200,
      body: { status: 'ok' },
      cacheControl: 'no-store',
    });
  });

  it('is not ready while the match index loads', async () => {
    const status = app.matchIndex.status;
    app.matchIndex.status = () => ({ ready: false, lastRefreshAt: 0 });
    try {
      expect(await get('/api/health/ready')).toMatchObject({
        status: 503,
        body: { status: 'indisponivel', motivo: 'carregando-indice' },
      });
    } finally {
      app.matchIndex.status = status;
    }
  });

  it('is not ready when the database does not answer, and stays live', async () => {
    const ping = app.database.ping;
    app.database.ping = async () => {
      throw new Error('down');
    };
    try {
      expect(await get('/api/health/ready')).toMatchObject({
        status: 503,
        body: { status: 'indisponivel', motivo: 'banco-indisponivel' },
      });
      expect((await get('/api/health/live')).status).toBe(200);
    } finally {
      app.database.ping = ping;
    }
  });

  it('turns 503 while draining, while the rest of the portal still answers', async () => {
    lifecycle.enter('draining');
    expect(await get('/api/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'indisponivel', motivo: 'encerrando' },
    });
    expect((await get('/api/health/live')).status).toBe(200);
    expect((await get('/api/health')).status).toBe(200);
    expect((await get('/api/estados')).status).toBe(200);
  });
});
