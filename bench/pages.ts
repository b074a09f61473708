/**
 * Web pages under load: the home (a visitor, and a logged-in user) and listing detail pages,
 * rendered by the app with its production build, over HTTP with autocannon. Reports what one
 * page costs the app's process in CPU (from /proc, so it holds on a busy machine better than
 * latency does), throughput and latency, with the page cache off ("antes") and on ("depois").
 *
 *   npm run bench:pages -- [--database-url postgres://...] [--duration 10] [--connections 10]
 *                          [--warmup 2] [--single 5] [--cache both|on|off] [--identity]
 *
 * The database: by default `nc_bench_pages` on the local PostgreSQL, created and filled with the
 * demo data (`npm run db:seed`, 450 listings) when it has no listings; any database with
 * published listings works (`npm run bench` passes the 1M-listing one). Needs `npm run build`.
 * Results: bench/results/pages-<timestamp>.json and .md; docs/performance-log.md §10.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateToken, hashToken } from '#server/lib/tokens.ts';
import { parseArgs } from './lib/args.ts';
import { childPids, startChildServer } from './lib/child-server.ts';
import { cpuSupported, othersCores, postgresCpuMs, snapshot } from './lib/cpu.ts';
import { Rng } from './lib/prng.ts';
import { percentile } from './lib/load-run.ts';
import { runBench } from './lib/harness.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/nc_bench_pages';

const args = parseArgs(process.argv.slice(2), {
  'database-url': {
    type: 'string',
    help: `banco (padrão BENCH_PAGES_DATABASE_URL ou ${DEFAULT_URL}; criado e semeado se vazio)`,
  },
  duration: { type: 'number', help: 'segundos medidos por cenário (padrão 10)' },
  connections: { type: 'number', help: 'conexões simultâneas (padrão 10)' },
  warmup: { type: 'number', help: 'segundos de aquecimento por cenário, não medidos (padrão 2)' },
  single: { type: 'number', help: 'segundos da rodada com 1 conexão; 0 desliga (padrão 5)' },
  cache: { type: 'string', help: 'cache de páginas: both (antes e depois, padrão), on ou off' },
  identity: { type: 'boolean', help: 'sem Accept-Encoding (padrão: gzip, deflate, br, como um navegador)' },
  urls: { type: 'number', help: 'páginas de detalhe distintas (padrão 60)' },
  'quiet-wait': {
    type: 'number',
    help: 'segundos que cada cenário espera os outros processos ficarem abaixo de 0,25 núcleo (padrão 120)',
  },
});

const DATABASE_URL = args['database-url'] ?? process.env.BENCH_PAGES_DATABASE_URL ?? DEFAULT_URL;
const DURATION = args.duration ?? 10;
const CONNECTIONS = args.connections ?? 10;
const WARMUP = args.warmup ?? 2;
const SINGLE = args.single ?? 5;
const DETAIL_URLS = Math.max(1, args.urls ?? 60);
const CACHE_MODES: ('off' | 'on')[] =
  args.cache === 'on' ? ['on'] : args.cache === 'off' ? ['off'] : ['off', 'on'];
const BASE_HEADERS: Record<string, string> = args.identity ? {} : { 'accept-encoding': 'gzip, deflate, br' };
const HZ = 100; // USER_HZ: /proc times are in these ticks
const QUIET_WAIT = args['quiet-wait'] ?? 120;
const NOISE_CORES = 0.25;

/** Creates the database when missing and fills an empty one with the demo data (CLI seed). */
async function prepareDatabase(): Promise<{ listings: number; published: number }> {
  const url = new URL(DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new URL(DATABASE_URL);
  admin.pathname = '/postgres';
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  try {
    const exists = await adminClient.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      if (!name.includes('bench'))
        throw new Error(`o banco ${name} não existe (só crio bancos com "bench" no nome)`);
      console.log(`Criando o banco ${name}...`);
      await adminClient.query(`create database "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await adminClient.end();
  }
  const count = async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const present = await client.query(`select to_regclass('public.anuncios') is not null as ok`);
      if (!present.rows[0].ok) return { listings: 0, published: 0 };
      const { rows } = await client.query(
        `select count(*)::int as listings, count(*) filter (where status = 'publicado')::int as published from anuncios`,
      );
      return rows[0] as { listings: number; published: number };
    } finally {
      await client.end();
    }
  };
  let counts = await count();
  if (counts.listings === 0) {
    if (!name.includes('bench'))
      throw new Error(`o banco ${name} está vazio (só semeio bancos com "bench" no nome)`);
    console.log(`Banco vazio: semeando os dados de demonstração (npm run db:seed)...`);
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-bench-pages-uploads-'));
    const result = spawnSync('npm', ['run', '--silent', 'db:seed'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL, UPLOADS_DIR: uploads, NODE_ENV: 'production' },
    });
    fs.rmSync(uploads, { recursive: true, force: true });
    if (result.status !== 0) throw new Error('a semeadura falhou');
    counts = await count();
  }
  return counts;
}

/** A session for the logged-in scenario: a row for an active user, as a login would leave. */
async function createSession(): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const token = generateToken();
    const { rowCount } = await client.query(
      `insert into sessoes (token_hash, usuario, lembrar, expira_em, criado_em, visto_em)
       select $1, codigo, false, now() + interval '1 day', now(), now()
       from usuarios where ativo order by codigo limit 1`,
      [hashToken(token)],
    );
    if (rowCount !== 1) throw new Error('nenhum usuário ativo para a sessão do cenário logado');
    return token;
  } finally {
    await client.end();
  }
}

async function deleteSession(token: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client
    .query('delete from sessoes where token_hash = $1', [hashToken(token)])
    .finally(() => client.end());
}

/** Published listing codes, spread over the table (seeded pick). */
async function listingCodes(): Promise<number[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select codigo from anuncios where status = 'publicado' order by codigo desc limit 5000`,
    );
    const rng = new Rng('nc-bench-pages');
    const codes = rows.map((r: { codigo: number }) => r.codigo);
    return Array.from({ length: Math.min(DETAIL_URLS, codes.length) }, () => rng.pick(codes));
  } finally {
    await client.end();
  }
}

interface Scenario {
  name: string;
  paths: string[];
  headers: Record<string, string>;
}

interface Measured {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Mean bytes on the wire per response (headers and body). */
  bytes: number;
  /** CPU of the app's process per page, ms. */
  appCpuMs: number;
  /** CPU of every postgres process per page, ms (other clients of the server count too). */
  pgCpuMs: number;
  othersCores: number | null;
}

function processTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function measure(
  baseUrl: string,
  pid: number,
  s: Scenario,
  seconds: number,
  connections: number,
): Promise<Measured> {
  const rng = new Rng(`pages:${s.name}:${connections}`);
  const latencies: number[] = [];
  let non2xx = 0;
  let bytes = 0;
  const ours = new Set([process.pid, process.ppid, ...childPids()]);
  const before = cpuSupported() ? snapshot(ours) : null;
  const ticks0 = processTicks(pid);
  const pg0 = postgresCpuMs();
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { ...BASE_HEADERS, ...s.headers },
    requests: [
      {
        method: 'GET',
        setupRequest: (req: Record<string, unknown>) => ({ ...req, path: rng.pick(s.paths) }),
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, resBytes: number, ms: number) => {
    latencies.push(ms);
    bytes += resBytes;
    if (status < 200 || status > 299) non2xx += 1;
  });
  const result = await instance;
  const appMs = ((processTicks(pid) - ticks0) * 1000) / HZ;
  const pgMs = postgresCpuMs() - pg0;
  const sorted = Float64Array.from(latencies).sort();
  const n = Math.max(1, latencies.length);
  return {
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: non2xx + result.errors + result.timeouts,
    bytes: bytes / n,
    appCpuMs: appMs / n,
    // Postgres backends that exit meanwhile take their ticks with them: a floor of 0, and noisy.
    pgCpuMs: Math.max(0, pgMs) / n,
    othersCores: before ? othersCores(before, snapshot(ours)) : null,
  };
}

/** Waits (up to QUIET_WAIT s) until other processes use less than NOISE_CORES; the machine is shared. */
async function waitForQuiet(): Promise<void> {
  if (!cpuSupported()) return;
  const started = performance.now();
  const ours = () => new Set([process.pid, process.ppid, ...childPids()]);
  for (;;) {
    const a = snapshot(ours());
    await new Promise((r) => setTimeout(r, 2000));
    const cores = othersCores(a, snapshot(ours()));
    if (cores < NOISE_CORES || (performance.now() - started) / 1000 > QUIET_WAIT) return;
  }
}

/** Each path once; a redirect (/anuncios/<id> → canonical) is replaced by its target. */
async function preflight(baseUrl: string, s: Scenario): Promise<Scenario> {
  const paths: string[] = [];
  for (const p of s.paths) {
    const res = await fetch(baseUrl + p, { headers: { ...BASE_HEADERS, ...s.headers }, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status === 301 || res.status === 302) {
      paths.push(new URL(res.headers.get('location')!, baseUrl).pathname);
      continue;
    }
    if (res.status !== 200) throw new Error(`[${s.name}] GET ${p} respondeu ${res.status}`);
    paths.push(p);
  }
  return { ...s, paths };
}

const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');

interface Row {
  scenario: string;
  cache: 'off' | 'on';
  loaded: Measured;
  single: Measured | null;
}

function markdown(rows: Row[]): string {
  const lines = [
    `| cenário | cache | req/s (c=${CONNECTIONS}) | p50 | p95 | p99 | p50 c=1 | CPU do app por página (ms) | CPU do PostgreSQL por página (ms) | KB por resposta | não-2xx | outros (núcleos) |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const l = r.loaded;
    lines.push(
      `| ${r.scenario} | ${r.cache === 'on' ? 'ligado' : 'desligado'} | ${fmt(l.rps, 0)} | ${fmt(l.p50)} | ${fmt(l.p95)} | ${fmt(l.p99)} | ` +
        `${r.single ? fmt(r.single.p50) : '–'} | ${fmt(l.appCpuMs, 2)} | ${fmt(l.pgCpuMs, 2)} | ${fmt(l.bytes / 1024)} | ` +
        `${l.non2xx + (r.single?.non2xx ?? 0)} | ${l.othersCores === null ? '–' : fmt(l.othersCores, 2)} |`,
    );
  }
  return lines.join('\n');
}

function gitDescribe(): string | null {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'build/server/index.js')))
    throw new Error('Build do site ausente: rode "npm run build" antes de npm run bench:pages.');
  const counts = await prepareDatabase();
  console.log(`Banco: ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} (${counts.published} anúncios publicados)`);
  const token = await createSession();
  const codes = await listingCodes();
  const scenarios: Scenario[] = [
    { name: 'home (visitante)', paths: ['/'], headers: {} },
    { name: 'home (logado)', paths: ['/'], headers: { cookie: `nc_sessao=${token}` } },
    { name: 'detalhe (visitante)', paths: codes.map((c) => `/anuncios/${c}`), headers: {} },
  ];
  const measuredCommit = gitDescribe();
  const rows: Row[] = [];
  try {
    for (const cache of CACHE_MODES) {
      console.log(
        `\n── cache de páginas ${cache === 'on' ? 'ligado' : 'desligado'} (commit ${measuredCommit ?? '?'}) ──`,
      );
      const { url, child } = await startChildServer('pages-server.ts', DATABASE_URL, {
        BENCH_PAGE_CACHE: cache,
        LOG_LEVEL: 'warn',
      });
      try {
        for (const raw of scenarios) {
          const s = await preflight(url, raw);
          process.stdout.write(`▶ ${s.name} ... `);
          await waitForQuiet();
          if (WARMUP > 0) await measure(url, child.pid!, s, WARMUP, CONNECTIONS);
          const loaded = await measure(url, child.pid!, s, DURATION, CONNECTIONS);
          const single = SINGLE > 0 ? await measure(url, child.pid!, s, SINGLE, 1) : null;
          rows.push({ scenario: s.name, cache, loaded, single });
          console.log(
            `${fmt(loaded.rps, 0)} req/s, p95 ${fmt(loaded.p95)} ms, CPU do app ${fmt(loaded.appCpuMs, 2)} ms/página` +
              (single ? `, p50 c=1 ${fmt(single.p50)} ms` : '') +
              (loaded.othersCores !== null ? `, outros processos ${fmt(loaded.othersCores, 2)} núcleo` : ''),
          );
        }
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
  } finally {
    await deleteSession(token);
  }
  const table = markdown(rows);
  console.log(`\n${table}\n`);
  console.log(
    `c=${CONNECTIONS} conexões por ${DURATION} s (após ${WARMUP} s de aquecimento); "p50 c=1" = 1 conexão por ${SINGLE} s. ` +
      `CPU do app = tempo de CPU do processo do servidor (/proc) ÷ páginas servidas; ` +
      `${args.identity ? 'sem compressão' : 'com Accept-Encoding: gzip, deflate, br'}.`,
  );
  const outDir = path.join(BENCH_DIR, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `pages-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        git: measuredCommit,
        options: {
          duration: DURATION,
          connections: CONNECTIONS,
          warmup: WARMUP,
          single: SINGLE,
          compress: !args.identity,
        },
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
          node: process.version,
          loadAverage: os.loadavg(),
        },
        database: { published: counts.published },
        rows,
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(file.replace(/\.json$/, '.md'), `${table}\n`);
  console.log(`Resultados em ${path.relative(process.cwd(), file)} (e .md)`);
  if (rows.some((r) => r.loaded.non2xx + (r.single?.non2xx ?? 0) > 0)) {
    console.error('✗ respostas fora de 2xx durante a medição');
    process.exitCode = 1;
  }
}

runBench(main);
