import fs from 'node:fs';
import perfHooks from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createTestDatabase } from '../test/test-db.ts';

/** Metrics (plugins/metrics.ts), on both databases. */

const TOKEN = 'm'.repeat(40);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// Installed before any app scrapes: the process's default metrics must start once per process,
// however many apps are built and scraped (prom-client cannot stop them).
const eventLoopMonitors = vi.spyOn(perfHooks, 'monitorEventLoopDelay');

/** The value of one sample of the Prometheus text, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('counts and times requests by route pattern, never by the address asked for', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ url: '/api/anuncios/987654321' })).statusCode).toBe(404);
    await t.app.inject({ url: '/api/estados' });
    await t.app.inject({ url: '/api/rota-que-nao-existe' });
    await t.app.inject({ url: '/caminho/que/nao/existe' });

    const res = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;

    const detail = { method: 'GET', route: '/api/anuncios/:id', status: '404' };
    expect(sample(text, 'nc_http_requests_total', detail)).toBe(3);
    expect(sample(text, 'nc_http_requests_total', { route: '/api/estados', status: '200' })).toBe(1);
    // Neither the raw address nor each unknown path becomes a label value.
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('rota-que-nao-existe');
    expect(text).not.toContain('caminho/que');
    expect(sample(text, 'nc_http_requests_total', { route: 'nao_encontrada', status: '404' })).toBe(2);

    // The histogram: buckets from 0.5 ms to 10 s, and its count matches the counter.
    expect(text).toContain('# TYPE nc_http_request_duration_seconds histogram');
    expect(
      sample(text, 'nc_http_request_duration_seconds_bucket', { ...detail, le: '0.0005' }),
    ).toBeDefined();
    expect(sample(text, 'nc_http_request_duration_seconds_bucket', { ...detail, le: '10' })).toBe(3);
    expect(sample(text, 'nc_http_request_duration_seconds_count', detail)).toBe(3);
    expect(sample(text, 'nc_http_request_duration_seconds_sum', detail)).toBeGreaterThan(0);
  });

  it('reports the search index, the pool (PostgreSQL only) and the process', async () => {
    const text = await scrape(t.app);
    expect(sample(text, 'nc_search_index_ready')).toBe(1);
    const lag = sample(text, 'nc_search_index_lag_seconds');
    expect(lag).toBeGreaterThanOrEqual(0);
    // buildTestApp waited for the index's load, which read the change log a moment ago.
    expect(lag).toBeLessThan(120);

    if (t.database.kind === 'postgres') {
      for (const name of ['in_use', 'idle']) {
        expect(sample(text, `nc_db_pool_connections_${name}`)).toBeGreaterThanOrEqual(0);
      }
      expect(sample(text, 'nc_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('nc_db_pool_');
    }

    // The default process metrics, event-loop lag among them, once each.
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text.match(/^# TYPE nodejs_eventloop_lag_seconds /gm)).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'counts pool connections in use and queries waiting for one',
    async () => {
      // The test database's pool holds 4 (test-db.ts): 6 slow queries fill it and leave some waiting.
      const slow = Array.from({ length: 6 }, () =>
        Promise.resolve(t.database.db.execute(sql`select pg_sleep(1)`)),
      );
      try {
        await vi.waitFor(() => expect(t.database.poolStats()?.waiting).toBeGreaterThan(0), { timeout: 900 });
        const text = await scrape(t.app);
        expect(sample(text, 'nc_db_pool_connections_in_use')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'nc_db_pool_waiting_requests')).toBeGreaterThanOrEqual(1);
      } finally {
        await Promise.all(slow);
      }
      // In use is what the pool has open minus what is free.
      const stats = vi.spyOn(t.database, 'poolStats').mockReturnValue({ total: 7, idle: 3, waiting: 5 });
      try {
        const text = await scrape(t.app);
        expect(sample(text, 'nc_db_pool_connections_in_use')).toBe(4);
        expect(sample(text, 'nc_db_pool_connections_idle')).toBe(3);
        expect(sample(text, 'nc_db_pool_waiting_requests')).toBe(5);
      } finally {
        stats.mockRestore();
      }
    },
  );

  it('reports the index as loading, and its lag growing from the start, until the first load', async () => {
    const status = vi.spyOn(t.app.matchIndex, 'status').mockReturnValue({ ready: false, lastRefreshAt: 0 });
    try {
      const text = await scrape(t.app);
      expect(sample(text, 'nc_search_index_ready')).toBe(0);
      const lag = sample(text, 'nc_search_index_lag_seconds') ?? -1;
      // Seconds since this app started, not since 1970.
      expect(lag).toBeGreaterThan(0);
      expect(lag).toBeLessThan(600);
    } finally {
      status.mockRestore();
    }
  });

  it('answers a missing or wrong token exactly as an unknown address, and leaves no count of it', async () => {
    const unknown = await t.app.inject({ url: '/metricas-nao-existe' });
    expect(unknown.statusCode).toBe(404);
    for (const headers of [
      {},
      bearer('x'.repeat(40)),
      bearer(TOKEN.slice(0, -1)),
      bearer(`${TOKEN}x`),
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain('nc_');
    }
    // The query string does not change the answer.
    expect((await t.app.inject({ url: '/metrics?x=1', headers: bearer(TOKEN) })).statusCode).toBe(200);
  });

  it('is absent from the OpenAPI description', async () => {
    const openapi = await t.app.inject({ url: '/api/openapi.json' });
    expect(openapi.statusCode).toBe(200);
    expect(Object.keys(openapi.json().paths)).not.toContain('/metrics');
  });

  it('keeps each app in its own registry: a second app counts only its own requests', async () => {
    const other = await buildTestApp({ METRICS_TOKEN: TOKEN });
    try {
      await other.app.inject({ url: '/api/estados' });
      await other.app.inject({ url: '/api/estados' });
      const before = sample(await scrape(t.app), 'nc_http_requests_total', { route: '/api/estados' });
      const mine = await scrape(other.app);
      expect(sample(mine, 'nc_http_requests_total', { route: '/api/estados' })).toBe(2);
      expect(sample(mine, 'nc_http_requests_total', { route: '/api/anuncios/:id' })).toBeUndefined();
      expect(sample(await scrape(t.app), 'nc_http_requests_total', { route: '/api/estados' })).toBe(before);
      // Metrics added later through app.metrics go to that app alone, under the same name in both.
      const [, added] = [t.app, other.app].map((app) =>
        app.metrics.counter({ name: 'nc_test_events_total', help: 'Test.', labelNames: ['outcome'] }),
      );
      added?.inc({ outcome: 'ok' });
      expect(sample(await scrape(other.app), 'nc_test_events_total', { outcome: 'ok' })).toBe(1);
      expect(sample(await scrape(t.app), 'nc_test_events_total', { outcome: 'ok' })).toBeUndefined();
    } finally {
      await other.close();
    }
    // One event-loop monitor for the whole process, however many apps scraped.
    expect(eventLoopMonitors).toHaveBeenCalledTimes(1);
  });

  it('logs nothing at info for a scrape', async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      UPLOADS_DIR: './data/test-uploads',
      METRICS_TOKEN: TOKEN,
    });
    const app = await buildApp({
      env,
      database,
      web: false,
      logStream: { write: (l) => void lines.push(l) },
    });
    try {
      await app.ready();
      await app.inject({ url: '/api/estados' });
      expect(lines.some((l) => l.includes('/api/estados'))).toBe(true);
      const before = lines.length;
      expect((await app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(200);
      expect(lines.slice(before).filter((l) => l.includes('/metrics'))).toEqual([]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('does not serve /metrics on the portal port at all, token or not', async () => {
    const unknown = await t.app.inject({ url: '/metricas-nao-existe' });
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    // Still collected, for METRICS_PORT and for what other parts add.
    expect(t.app.metrics.address()).toBeNull();
    expect(await t.app.metrics.registry.getSingleMetricAsString('nc_http_requests_total')).toContain(
      'route="nao_encontrada"',
    );
  });
});

describe('METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('serves /metrics without a token on its own loopback port, and nothing else there', async () => {
    await t.app.inject({ url: '/api/estados' });
    const address = t.app.metrics.address();
    expect(address).not.toBeNull();
    expect(address?.host).toBe('127.0.0.1');
    const base = `http://127.0.0.1:${address?.port}`;

    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(sample(text, 'nc_http_requests_total', { route: '/api/estados', status: '200' })).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/estados`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    // The portal's own port still has no /metrics without METRICS_TOKEN.
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('stops the start when its port is taken', async () => {
    const database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: './data/test-uploads',
      METRICS_PORT: String(t.app.metrics.address()?.port),
    });
    const app = await buildApp({ env, database, web: false, logger: false });
    try {
      await expect(app.ready()).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('closes its port with the app', async () => {
    const other = await buildTestApp({ METRICS_PORT: '0' });
    const port = other.app.metrics.address()?.port;
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { keepalive: true })).status).toBe(200);
    await other.close();
    expect(other.app.metrics.address()).toBeNull();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const hasBuild = fs.existsSync(path.join(ROOT, 'build/server/index.js'));

describe.skipIf(!hasBuild)('with the pages (production build; skipped without "npm run build")', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: './data/test-uploads',
      PUBLIC_URL: 'http://localhost:3000',
      METRICS_TOKEN: TOKEN,
    });
    app = await buildApp({ env, database, web: { mode: 'production' }, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('labels every page "pagina", and a refused /metrics gets the site\'s own 404 page', async () => {
    expect((await app.inject({ url: '/quem-somos' })).statusCode).toBe(200);
    const unknown = await app.inject({ url: '/pagina-que-nao-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const refused = await app.inject({ url: '/metrics', headers: bearer('x'.repeat(40)) });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toBe(unknown.headers['content-type']);

    const text = await scrape(app);
    expect(sample(text, 'nc_http_requests_total', { route: 'pagina', status: '200' })).toBe(1);
    expect(sample(text, 'nc_http_requests_total', { route: 'pagina', status: '404' })).toBe(2);
    expect(text).not.toContain('quem-somos');
    // The loaders' API calls go through app.inject: they are requests too, by their route.
    expect(text).toContain('route="/api/usuarios/me"');
  });
});
