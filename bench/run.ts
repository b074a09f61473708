/**
 * HTTP benchmark of the public API over the bench database, with autocannon.
 *
 *   npm run bench -- [--duration 10] [--connections 10] [--warmup 2] [--single 5]
 *                    [--only filtro,q] [--urls 60] [--database-url postgres://...] [--compress]
 *                    [--skip-search] [--skip-my-listings] [--skip-admin] [--skip-messages] [--skip-checkout]
 *                    [--skip-images] [--skip-pages]
 *
 * Starts two child processes (the bare Fastify floor and the app, bench/server.ts), builds
 * at least --urls concrete request paths per scenario from the data, checks every one once
 * (any non-2xx aborts: a benchmark of 400s is worthless), then runs each scenario: warm-up,
 * the measured run with --connections, and a single-connection run (--single seconds; 0 to skip)
 * that shows service time without queueing. Prints one table and writes it as JSON to
 * bench/results/<timestamp>.json. Then, unless --skip-search, the listing search by query class
 * (bench/search.ts, `npm run bench:search`), unless --skip-my-listings, an advertiser's own-ads
 * list at 5,000 ads (bench/my-listings.ts, `npm run bench:my-listings`), unless --skip-admin, the
 * admin ad list and moderation queue (bench/admin-listings.ts, `npm run bench:admin`), unless
 * --skip-messages, the conversations of a user with 1,000 of them (bench/messages.ts, `npm run
 * bench:messages`), unless --skip-checkout,
 * PIX creation and the checkout status poll with 50 users on PGlite and PostgreSQL
 * (bench/checkout.ts, `npm run bench:checkout`), unless --skip-images, 12 photos of about 8 MB
 * through the image pipeline (bench/images.ts, `npm run bench:images`), and unless --skip-pages,
 * the home and listing detail pages with the page cache off and on (bench/pages.ts, `npm run
 * bench:pages`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { parseArgs } from './lib/args.ts';
import { cpuSupported, othersCores, snapshot } from './lib/cpu.ts';
import { Rng } from './lib/prng.ts';
import {
  APP_ENV,
  APP_NODE_FLAGS,
  childPids,
  startChildServer,
  stopChildServers,
} from './lib/child-server.ts';
import { buildScenarios, type Scenario } from './lib/urls.ts';
import { recordLoadRun, type LoadRun } from './lib/load-run.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/nc_bench';

const args = parseArgs(process.argv.slice(2), {
  duration: { type: 'number', help: 'segundos medidos por cenário (padrão 10)' },
  connections: { type: 'number', help: 'conexões simultâneas do autocannon (padrão 10)' },
  warmup: { type: 'number', help: 'segundos de aquecimento por cenário, não medidos (padrão 2)' },
  single: {
    type: 'number',
    help: 'segundos da rodada com 1 conexão (tempo de serviço sem fila); 0 desliga (padrão 5)',
  },
  only: { type: 'string', help: 'só os cenários cujo nome contém um destes textos (separados por vírgula)' },
  urls: { type: 'number', help: 'URLs distintas por cenário (padrão 60, mínimo 50)' },
  seed: { type: 'string', help: 'semente das URLs (padrão nc-bench)' },
  'database-url': {
    type: 'string',
    help: `banco do bench (padrão BENCH_DATABASE_URL ou ${DEFAULT_BENCH_URL})`,
  },
  compress: { type: 'boolean', help: 'envia Accept-Encoding: gzip, br (como um navegador)' },
  'log-sql': {
    type: 'string',
    help: 'arquivo onde o servidor registra o SQL distinto que executa (para EXPLAIN)',
  },
  'preflight-only': {
    type: 'boolean',
    help: 'só confere as URLs (e registra o SQL com --log-sql), sem medir',
  },
  'skip-pages': {
    type: 'boolean',
    help: 'não roda, no fim, as páginas web (home e detalhe, cache de páginas desligado e ligado: bench/pages.ts)',
  },
  'skip-my-listings': {
    type: 'boolean',
    help: 'não roda a lista "Meus anúncios" de um anunciante com 5.000 anúncios (bench/my-listings.ts)',
  },
  'skip-admin': {
    type: 'boolean',
    help: 'não roda a lista de anúncios do administrador e a fila de moderação (bench/admin-listings.ts)',
  },
  'skip-messages': {
    type: 'boolean',
    help: 'não roda a lista de conversas e uma conversa de um usuário com 1.000 conversas (bench/messages.ts)',
  },
  'skip-checkout': {
    type: 'boolean',
    help: 'não roda a criação de PIX e a consulta de status com 50 usuários, em PGlite e PostgreSQL (bench/checkout.ts)',
  },
  'skip-images': {
    type: 'boolean',
    help: 'não roda o processamento de 12 fotos de cerca de 8 MB (bench/images.ts)',
  },
  'skip-search': {
    type: 'boolean',
    help: 'não roda, depois dos cenários, as classes de consulta da busca (bench/search.ts)',
  },
  'quiet-wait': {
    type: 'number',
    help: 'segundos que cada cenário espera a máquina ficar ociosa (outros processos < 0,25 núcleo) (padrão 180)',
  },
});

const DURATION = args.duration ?? 10;
const CONNECTIONS = args.connections ?? 10;
const WARMUP = args.warmup ?? 2;
const SINGLE = args.single ?? 5;
const PER_SCENARIO = Math.max(50, args.urls ?? 60);
const SEED = args.seed ?? 'nc-bench';
const DATABASE_URL = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const HEADERS: Record<string, string> = args.compress ? { 'accept-encoding': 'gzip, br' } : {};
const QUIET_WAIT = args['quiet-wait'] ?? 180;
/** Other processes using more than this many cores make a row "noisy". */
const NOISE_CORES = 0.25;

function ourPids(): Set<number> {
  return new Set([process.pid, process.ppid, ...childPids()]);
}

/** Waits (up to QUIET_WAIT s) until other processes use less than NOISE_CORES; returns what they used. */
async function waitForQuiet(label: string): Promise<number> {
  if (!cpuSupported()) return 0;
  const started = performance.now();
  let announced = false;
  for (;;) {
    const a = snapshot(ourPids());
    await new Promise((r) => setTimeout(r, 2000));
    const cores = othersCores(a, snapshot(ourPids()));
    const waited = (performance.now() - started) / 1000;
    if (cores < NOISE_CORES || waited > QUIET_WAIT) {
      if (announced) process.stdout.write(`(esperou ${Math.round(waited)} s) `);
      return cores;
    }
    if (!announced) {
      process.stdout.write(`[${label}: outros processos usam ${cores.toFixed(2)} núcleo; aguardando] `);
      announced = true;
    }
  }
}

/** The commit measured (and whether the tree had local changes), for the record. */
function gitDescribe(): string | null {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

process.once('exit', stopChildServers);
process.once('SIGINT', () => {
  stopChildServers();
  process.exit(130);
});

// ---------------------------------------------------------------------------------------------
// Measurement
// ---------------------------------------------------------------------------------------------
async function measure(
  baseUrl: string,
  paths: string[],
  seconds: number,
  connections: number,
  seed: string,
): Promise<LoadRun> {
  const rng = new Rng(seed);
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: HEADERS,
    // Every request picks one of the scenario's paths at random: no single cached query.
    requests: [
      { method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: rng.pick(paths) }) },
    ],
  });
  return recordLoadRun(instance);
}

/** Every path once, sequentially: fail before measuring if any is not 2xx; collect result counts. */
async function preflight(baseUrl: string, s: Scenario): Promise<{ failures: string[]; totals: number[] }> {
  const failures: string[] = [];
  const totals: number[] = [];
  for (const p of [...new Set(s.paths)]) {
    const res = await fetch(baseUrl + p, { headers: HEADERS });
    const body = await res.text();
    if (res.status < 200 || res.status > 299) {
      failures.push(`${res.status} GET ${p} -> ${body.slice(0, 200)}`);
      continue;
    }
    try {
      const json = JSON.parse(body) as { total?: unknown; data?: unknown[] };
      if (typeof json.total === 'number') totals.push(json.total);
      else if (Array.isArray(json.data)) totals.push(json.data.length);
      else if (Array.isArray(json)) totals.push((json as unknown[]).length);
    } catch {
      /* not JSON: nothing to count */
    }
  }
  return { failures, totals };
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------
const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
const pad = (s: string, w: number, right = false) => (right ? s.padStart(w) : s.padEnd(w));

interface Row {
  scenario: string;
  group: string;
  urls: number;
  medianMatches: number | null;
  loaded: LoadRun;
  single: LoadRun | null;
  ratioToFloor: number | null;
  /** Cores other processes used during the measured run (noise indicator). */
  othersCores: number | null;
  targetP95: number | null;
  pass: boolean | null;
  passSingle: boolean | null;
}

function printTable(rows: Row[]): void {
  const header = [
    pad('cenário', 32),
    pad('req/s', 8, true),
    pad('p50', 7, true),
    pad('p95', 7, true),
    pad('p99', 7, true),
    pad('não-2xx', 8, true),
    pad('×piso', 7, true),
    pad('p95 c=1', 8, true),
    pad('resultados', 11, true),
    pad('outros', 7, true),
    '  meta p95',
  ].join(' ');
  console.log(`\n${header}\n${'-'.repeat(header.length + 12)}`);
  for (const r of rows) {
    const target =
      r.targetP95 === null
        ? ''
        : `≤ ${r.targetP95} ms ${r.pass ? 'OK' : 'FALHOU'}${r.single ? ` (c=1 ${r.passSingle ? 'OK' : 'FALHOU'})` : ''}`;
    console.log(
      [
        pad(r.scenario, 32),
        pad(fmt(r.loaded.rps, 0), 8, true),
        pad(fmt(r.loaded.p50, 2), 7, true),
        pad(fmt(r.loaded.p95, 2), 7, true),
        pad(fmt(r.loaded.p99, 2), 7, true),
        pad(String(r.loaded.non2xx + r.loaded.errors), 8, true),
        pad(r.ratioToFloor === null ? '–' : `${fmt(r.ratioToFloor, 3)}`, 7, true),
        pad(r.single ? fmt(r.single.p95, 2) : '–', 8, true),
        pad(r.medianMatches === null ? '–' : String(r.medianMatches), 11, true),
        pad(
          r.othersCores === null ? '–' : `${fmt(r.othersCores, 2)}${r.othersCores >= NOISE_CORES ? '*' : ''}`,
          7,
          true,
        ),
        `  ${target}`,
      ].join(' '),
    );
  }
  console.log(
    `\nLatências em ms; c=${CONNECTIONS} conexões por ${DURATION} s (após ${WARMUP} s de aquecimento); "p95 c=1" = 1 conexão por ${SINGLE} s.`,
  );
  console.log(
    '"resultados" = mediana do total devolvido pela API para as URLs do cenário (listas) ou de itens (look-ups).',
  );
  console.log(
    `"outros" = núcleos usados por outros processos da máquina durante a medição; * = acima de ${NOISE_CORES} (linha ruidosa).`,
  );
}

/** The same table in Markdown, for docs/performance.md. */
function markdownTable(rows: Row[]): string {
  const verdict = (p: boolean | null) => (p === null ? '' : p ? '**ok**' : 'FALHOU');
  const lines = [
    '| cenário | req/s | p50 | p95 | p99 | não-2xx | × piso | p95 c=1 | resultados | outros (núcleos) | meta p95 | c=10 | c=1 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|',
  ];
  for (const r of rows) {
    const l = r.loaded;
    lines.push(
      `| ${r.scenario} | ${fmt(l.rps, 0)} | ${fmt(l.p50)} | ${fmt(l.p95)} | ${fmt(l.p99)} | ${l.non2xx + l.errors} | ` +
        `${r.ratioToFloor === null ? '–' : fmt(r.ratioToFloor, 3)} | ${r.single ? fmt(r.single.p95, 2) : '–'} | ` +
        `${r.medianMatches ?? '–'} | ${r.othersCores === null ? '–' : fmt(r.othersCores, 2)} | ` +
        `${r.targetP95 === null ? '' : `≤ ${r.targetP95} ms`} | ${verdict(r.pass)} | ${verdict(r.passSingle)} |`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
async function main(): Promise<void> {
  const db = new pg.Client({ connectionString: DATABASE_URL, application_name: 'nc-bench-runner' });
  await db.connect();
  let dataset: Record<string, unknown>;
  let scenarios: Scenario[];
  let notes: string[];
  try {
    const counts = (
      await db.query(
        `select (select count(*) from anuncios)::int as anuncios,
                (select count(*) from anuncios where status = 'publicado')::int as publicados,
                (select count(*) from condominios)::int as condominios,
                (select count(*) from usuarios)::int as usuarios,
                (select count(*) from cidades)::int as cidades,
                (select count(*) from bairros)::int as bairros,
                (select count(*) from logradouros)::int as logradouros,
                current_setting('server_version') as postgres,
                current_setting('shared_buffers') as shared_buffers,
                current_setting('work_mem') as work_mem`,
      )
    ).rows[0];
    dataset = counts;
    console.log(`Banco: ${JSON.stringify(counts)}`);
    if (counts.publicados === 0)
      throw new Error('O banco do bench está vazio: rode npm run bench:data primeiro.');
    console.log('Montando URLs a partir dos dados...');
    ({ scenarios, notes } = await buildScenarios(db, SEED, PER_SCENARIO));
    for (const n of notes) console.log(`  ${n}`);
  } finally {
    await db.end();
  }

  const filters = args.only
    ?.split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const selected = scenarios.filter(
    (s) =>
      s.group === 'floor' ||
      s.group === 'appFloor' ||
      !filters ||
      filters.some((f) => s.name.toLowerCase().includes(f)),
  );

  // Taken when the server starts, since that is the code it loads ("-dirty" = local changes).
  const measuredCommit = gitDescribe();
  console.log(`Subindo servidores (piso e aplicação) no commit ${measuredCommit ?? '?'}...`);
  const [floor, app] = await Promise.all([
    startChildServer('floor-server.ts', DATABASE_URL),
    startChildServer(
      'server.ts',
      DATABASE_URL,
      args['log-sql'] ? { BENCH_LOG_SQL: path.resolve(args['log-sql']) } : {},
    ),
  ]);

  // The API must answer before anything is measured.
  const probe = await fetch(`${app.url}/api/anuncios?q=bolo`);
  if (!probe.ok)
    throw new Error(
      `GET /api/anuncios?q=bolo respondeu ${probe.status}: as rotas da API ainda não estão prontas?`,
    );

  console.log('Conferindo cada URL uma vez (nenhuma pode responder fora de 2xx)...');
  const matches = new Map<string, number | null>();
  const allFailures: string[] = [];
  for (const s of selected) {
    const { failures, totals } = await preflight(s.server === 'floor' ? floor.url : app.url, s);
    allFailures.push(...failures.map((f) => `[${s.name}] ${f}`));
    const sorted = totals.sort((a, b) => a - b);
    matches.set(s.name, sorted.length ? sorted[Math.floor(sorted.length / 2)]! : null);
  }
  if (allFailures.length > 0) {
    console.error(`\n✗ ${allFailures.length} URL(s) responderam fora de 2xx; nada foi medido:`);
    for (const f of allFailures.slice(0, 20)) console.error(`  ${f}`);
    process.exitCode = 1;
    return;
  }

  if (args['preflight-only']) {
    console.log('Todas as URLs responderam 2xx (--preflight-only: nada medido).');
    return;
  }

  const rows: Row[] = [];
  let floorRps: number | null = null;
  for (const s of selected) {
    const base = s.server === 'floor' ? floor.url : app.url;
    process.stdout.write(`▶ ${s.name} ... `);
    await waitForQuiet(s.name);
    if (WARMUP > 0) await measure(base, s.paths, WARMUP, CONNECTIONS, `${SEED}:warm:${s.name}`);
    const before = cpuSupported() ? snapshot(ourPids()) : null;
    const loaded = await measure(base, s.paths, DURATION, CONNECTIONS, `${SEED}:run:${s.name}`);
    const noise = before ? othersCores(before, snapshot(ourPids())) : null;
    const single = SINGLE > 0 ? await measure(base, s.paths, SINGLE, 1, `${SEED}:single:${s.name}`) : null;
    if (s.group === 'floor') floorRps = loaded.rps;
    const target = s.targetP95 ?? null;
    rows.push({
      scenario: s.name,
      group: s.group,
      urls: new Set(s.paths).size,
      medianMatches: matches.get(s.name) ?? null,
      loaded,
      single,
      ratioToFloor: floorRps ? loaded.rps / floorRps : null,
      othersCores: noise,
      targetP95: target,
      pass: target === null ? null : loaded.p95 <= target,
      passSingle: target === null || !single ? null : single.p95 <= target,
    });
    console.log(
      `${fmt(loaded.rps, 0)} req/s, p95 ${fmt(loaded.p95, 2)} ms${single ? `, p95 c=1 ${fmt(single.p95, 2)} ms` : ''}` +
        (noise !== null ? `, outros processos ${fmt(noise, 2)} núcleo` : ''),
    );
  }

  printTable(rows);

  const bad = rows.filter(
    (r) =>
      r.loaded.non2xx +
        r.loaded.errors +
        r.loaded.timeouts +
        (r.single ? r.single.non2xx + r.single.errors : 0) >
      0,
  );
  const outDir = path.join(BENCH_DIR, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        options: {
          duration: DURATION,
          connections: CONNECTIONS,
          warmup: WARMUP,
          single: SINGLE,
          urlsPerScenario: PER_SCENARIO,
          seed: SEED,
          compress: Boolean(args.compress),
        },
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
          node: process.version,
          platform: `${os.platform()} ${os.release()}`,
        },
        git: measuredCommit,
        dataset,
        notes,
        rows,
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(file.replace(/\.json$/, '.md'), `${markdownTable(rows)}\n`);
  console.log(`\nResultados em ${path.relative(process.cwd(), file)} (e .md)`);
  if (bad.length > 0) {
    console.error(
      `\n✗ RESPOSTAS FORA DE 2xx OU ERROS durante a medição em: ${bad.map((r) => `${r.scenario} ${JSON.stringify(r.loaded.statuses)}`).join('; ')}`,
    );
    process.exitCode = 1;
  }
  if (!args['skip-search']) {
    // The nine query classes of the listing search, after the API scenarios.
    console.log('\n── Busca de anúncios por classe de consulta (bench/search.ts) ──');
    stopChildServers();
    execFileSync(
      process.execPath,
      [
        ...APP_NODE_FLAGS,
        '--import',
        'tsx',
        path.join(BENCH_DIR, 'search.ts'),
        '--database-url',
        DATABASE_URL,
      ],
      {
        cwd: ROOT,
        env: { ...APP_ENV, ...process.env },
        stdio: 'inherit',
      },
    );
  }
  if (!args['skip-my-listings']) {
    // The own-ads list of an advertiser with 5,000 ads, over the same database.
    console.log('\n── Meus anúncios: anunciante com 5.000 anúncios (bench/my-listings.ts) ──');
    stopChildServers();
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(BENCH_DIR, 'my-listings.ts'), '--database-url', DATABASE_URL],
        { cwd: ROOT, stdio: 'inherit' },
      );
    } catch {
      // Its table is printed either way; non-2xx under load fails the run without skipping the
      // steps after it.
      console.error('✗ Meus anúncios: falhou (veja acima); seguindo com os outros passos');
      process.exitCode = 1;
    }
  }
  if (!args['skip-admin']) {
    // The admin ad list with its filters and the moderation queue, over the same database.
    console.log('\n── Administração: lista de anúncios e fila de moderação (bench/admin-listings.ts) ──');
    stopChildServers();
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(BENCH_DIR, 'admin-listings.ts'), '--database-url', DATABASE_URL],
        { cwd: ROOT, stdio: 'inherit' },
      );
    } catch {
      console.error('✗ Administração: falhou (veja acima); seguindo com os outros passos');
      process.exitCode = 1;
    }
  }
  if (!args['skip-messages']) {
    // The conversations of a user with 1,000 of them, over the same database.
    console.log('\n── Mensagens: usuário com 1.000 conversas (bench/messages.ts) ──');
    stopChildServers();
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(BENCH_DIR, 'messages.ts'), '--database-url', DATABASE_URL],
        { cwd: ROOT, stdio: 'inherit' },
      );
    } catch {
      console.error('✗ Mensagens: falhou (veja acima); seguindo com os outros passos');
      process.exitCode = 1;
    }
  }
  if (!args['skip-checkout']) {
    // PIX creation and the status poll with 50 users, on scratch databases of their own.
    console.log('\n── Checkout: PIX e status com 50 usuários (bench/checkout.ts) ──');
    stopChildServers();
    execFileSync(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'checkout.ts')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  if (!args['skip-images']) {
    // Image uploads: 12 photos of about 8 MB through the pipeline, time and peak RSS.
    console.log('\n── Imagens: 12 fotos de cerca de 8 MB (bench/images.ts) ──');
    stopChildServers();
    execFileSync(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'images.ts')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  if (!args['skip-pages']) {
    // The home and detail pages with the web app, over the same database.
    console.log('\n── Páginas web: home e detalhe (bench/pages.ts) ──');
    stopChildServers();
    if (!fs.existsSync(path.join(ROOT, 'build/server/index.js'))) {
      console.log('Sem o build do site (npm run build): páginas não medidas.');
      return;
    }
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(BENCH_DIR, 'pages.ts'), '--database-url', DATABASE_URL],
      { cwd: ROOT, stdio: 'inherit' },
    );
  }
}

main()
  .catch((err) => {
    console.error(`\n✗ ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exitCode = 1;
  })
  .finally(stopChildServers);
