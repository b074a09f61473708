/**
 * The admin ad list and the moderation queue (issue 21): GET /api/admin/anuncios over the
 * 1M-listing bench database (`npm run bench:data`), beside the floor of the same app
 * (GET /api/health, one `select 1`).
 *
 *   npm run bench:admin -- [--database-url postgres://...] [--duration 10] [--warmup 2]
 *                          [--connections 1,8]
 *
 * An admin account (`admin-bench@nc.local`, created once, kept) gets a session row for the run
 * (removed at the end). Scenarios, each at every --connections count: the floor; page 1 without
 * filters; status=publicado (90% of the table), status=reprovado (1%); tipo=1; q= a rare title
 * word (a few hundred titles), q= the commonest title word of 5+ letters (tens of thousands of
 * titles), q= a listing's code; anunciante= the advertiser with the most
 * listings; the moderation queue (status=pendente, page 1 and page 50) and the queue of one type.
 * Every URL is checked once first (non-2xx aborts); non-2xx during a measurement fails the run.
 * Results: bench/results/admin-listings-<timestamp>.json and .md; docs/performance-log.md §16.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashToken, generateToken } from '#server/lib/tokens.ts';
import { parseArgs } from './lib/args.ts';
import { childPids, startChildServer, stopChildServers } from './lib/child-server.ts';
import { cpuSupported, othersCores, snapshot } from './lib/cpu.ts';
import { recordLoadRun, type LoadRun } from './lib/load-run.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/nc_bench';
const ADMIN_EMAIL = 'admin-bench@nc.local';

const args = parseArgs(process.argv.slice(2), {
  'database-url': {
    type: 'string',
    help: `banco do bench (padrão BENCH_DATABASE_URL ou ${DEFAULT_BENCH_URL})`,
  },
  duration: { type: 'number', help: 'segundos medidos por cenário (padrão 10)' },
  warmup: { type: 'number', help: 'segundos de aquecimento por cenário, não medidos (padrão 2)' },
  connections: { type: 'string', help: 'conexões simultâneas, separadas por vírgula (padrão 1,8)' },
});

const DATABASE_URL = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const DURATION = args.duration ?? 10;
const WARMUP = args.warmup ?? 2;
const CONNECTIONS = (args.connections ?? '1,8').split(',').map((s) => Number(s.trim()));
const LIST = '/api/admin/anuncios';

process.once('exit', stopChildServers);
process.once('SIGINT', () => {
  stopChildServers();
  process.exit(130);
});

/** The bench's admin (created once) and a session for this run; the session's token. */
async function adminSession(client: pg.Client): Promise<string> {
  await client.query(
    `insert into usuarios (nome, email, pessoa, documento, tipo, nivel, ativo, validacao, email_confirmado_em)
     values ('Admin do bench', $1, 'pf', 'bench-admin', 3, 1, true, 1, now())
     on conflict do nothing`,
    [ADMIN_EMAIL],
  );
  const { rows } = await client.query<{ codigo: number }>(
    'select codigo from usuarios where lower(email) = $1 and nivel = 1',
    [ADMIN_EMAIL],
  );
  const admin = rows[0]?.codigo;
  if (admin === undefined) throw new Error(`${ADMIN_EMAIL} existe e não é administrador`);
  const token = generateToken();
  await client.query(
    `insert into sessoes (token_hash, usuario, lembrar, expira_em, criado_em, visto_em)
     values ($1, $2, false, now() + interval '1 day', now(), now())`,
    [hashToken(token), admin],
  );
  return token;
}

interface Scenario {
  name: string;
  path: string;
}

/** The filters' values, read from the data so every scenario finds something. */
async function scenarios(client: pg.Client): Promise<Scenario[]> {
  const one = async <T>(sql: string): Promise<T> => {
    const { rows } = await client.query(sql);
    if (!rows[0]) throw new Error(`sem dados para: ${sql}`);
    return rows[0] as T;
  };
  const { advertiser } = await one<{ advertiser: number }>(
    'select anunciante as advertiser from anuncios group by anunciante order by count(*) desc, anunciante limit 1',
  );
  // Title words of 5+ letters counted in a 1% sample: the commonest (tens of thousands of
  // titles) and a rare one (2 in the sample, a few hundred titles).
  const sampleWords = `select w, count(*) as n from anuncios tablesample system (1) repeatable (1),
            regexp_split_to_table(public.immutable_unaccent(lower(titulo)), '[^a-z0-9]+') as w
      where length(w) >= 5 group by w`;
  const { word } = await one<{ word: string }>(
    `select w as word from (${sampleWords}) s order by n desc, w limit 1`,
  );
  const { rare } = await one<{ rare: string }>(
    `select w as rare from (${sampleWords}) s where n = 2 order by w limit 1`,
  );
  const { code } = await one<{ code: number }>('select max(codigo) as code from anuncios');
  return [
    { name: 'piso: GET /api/health', path: '/api/health' },
    { name: 'página 1', path: LIST },
    { name: 'status=publicado', path: `${LIST}?status=publicado` },
    { name: 'status=reprovado', path: `${LIST}?status=reprovado` },
    { name: 'tipo=1', path: `${LIST}?tipo=1` },
    { name: `q=${rare}`, path: `${LIST}?q=${rare}` },
    { name: `q=${word}`, path: `${LIST}?q=${encodeURIComponent(word)}` },
    { name: 'q=código', path: `${LIST}?q=${code}` },
    { name: 'anunciante', path: `${LIST}?anunciante=${advertiser}` },
    { name: 'fila: status=pendente', path: `${LIST}?status=pendente` },
    { name: 'fila, página 50', path: `${LIST}?status=pendente&page=50` },
    { name: 'fila, tipo=2', path: `${LIST}?status=pendente&tipo=2` },
  ];
}

interface Measured extends LoadRun {
  /** Cores other processes of the machine used meanwhile (noise). */
  othersCores: number | null;
}

async function measure(url: string, token: string, connections: number, seconds: number): Promise<Measured> {
  const ours = () => new Set([process.pid, ...childPids()]);
  const before = cpuSupported() ? snapshot(ours()) : null;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
  });
  const load = await recordLoadRun(instance);
  return { ...load, othersCores: before ? othersCores(before, snapshot(ours())) : null };
}

/** Checks a URL once: 200, and the `total` the list answers (null for the floor). */
async function preflight(url: string, token: string): Promise<number | null> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { total?: number };
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return typeof body.total === 'number' ? body.total : null;
}

interface Row {
  scenario: string;
  path: string;
  connections: number;
  total: number | null;
  measured: Measured;
  /** p95 minus the floor's p95 at the same connections. */
  p95OverFloor: number;
}

function markdown(rows: Row[]): string {
  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  return [
    '| cenário | conexões | total | req/s | p50 | p95 | p99 | p95 − piso | requisições | outros (núcleos) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.connections} | ${r.total ?? '–'} | ${f(r.measured.rps, 0)} | ${f(r.measured.p50)} | ` +
        `${f(r.measured.p95)} | ${f(r.measured.p99)} | ${f(r.p95OverFloor)} | ${r.measured.requests} | ` +
        `${r.measured.othersCores === null ? '–' : f(r.measured.othersCores, 2)} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  let token: string | undefined;
  const rows: Row[] = [];
  try {
    token = await adminSession(client);
    const list = await scenarios(client);
    const started = performance.now();
    const { url } = await startChildServer('server.ts', DATABASE_URL);
    console.log(`servidor pronto em ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const totals = new Map<string, number | null>();
    for (const s of list) totals.set(s.name, await preflight(url + s.path, token));

    for (const connections of CONNECTIONS) {
      console.log(`\n── ${connections} ${connections === 1 ? 'conexão' : 'conexões'} ──`);
      let floor: Measured | undefined;
      for (const s of list) {
        await measure(url + s.path, token, connections, WARMUP);
        const m = await measure(url + s.path, token, connections, DURATION);
        floor ??= m;
        rows.push({
          scenario: s.name,
          path: s.path,
          connections,
          total: totals.get(s.name) ?? null,
          measured: m,
          p95OverFloor: m.p95 - floor.p95,
        });
        console.log(
          `${s.name.padEnd(24)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50.toFixed(1)}  p95 ${m.p95.toFixed(1)}  ` +
            `p99 ${m.p99.toFixed(1)} ms  (${m.requests} req, não-2xx ${m.non2xx}, erros ${m.errors}` +
            `${m.othersCores === null ? '' : `, outros ${m.othersCores.toFixed(2)} núcleo`})`,
        );
      }
    }
  } finally {
    stopChildServers();
    if (token) await client.query('delete from sessoes where token_hash = $1', [hashToken(token)]);
    await client.end();
  }

  const table = markdown(rows);
  console.log(`\n${table}\n\nLatências em ms; ${DURATION} s por cenário após ${WARMUP} s de aquecimento.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(BENCH_DIR, 'results', `admin-listings-${stamp}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        when: new Date().toISOString(),
        database: new URL(DATABASE_URL).pathname.slice(1),
        settings: { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS },
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
          node: process.version,
        },
        rows,
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(file.replace(/\.json$/, '.md'), `${table}\n`);
  console.log(`Resultados em ${path.relative(process.cwd(), file)} (e .md)`);
  const bad = rows.filter((r) => r.measured.non2xx > 0);
  if (bad.length > 0) {
    throw new Error(
      `respostas fora de 2xx em: ${bad.map((r) => `${r.scenario} (${r.connections}) ${JSON.stringify(r.measured.statuses)}`).join('; ')}`,
    );
  }
}

main()
  .catch((err) => {
    console.error(`\n✗ ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exitCode = 1;
  })
  .finally(stopChildServers);
