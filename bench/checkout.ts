/**
 * Checkout under load: PIX creation (POST /api/checkouts/asaas/pix) and the status
 * poll (GET /api/checkouts/status?id=) with 50 concurrent users in the sandbox gateway, beside
 * the bare route of the same app (GET /api/health, one `select 1`), on PGlite (the demo's
 * embedded database) and on PostgreSQL (a scratch database created and dropped here).
 *
 *   npm run bench:checkout -- [--connections 50] [--duration 10] [--warmup 2] [--buyers 200]
 *                             [--backends pglite,postgres] [--postgres-url postgres://...]
 *
 * Each backend gets a fresh database: bench/checkout-server.ts migrates it, adds the plans and
 * creates --connections + --buyers confirmed PF advertisers, each with a session. Scenarios, all
 * with --connections concurrent connections, each request as one user (Bearer session):
 * - "piso": GET /api/health.
 * - "PIX: criar": every request is a user's first PIX for a plan (3 PF plans per buyer), so each
 *   one really creates a checkout, a sandbox charge, a BR Code and its QR PNG (no reuse). A fixed
 *   number of requests (--buyers x 3, the first tenth as warm-up) instead of a duration.
 * - "PIX: reabrir": the same user and plan again while the code is valid (a reload, a second
 *   tab): the stored code is answered.
 * - "status": each of --connections users polls its own pending PIX checkout (the page does so
 *   every 3 s; here back to back); at most every 3 s per checkout the poll asks the gateway.
 * Any non-2xx aborts the run. Results: bench/results/checkout-<timestamp>.json and .md;
 * docs/performance-log.md "Checkout".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseArgs } from './lib/args.ts';
import { startChildServer, stopChildServers } from './lib/child-server.ts';
import { fmt, logMeasured, measureLoad, runBench, writeResults, type Measured } from './lib/harness.ts';

const args = parseArgs(process.argv.slice(2), {
  connections: { type: 'number', help: 'conexões (usuários) simultâneas (padrão 50)' },
  duration: { type: 'number', help: 'segundos medidos por cenário com duração (padrão 10)' },
  warmup: { type: 'number', help: 'segundos de aquecimento antes desses cenários (padrão 2)' },
  buyers: {
    type: 'number',
    help: 'compradores para "PIX: criar" (3 PIX novos cada; padrão 200 = 600 requisições)',
  },
  backends: { type: 'string', help: 'pglite,postgres (padrão os dois)' },
  'postgres-url': {
    type: 'string',
    help: 'PostgreSQL onde criar e apagar o banco de rascunho (padrão postgres://postgres@127.0.0.1:5432/postgres)',
  },
});

const CONNECTIONS = args.connections ?? 50;
const DURATION = args.duration ?? 10;
const WARMUP = args.warmup ?? 2;
const BUYERS = args.buyers ?? 200;
const BACKENDS = (args.backends ?? 'pglite,postgres').split(',').map((s) => s.trim()) as (
  'pglite' | 'postgres'
)[];
const ADMIN_URL = args['postgres-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PF_PLANS = ['pf-anual', 'pf-semestral', 'pf-trimestral'];

interface Req {
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: unknown;
}

/** One autocannon run; `next` gives each request in turn. `amount` fixes the count, else `seconds`. */
async function measure(
  baseUrl: string,
  next: () => Req,
  run: { seconds?: number; amount?: number },
): Promise<Measured> {
  return measureLoad({
    url: baseUrl,
    connections: CONNECTIONS,
    ...(run.amount ? { amount: run.amount } : { duration: run.seconds ?? DURATION }),
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const r = next();
          return {
            ...req,
            method: r.method,
            path: r.path,
            headers: {
              authorization: `Bearer ${r.token}`,
              ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
          };
        },
      },
    ],
  });
}

async function call(baseUrl: string, r: Req): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(baseUrl + r.path, {
    method: r.method,
    headers: {
      authorization: `Bearer ${r.token}`,
      ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Round-robin over a list. */
const cycle = <T>(items: readonly T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

interface Row {
  backend: string;
  scenario: string;
  measured: Measured;
  ratioToFloor: number | null;
}

async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nc_bench_checkout_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
    },
  };
}

async function benchBackend(backend: 'pglite' | 'postgres'): Promise<Row[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-bench-checkout-'));
  const tokensFile = path.join(tmp, 'tokens.json');
  const scratch = backend === 'postgres' ? await scratchPostgres() : null;
  const rows: Row[] = [];
  try {
    console.log(
      `\n── ${backend}: preparando o banco (migrações, planos, ${CONNECTIONS + BUYERS} usuários com sessão) ──`,
    );
    const started = performance.now();
    const { url } = await startChildServer('checkout-server.ts', scratch?.url ?? '', {
      BENCH_CHECKOUT_USERS: String(CONNECTIONS + BUYERS),
      BENCH_TOKENS_FILE: tokensFile,
      ...(scratch ? {} : { PGLITE_DIR: path.join(tmp, 'pglite') }),
    });
    console.log(`servidor pronto em ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const tokens = JSON.parse(fs.readFileSync(tokensFile, 'utf8')) as string[];
    const pollers = tokens.slice(0, CONNECTIONS);
    const buyers = tokens.slice(CONNECTIONS);

    const add = (scenario: string, measured: Measured) => {
      const floor = rows.find((r) => r.scenario.startsWith('piso'));
      rows.push({
        backend,
        scenario,
        measured,
        ratioToFloor: floor ? measured.rps / floor.measured.rps : null,
      });
      const m = measured;
      logMeasured(scenario, m, 34);
      // A status outside 2xx is a broken scenario; errors (timeouts of a saturated machine) are
      // reported in the table instead.
      if (m.non2xx > 0) {
        throw new Error(`${backend} ${scenario}: respostas fora de 2xx ${JSON.stringify(m.statuses)}`);
      }
    };

    // The floor: the same app's health route (a `select 1`), every connection as some user.
    const health = (): Req => ({ method: 'GET', path: '/api/health', token: pollers[0]! });
    await measure(url, health, { seconds: WARMUP });
    add('piso: GET /api/health', await measure(url, health, {}));

    // PIX creation: every request a (buyer, plan) pair never used, so nothing is reused.
    const pairs: Req[] = buyers.flatMap((token) =>
      PF_PLANS.map((planoSlug) => ({
        method: 'POST' as const,
        path: '/api/checkouts/asaas/pix',
        token,
        body: { planoSlug },
      })),
    );
    const first = await call(url, pairs[0]!);
    if (first.status !== 200) throw new Error(`PIX: ${first.status} ${JSON.stringify(first.body)}`);
    const warm = Math.max(CONNECTIONS + 1, Math.floor(pairs.length / 10));
    await measure(url, cycle(pairs.slice(1, warm)), { amount: warm - 1 });
    add(
      'PIX: criar (POST .../asaas/pix)',
      await measure(url, cycle(pairs.slice(warm)), { amount: pairs.length - warm }),
    );

    // Each poller's pending PIX checkout, then its reopening and its status.
    const pix = (token: string): Req => ({
      method: 'POST',
      path: '/api/checkouts/asaas/pix',
      token,
      body: { planoSlug: 'pf-anual' },
    });
    const polls: Req[] = [];
    for (const token of pollers) {
      const res = await call(url, pix(token));
      if (res.status !== 200) throw new Error(`PIX: ${res.status} ${JSON.stringify(res.body)}`);
      polls.push({ method: 'GET', path: `/api/checkouts/status?id=${res.body.checkoutId as number}`, token });
    }
    const reopen = cycle(pollers.map(pix));
    await measure(url, reopen, { seconds: WARMUP });
    add('PIX: reabrir (mesmo código)', await measure(url, reopen, {}));
    const status = cycle(polls);
    await measure(url, status, { seconds: WARMUP });
    add('status (GET .../status?id=)', await measure(url, status, {}));
    const check = await call(url, polls[0]!);
    if (check.body.status !== 'pending') throw new Error(`status inesperado: ${JSON.stringify(check.body)}`);
  } finally {
    stopChildServers();
    // Let the child close PGlite / its pool before the files and the database go.
    await new Promise((r) => setTimeout(r, 1500));
    fs.rmSync(tmp, { recursive: true, force: true });
    await scratch?.drop();
  }
  return rows;
}

function markdown(rows: Row[]): string {
  return [
    '| banco | cenário | req/s | p50 | p95 | p99 | requisições | erros | × piso | outros (núcleos) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ backend, scenario, measured: m, ratioToFloor }) =>
        `| ${backend} | ${scenario} | ${fmt(m.rps, 0)} | ${fmt(m.p50)} | ${fmt(m.p95)} | ${fmt(m.p99)} | ${m.requests} | ${m.errors} | ` +
        `${ratioToFloor === null ? '–' : fmt(ratioToFloor, 3)} | ${m.othersCores === null ? '–' : fmt(m.othersCores, 2)} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const backend of BACKENDS) rows.push(...(await benchBackend(backend)));
  const table = markdown(rows);
  console.log(`\n${table}`);
  console.log(
    `\nLatências em ms; ${CONNECTIONS} conexões; piso, reabrir e status por ${DURATION} s após ${WARMUP} s de aquecimento; ` +
      `criar: ${BUYERS * 3} PIX novos (o primeiro décimo de aquecimento).`,
  );
  writeResults(
    'checkout',
    { settings: { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP, buyers: BUYERS }, rows },
    table,
  );
}

runBench(main);
