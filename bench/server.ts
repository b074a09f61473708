/**
 * The application under test, as production would run it but without the web front-end:
 * buildApp over DATABASE_URL (the bench database), NODE_ENV=production, no request logging,
 * listening on a free loopback port. A separate process, so the load generator and the server
 * do not share one event loop.
 *
 * BENCH_LOG_SQL=<file> appends every distinct SQL text the API sends (with the first eight
 * parameter sets seen) to <file> as JSON lines; docs/performance.md takes its EXPLAINs from there.
 */
import fs from 'node:fs';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { loadBenchEnv, serveForBench } from './lib/serve-app.ts';

const env = loadBenchEnv('bench/server.ts');

const sqlLog = process.env.BENCH_LOG_SQL;
if (sqlLog) {
  // Wraps the pool's query once, before the app opens its pool; the API code is untouched.
  const seen = new Map<string, number>();
  const original = pg.Pool.prototype.query as (...a: unknown[]) => unknown;
  pg.Pool.prototype.query = function (this: pg.Pool, ...a: unknown[]) {
    const config = a[0] as string | { text?: string; values?: unknown[] };
    const text = typeof config === 'string' ? config : config?.text;
    // drizzle passes either (text, params) or ({ text, rowMode }, params).
    const values =
      (typeof config === 'string' ? undefined : config?.values) ?? (a[1] as unknown[] | undefined);
    if (text) {
      const n = seen.get(text) ?? 0;
      // Keep a few parameter sets per statement shape, enough to EXPLAIN rare and common cases.
      if (n < 8) fs.appendFileSync(sqlLog, `${JSON.stringify({ text, values })}\n`);
      seen.set(text, n + 1);
    }
    return original.apply(this, a);
  } as typeof pg.Pool.prototype.query;
}

/** Applied migrations (0 before the first run: the journal table does not exist yet). */
async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    );
    if (!rows[0].present) return 0;
    return Number(
      (await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n,
    );
  } finally {
    await client.end();
  }
}

const database = await openDatabase({ url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX });
// Brings a bench database generated before a new migration up to date (no-op otherwise), and
// refreshes planner statistics when it did something: a new column or index without
// statistics would make the first benchmark after a migration measure bad plans.
const before = await appliedMigrations(env.DATABASE_URL);
await database.migrate();
if ((await appliedMigrations(env.DATABASE_URL)) > before) {
  console.error('[bench] migrações novas aplicadas ao banco do bench; rodando ANALYZE');
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query('analyze').finally(() => client.end());
}
const app = await buildApp({ env, database, web: false, logger: false });
await serveForBench(app, database, { port: env.PORT, host: env.HOST });
