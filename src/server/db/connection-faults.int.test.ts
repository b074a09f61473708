import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { withDbName } from '../test/global-setup.ts';
import { adminUrl, withDatabase } from '../test/pg-admin.ts';
import { dbTimeouts, openDatabase, type Database } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * On a real PostgreSQL (TEST_DATABASE_URL; PGlite has no connection to lose):
 * - a connection that goes silent (a proxy that drops every byte for 10 s) left the portal
 *   answering 503 for 16 minutes: the pool kept the dead connections;
 * - a database that refuses new connections (`ALLOW_CONNECTIONS false`, SQLSTATE 55000)
 *   answered 500 while /api/health said 503.
 * Each test gets its own copy of the template database, reached at a URL it knows.
 */
const TEST_URL = process.env.TEST_DATABASE_URL;

const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOADS_DIR: './data/test-uploads' });

/** A routed API call that reads the database on every request (a name look-up, no cache). */
const API_URL = '/api/cidades?nome=campinas';

async function copyTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const url = TEST_URL!;
  const name = `nc_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withDatabase(adminUrl(url), (c) =>
    c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`),
  );
  return {
    name,
    drop: () =>
      withDatabase(adminUrl(url), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}

/**
 * A loopback TCP proxy to PostgreSQL that can go silent: while `silent`, it keeps every
 * connection open and accepts new ones, but throws away the bytes of both directions (no reset,
 * no FIN), as a frozen NAT, firewall or pooler would.
 */
async function silenceableProxy(target: URL) {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.on('data', (chunk) => void (silent || outbound.write(chunk)));
    outbound.on('data', (chunk) => void (silent || inbound.write(chunk)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: (() => {
      const u = new URL(target);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    })(),
    silence: (on: boolean) => {
      silent = on;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(TEST_URL)('PostgreSQL connection faults', () => {
  describe('a connection that goes silent for 10 s', () => {
    const POOL_MAX = 4;
    const SILENCE_MS = 10_000;
    let copy: Awaited<ReturnType<typeof copyTemplate>>;
    let proxy: Awaited<ReturnType<typeof silenceableProxy>>;
    let database: Database;
    let app: FastifyInstance;

    beforeAll(async () => {
      copy = await copyTemplate();
      proxy = await silenceableProxy(new URL(withDbName(TEST_URL!, copy.name)));
      // The serving portal's own settings, defaults included (server.ts passes the same).
      database = await openDatabase({ url: proxy.url, poolMax: POOL_MAX, timeouts: dbTimeouts(env) });
      app = await buildApp({ env, database, web: false, logger: false, runJobs: false });
      await app.ready();
    });
    afterAll(async () => {
      // Destroying the proxy's sockets fails whatever still hangs, so the pool can end.
      await proxy?.close();
      await app?.close();
      await database?.close();
      await copy?.drop();
    });

    const transaction = () => database.db.transaction(async (tx) => tx.execute(sql`select 1`));

    it(
      'serves again within 30 s, with its whole pool, and answers 503 meanwhile',
      { timeout: 60_000 },
      async () => {
        // Every connection of the pool open and idle, as in a portal under load.
        await Promise.all(Array.from({ length: POOL_MAX }, transaction));
        expect((await app.inject({ url: API_URL })).statusCode).toBe(200);

        const start = Date.now();
        proxy.silence(true);
        // Load during the silence: a request every 200 ms, plus transactions holding a connection
        // each (their `begin` is what leaked clients from the pool).
        const statuses: Promise<{ status: number; ms: number }>[] = [];
        const failures: Promise<unknown>[] = [];
        for (let i = 0; i < POOL_MAX; i++)
          failures.push(
            transaction().then(
              () => null,
              (err: unknown) => err,
            ),
          );
        const load = setInterval(() => {
          const sent = Date.now();
          statuses.push(
            app.inject({ url: API_URL }).then((r) => ({ status: r.statusCode, ms: Date.now() - sent })),
          );
        }, 200);
        await sleep(SILENCE_MS);
        clearInterval(load);
        proxy.silence(false);

        let servedAt: number | null = null;
        while (Date.now() - start < 30_000) {
          const res = await app.inject({ url: API_URL });
          if (res.statusCode === 200) {
            servedAt = Date.now();
            break;
          }
          expect(res.statusCode).toBe(503);
          await sleep(250);
        }
        const seconds = servedAt === null ? null : (servedAt - start) / 1000;
        console.info(`[connection-faults] serving again ${seconds ?? '> 30'} s after the silence began`);
        expect(seconds).not.toBeNull();
        expect(seconds!).toBeLessThan(30);

        // What failed during the silence failed as "unavailable": 503, never 500.
        const during = await Promise.all(statuses);
        const slowest = Math.max(...during.map((d) => d.ms));
        console.info(
          `[connection-faults] ${during.length} requests during the silence: ` +
            `${during.filter((d) => d.status === 503).length} × 503, slowest ${slowest} ms`,
        );
        expect(during.length).toBeGreaterThan(20);
        expect(during.filter((d) => d.status !== 200 && d.status !== 503)).toEqual([]);
        // Bounded by the timeouts: nobody waits on a dead connection for longer than the query timeout.
        expect(slowest).toBeLessThan(env.DB_QUERY_TIMEOUT_MS + 5_000);
        for (const err of await Promise.all(failures)) expect(isDatabaseUnavailable(err)).toBe(true);

        // No connection leaked or kept dead: the whole pool serves, twice over, at once.
        await Promise.all(Array.from({ length: POOL_MAX * 2 }, transaction));
        const statuses2 = await Promise.all(
          Array.from({ length: POOL_MAX * 2 }, () => app.inject({ url: API_URL }).then((r) => r.statusCode)),
        );
        expect(statuses2.every((s) => s === 200)).toBe(true);
        expect(database.poolStats()!.total).toBeLessThanOrEqual(POOL_MAX);
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      },
    );
  });

  describe('a database that refuses new connections (55000)', () => {
    let copy: Awaited<ReturnType<typeof copyTemplate>>;
    let database: Database;
    let app: FastifyInstance;
    const allowConnections = (allow: boolean) =>
      withDatabase(adminUrl(TEST_URL!), async (c) => {
        await c.query(`ALTER DATABASE ${copy.name} ALLOW_CONNECTIONS ${allow}`);
        if (!allow) {
          await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
            copy.name,
          ]);
        }
      });

    beforeAll(async () => {
      copy = await copyTemplate();
      database = await openDatabase({
        url: withDbName(TEST_URL!, copy.name),
        poolMax: 2,
        timeouts: dbTimeouts(env),
      });
      app = await buildApp({ env, database, web: false, logger: false, runJobs: false });
      await app.ready();
    });
    afterAll(async () => {
      if (copy) await allowConnections(true);
      await app?.close();
      await database?.close();
      await copy?.drop();
    });

    it('answers 503 with Retry-After on the API, as /api/health does, and serves once allowed', async () => {
      expect((await app.inject({ url: API_URL })).statusCode).toBe(200);
      await allowConnections(false);
      // The pool drops its terminated idle connections as their FATAL arrives.
      for (let i = 0; i < 40 && database.poolStats()!.total > 0; i++) await sleep(50);
      expect(database.poolStats()!.total).toBe(0);

      // The refusal really is SQLSTATE 55000 at connect time.
      const refused = await database.db.execute(sql`select 1`).then(
        () => null,
        (err: unknown) => err,
      );
      const chain: unknown[] = [];
      for (let e = refused; e instanceof Error; e = e.cause) chain.push((e as { code?: string }).code);
      expect(chain).toContain('55000');

      for (const [method, url] of [
        ['GET', API_URL],
        ['GET', '/api/planos'],
        ['POST', '/api/usuarios/login'],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          payload:
            method === 'POST' ? { usuario: 'ana@teste.nc.local', senha: 'uma senha qualquer' } : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(503);
        expect(res.headers['retry-after']).toBe('15');
        expect(res.json()).toEqual({
          message: 'O NC está temporariamente fora do ar. Tente novamente em alguns instantes.',
          code: 'UNAVAILABLE',
        });
      }
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);

      await allowConnections(true);
      expect((await app.inject({ url: API_URL })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    });
  });
});
