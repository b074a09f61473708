/**
 * Service time of the benchmark's scenarios, in process: the same URL lists as `npm run bench`,
 * each request sent through `app.inject` one at a time (no HTTP, no load generator), so a change
 * to a query can be judged in seconds on a busy machine. Not a substitute for `npm run bench`.
 *
 *   npx tsx bench/probe.ts [--only "auto cond"] [--rounds 5] [--database-url postgres://...]
 */
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { loadEnv } from '#server/env.ts';
import { parseArgs } from './lib/args.ts';
import { buildScenarios } from './lib/urls.ts';

const args = parseArgs(process.argv.slice(2), {
  only: { type: 'string', help: 'só os cenários cujo nome contém um destes textos (separados por vírgula)' },
  rounds: { type: 'number', help: 'passadas por lista de URLs (padrão 5; a primeira só aquece)' },
  urls: { type: 'number', help: 'URLs por cenário (padrão 60)' },
  'database-url': { type: 'string', help: 'banco do bench' },
});
const url =
  args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';
const rounds = Math.max(2, args.rounds ?? 5);

const client = new pg.Client({ connectionString: url });
await client.connect();
const { scenarios } = await buildScenarios(client, 'nc-bench', args.urls ?? 60).finally(() => client.end());
const wanted = args.only?.split(',').map((s) => s.trim().toLowerCase());
const chosen = scenarios.filter(
  (s) => s.server === 'app' && (!wanted || wanted.some((w) => s.name.toLowerCase().includes(w))),
);

const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: url,
  SEED_ON_START: 'false',
  MAIL_OUTBOX: 'true', // no mail server here (see bench/server.ts)
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true', // the sandbox payment gateway
});
const database = await openDatabase({ url, poolMax: env.DB_POOL_MAX });
await database.migrate(); // as bench/server.ts: brings an older bench database up to date
const app = await buildApp({ env, database, web: false, logger: false });

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
console.log(
  `${'cenário'.padEnd(30)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  pior URL`,
);
for (const s of chosen) {
  const times: { ms: number; path: string }[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const path of s.paths) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path });
      const ms = performance.now() - t0;
      if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (r > 0) times.push({ ms, path });
    }
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const worst = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  const f = (x: number) => x.toFixed(2).padStart(7);
  console.log(
    `${s.name.padEnd(30)} ${f(pct(sorted, 0.5))} ${f(pct(sorted, 0.95))} ${f(sorted.at(-1) ?? 0)}  ${decodeURIComponent(worst.path)}`,
  );
}
await app.close();
await database.close();
