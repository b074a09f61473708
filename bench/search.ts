/**
 * The listing search at 1M listings, by its query classes (bench/lib/search-classes.ts): the nine
 * of the search-engine-speed issue and issue 37's kinds (a plain word, `OU`, `NÃO`, a synonym, the
 * partial-match fallback, a suggestion), each checked first to take its path.
 *
 *   npm run bench:search -- [--per-class 60] [--rounds 3] [--seconds 5] [--clients 8]
 *                           [--only two,phrase] [--database-url postgres://...] [--seed nc-bench]
 *                           [--sphinx]
 *
 * Before the classes, an HTTP floor: sequential `GET /api/health` (HTTP and one `select 1`), above the
 * table. Then, for each class: every query once to warm up, then `--rounds` sequential passes, timed
 *   1. through the search layer: `searchCodes` of the listings service, called in this process
 *      with the query parsed by the route's own schema: the page's listing codes in order and
 *      the total, what a search engine answers; and once more each through a new service,
 *      whose cache of text analyses is empty ("p95 texto inédito": a text searched for the
 *      first time, ADR 006 stage 8). The fallback and suggestion classes run only in the page
 *      answer, so they are timed through `findListings` (the page's JSON, without HTTP);
 *   2. through HTTP: `GET /api/anuncios?...` on bench/server.ts (a child process), one request
 *      at a time on a kept-alive connection: the search layer plus the page's summaries (12 by
 *      default), JSON, compression and HTTP;
 * then throughput with `--clients` concurrent clients for `--seconds` on each path, with the CPU
 * each query cost this process and PostgreSQL on the search layer's run (Linux /proc). Prints
 * p50/p95/p99 per class against the issue's p95 targets and writes JSON to
 * bench/results/search-<timestamp>.json. Last, the footprint (bench/lib/footprint.ts): the
 * database's size per relation, and the server's RSS and time from start to ready.
 * `npm run bench` runs it after the API scenarios.
 *
 * With `--sphinx`, the reference of issue 37 in the same run (bench/lib/sphinx-reference.ts):
 * Sphinx 2.2 indexes the published listings (Debian's `sphinxsearch`) and answers each query
 * with its page and exact total, then NC's own statement fetches the page's stored cards from
 * PostgreSQL ("Sphinx + cartões"). Per class, after the measures above: one pass comparing both
 * engines' totals and pages (not timed), then `--rounds` passes alternating, query by query, NC's
 * HTTP request and Sphinx + cards (which goes first alternates too), p50/p95 of both and NC's p95
 * over Sphinx's; on the two-term class, Sphinx + cards with `--clients` clients beside NC's HTTP
 * throughput. Then the index's size on disk and searchd's memory.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ListingsQuerySchema } from '#shared/contracts/listings.contract.ts';
import { openDatabase } from '#server/db/client.ts';
import {
  buildFilters,
  createListingsRepository,
  EXACT_COUNT_LIMIT,
} from '#server/features/listings/listings.repository.ts';
import { parseSearchText } from '#server/features/listings/search-text.ts';
import { queryRows } from '#server/lib/sql.ts';
import { createListingsService } from '#server/features/listings/listings.service.ts';
import { createMatchIndex } from '#server/features/listings/match-index.ts';
import { parseArgs } from './lib/args.ts';
import { stopChildServers } from './lib/child-server.ts';
import { databaseFootprint, footprintMarkdown, serverFootprint, startTimedServer } from './lib/footprint.ts';
import { cpuSupported, postgresCpuMs } from './lib/cpu.ts';
import { buildSearchClasses, type SearchClass, verifySearchPaths } from './lib/search-classes.ts';
import {
  requireSphinx,
  SPHINX_SETTINGS,
  type SphinxAnswer,
  type SphinxReference,
  startSphinxReference,
} from './lib/sphinx-reference.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const args = parseArgs(process.argv.slice(2), {
  'per-class': { type: 'number', help: 'consultas distintas por classe (padrão 60, mínimo 50)' },
  rounds: { type: 'number', help: 'passadas medidas por lista de consultas (padrão 3)' },
  seconds: { type: 'number', help: 'segundos de cada medida de vazão (padrão 5; 0 desliga)' },
  clients: { type: 'number', help: 'clientes simultâneos na medida de vazão (padrão 8)' },
  only: { type: 'string', help: 'só as classes cujo id ou nome contém um destes textos (vírgulas)' },
  seed: { type: 'string', help: 'semente das consultas (padrão nc-bench)' },
  'database-url': { type: 'string', help: 'banco do bench' },
  sphinx: {
    type: 'boolean',
    help: 'também Sphinx 2.2 + os cartões do PostgreSQL, intercalado com o HTTP do NC (issue 37; apt-get install -y sphinxsearch)',
  },
});
const DATABASE_URL =
  args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';
const PER_CLASS = Math.max(50, args['per-class'] ?? 60);
const ROUNDS = Math.max(1, args.rounds ?? 3);
const SECONDS = args.seconds ?? 5;
const CLIENTS = Math.max(1, args.clients ?? 8);
const SPHINX = args.sphinx ?? false;
/** The issue's throughput target: two-term queries, 8 clients, through the search layer. */
const TWO_TERMS_QPS = 1000;
/** What HTTP may add to the search layer's p95. */
const HTTP_EXTRA_MS = 3;
/** `--sphinx` counts NC's condition exactly up to this many matches (as search-classes.ts does). */
const MATCH_COUNT_CAP = 200_000;

type Run = (query: string) => Promise<unknown>;
type Database = Awaited<ReturnType<typeof openDatabase>>;
interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function sequential(queries: string[], run: Run): Promise<Latency & { slowest: string[] }> {
  for (const q of queries) await run(q); // warm-up: plans, caches
  return timedPasses(queries, run, ROUNDS);
}

/** `rounds` sequential passes over the queries, timed. */
async function timedPasses(
  queries: string[],
  run: Run,
  rounds: number,
): Promise<Latency & { slowest: string[] }> {
  const times: number[] = [];
  const worst = new Map<string, number>();
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const t0 = performance.now();
      await run(q);
      const ms = performance.now() - t0;
      times.push(ms);
      worst.set(q, Math.max(ms, worst.get(q) ?? 0));
    }
  }
  times.sort((a, b) => a - b);
  const slowest = [...worst]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([q, ms]) => `${ms.toFixed(1)} ms ${decodeURIComponent(q)}`);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), slowest };
}

interface Throughput {
  qps: number;
  /**
   * CPU per query during the run, in ms: this process (the search layer's app side, or the
   * HTTP client) and PostgreSQL. On two cores, 2,000 / (app + postgres) is the ceiling of q/s,
   * whatever the machine's noise does to the measured rate.
   */
  cpu: { app: number; postgres: number } | null;
  /** Queries answered in the run. */
  queries: number;
}

/** `CLIENTS` loops, each sending the next query as soon as its previous one answered. */
async function throughput(queries: string[], run: Run): Promise<Throughput> {
  if (SECONDS <= 0) return { qps: Number.NaN, cpu: null, queries: 0 };
  const end = performance.now() + SECONDS * 1000;
  let done = 0;
  let next = 0;
  const measureCpu = cpuSupported();
  const app0 = process.cpuUsage();
  const pg0 = measureCpu ? postgresCpuMs() : 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        await run(queries[next++ % queries.length]!);
        done++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const app = process.cpuUsage(app0);
  const cpu = measureCpu
    ? { app: (app.user + app.system) / 1000 / done, postgres: (postgresCpuMs() - pg0) / done }
    : null;
  return { qps: done / seconds, cpu, queries: done };
}

/**
 * NC's condition for a query counted exactly, up to MATCH_COUNT_CAP: the text as the search reads
 * it (parseSearchText: operators, synonym groups required) and every filter, as buildFilters
 * writes them for the SQL path; the page's statements aside, this is what its total counts.
 */
async function countExactly(database: Database, query: string, counted: number): Promise<number> {
  const q = toQuery(query);
  const search = q.q ? parseSearchText(q.q) : undefined;
  // search-classes.ts counted websearch_to_tsquery of the text as typed, with its state and type:
  // the same condition when the search reads the text as typed (no operator, no synonym) and
  // nothing else filters.
  const {
    q: _text,
    page: _page,
    limit: _limit,
    sort: _sort,
    order: _order,
    estado: _state,
    tipo: _type,
    ...others
  } = q;
  if (
    search?.text === q.q &&
    search?.groups.length === 0 &&
    Object.values(others).every((v) => v === undefined)
  )
    return counted;
  const where = buildFilters(
    { ...q, q: search?.text },
    search !== undefined,
    undefined,
    undefined,
    search?.groups,
  );
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from (select 1 from anuncios a where ${where} limit ${MATCH_COUNT_CAP}) m`,
  );
  return row?.n ?? 0;
}

/**
 * One class against Sphinx + cards (`--sphinx`): both engines' answers compared (one pass, not
 * timed), then NC's HTTP and Sphinx + cards interleaved; with `withThroughput`, Sphinx + cards
 * with `CLIENTS` clients, and the CPU each query cost this process (mysql2 and pg), PostgreSQL
 * (the cards) and searchd.
 */
async function measureSphinx(
  c: SearchClass,
  sphinx: SphinxReference,
  service: ReturnType<typeof createListingsService>,
  database: Database,
  http: Run,
  withThroughput: boolean,
) {
  const agreement = await compareAnswers(
    c,
    (query) => service.findListings(toQuery(query)),
    (query, i) => countExactly(database, query, c.matches[i]!),
    sphinx,
    EXACT_COUNT_LIMIT,
  );
  const latency = await interleaved(c.queries, http, (query) => sphinx.search(query));
  let run: (Throughput & { searchdCpu: number | null }) | undefined;
  if (withThroughput) {
    const searchd0 = sphinx.cpuMs();
    const measured = await throughput(c.queries, (query) => sphinx.search(query));
    run = {
      ...measured,
      searchdCpu: measured.queries > 0 ? (sphinx.cpuMs() - searchd0) / measured.queries : null,
    };
  }
  return { ...latency, ratioP95: latency.nc.p95 / latency.sphinx.p95, agreement, throughput: run };
}

const latencyOf = (times: number[]): Latency => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/**
 * NC's HTTP request and Sphinx + cards, query by query, `ROUNDS` passes after one pass to warm
 * up: the first of each pair alternates with the query and the pass, so neither side always
 * follows the other (or always gets the caches the other warmed).
 */
async function interleaved(
  queries: string[],
  nc: Run,
  sphinx: (query: string) => Promise<SphinxAnswer>,
): Promise<{ nc: Latency; sphinx: Latency; engine: Latency }> {
  for (const q of queries) {
    await nc(q);
    await sphinx(q);
  }
  const times = { nc: [] as number[], sphinx: [] as number[], engine: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, q] of queries.entries()) {
      for (const side of (i + r) % 2 === 0 ? (['nc', 'sphinx'] as const) : (['sphinx', 'nc'] as const)) {
        const t0 = performance.now();
        if (side === 'nc') await nc(q);
        else times.engine.push((await sphinx(q)).engineMs);
        times[side].push(performance.now() - t0);
      }
    }
  }
  return { nc: latencyOf(times.nc), sphinx: latencyOf(times.sphinx), engine: latencyOf(times.engine) };
}

interface Agreement {
  /** Queries whose totals disagree: NC's exact total differs, or NC says "more than" its limit and Sphinx counts within it. */
  totalVersusNc: number;
  /**
   * Queries whose Sphinx total (all the words) differs from NC's own condition counted exactly
   * (buildFilters: `busca @@` the text and its synonym groups, and the filters; up to
   * MATCH_COUNT_CAP), NC's page aside.
   */
  totalVersusCount: number;
  /** The totals of all the words over the class's queries: Sphinx's and NC's condition counted. */
  sphinxTotals: number;
  countTotals: number;
  /** Queries with the same page (codes, in order) from both. */
  samePage: number;
  /** Share of NC's page also on Sphinx's, mean over the queries. */
  pageOverlap: number;
  /** Queries that one engine answered by its partial-match fallback and the other did not. */
  fallbackDiffers: number;
  /** Queries NC answered with a "Você quis dizer" (Sphinx 2.2 has none). */
  ncSuggestions: number;
  /** The queries whose totals differ most from the count, for the JSON. */
  examples: { query: string; sphinx: number; count: number; nc: number; ncExact: boolean }[];
}

/** One pass, not timed: each query's answer from NC's service (as the route builds it) and from Sphinx. */
async function compareAnswers(
  c: SearchClass,
  findListings: (query: string) => Promise<string>,
  countExactly: (query: string, i: number) => Promise<number>,
  sphinx: SphinxReference,
  exactLimit: number,
): Promise<Agreement> {
  const a: Agreement = {
    totalVersusNc: 0,
    totalVersusCount: 0,
    sphinxTotals: 0,
    countTotals: 0,
    samePage: 0,
    pageOverlap: 0,
    fallbackDiffers: 0,
    ncSuggestions: 0,
    examples: [],
  };
  const differing: (Agreement['examples'][number] & { gap: number })[] = [];
  for (const [i, query] of c.queries.entries()) {
    const nc = JSON.parse(await findListings(query)) as {
      data: { codigoANUNCIO: number }[];
      total: number;
      totalExato: boolean;
      correspondencia: string;
      sugestao: string | null;
    };
    const sp = await sphinx.search(query);
    const count = await countExactly(query, i);
    // The fallback answered: all the words together found nothing.
    const allWords = sp.partial ? 0 : sp.total;
    const ncCodes = nc.data.map((d) => d.codigoANUNCIO);
    if (nc.totalExato ? sp.total !== nc.total : sp.total <= exactLimit) a.totalVersusNc++;
    if (Math.min(allWords, MATCH_COUNT_CAP) !== count) {
      a.totalVersusCount++;
      differing.push({
        query,
        sphinx: allWords,
        count,
        nc: nc.total,
        ncExact: nc.totalExato,
        gap: Math.abs(allWords - count),
      });
    }
    a.sphinxTotals += allWords;
    a.countTotals += count;
    if (ncCodes.length === sp.codes.length && ncCodes.every((code, k) => code === sp.codes[k])) a.samePage++;
    const onSphinx = new Set(sp.codes);
    a.pageOverlap +=
      ncCodes.length === 0
        ? sp.codes.length === 0
          ? 1
          : 0
        : ncCodes.filter((code) => onSphinx.has(code)).length / ncCodes.length;
    if ((nc.correspondencia === 'algumas') !== sp.partial) a.fallbackDiffers++;
    if (nc.sugestao !== null) a.ncSuggestions++;
  }
  a.pageOverlap /= Math.max(1, c.queries.length);
  a.examples = differing
    .sort((x, y) => y.gap - x.gap)
    .slice(0, 5)
    .map(({ gap: _gap, ...e }) => e);
  return a;
}

/**
 * One GET on a kept-alive connection (as a browser or autocannon sends it), asking for Brotli or
 * gzip, the body read whole but not decompressed: the server's cost, not the client's. Node's
 * fetch added time of its own (its decompression streams and per-request machinery; figures:
 * docs/performance.md §3).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
function getCompressed(base: string, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve()
          : reject(new Error(`${res.statusCode} ${path}: ${Buffer.concat(chunks).toString().slice(0, 200)}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const toQuery = (query: string) => ListingsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

async function main(): Promise<void> {
  if (SPHINX) requireSphinx();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const listings = Number((await client.query(`select count(*)::int as n from anuncios`)).rows[0].n);
  console.log(
    `Banco: ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} (${listings.toLocaleString('pt-BR')} anúncios)`,
  );
  const wanted = args.only?.split(',').map((s) => s.trim().toLowerCase());
  const classes = (
    await buildSearchClasses(client, args.seed ?? 'nc-bench', PER_CLASS).finally(() => client.end())
  ).filter((c) => !wanted || wanted.some((w) => c.id.includes(w) || c.name.toLowerCase().includes(w)));

  // The search layer, in this process, on its own pool (the size the app uses).
  const database = await openDatabase({ url: DATABASE_URL, poolMax: Math.max(10, CLIENTS) });
  await database.migrate();
  let sphinx: SphinxReference | undefined;
  if (SPHINX) {
    process.stdout.write('Sphinx: indexando os anúncios publicados... ');
    const repo = createListingsRepository(database.db);
    // Its cards as NC reads them for a page the search did not bring them with (findCards).
    sphinx = await startSphinxReference({
      databaseUrl: DATABASE_URL,
      connections: CLIENTS,
      cards: (codes) => repo.findCards(codes),
    });
    console.log(
      `${sphinx.documents.toLocaleString('pt-BR')} documentos em ${sphinx.indexSeconds.toFixed(1)} s, ` +
        `índice de ${(sphinx.indexBytes / 2 ** 20).toFixed(0)} MiB (Sphinx ${sphinx.version})`,
    );
  }
  try {
    await measureAll(classes, listings, database, sphinx);
  } finally {
    await sphinx?.close();
  }
}

async function measureAll(
  classes: SearchClass[],
  listings: number,
  database: Database,
  sphinx: SphinxReference | undefined,
): Promise<void> {
  // As the app: the in-memory match index loaded before the first search (ADR 006 stage 6).
  const loadStarted = performance.now();
  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const matchIndex = createMatchIndex(database.db);
  await matchIndex.loaded();
  const { lexemes, postings, bytes } = matchIndex.size();
  const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  console.log(
    `Índice em memória: ${lexemes.toLocaleString('pt-BR')} lexemas, ${postings.toLocaleString('pt-BR')} postings, ` +
      `${(bytes / 2 ** 20).toFixed(0)} MB de arrays (${((heapAfter - heapBefore) / 2 ** 20).toFixed(0)} MB a mais de memória), ` +
      `carregado em ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );
  const newService = () => createListingsService({ repo: createListingsRepository(database.db), matchIndex });
  const service = newService();
  // The fallback and the suggestion run only in the page answer, after `searchCodes` found
  // nothing (SearchClass.pageOnly): those classes are timed through `findListings`.
  const layerOf =
    (s: ReturnType<typeof newService>, c: SearchClass): Run =>
    (query) =>
      c.pageOnly ? s.findListings(toQuery(query)) : s.searchCodes(toQuery(query));
  const layer: Run = (query) => service.searchCodes(toQuery(query));
  // Issue 37's kinds measure their path only if each query takes it (a fallback that found
  // everything would time a plain search).
  for (const check of await verifySearchPaths(service, classes))
    if (check.took < check.queries)
      throw new Error(
        `classe ${check.id}: ${check.queries - check.took} de ${check.queries} consultas não tomaram o caminho ${check.path}: ${check.failures.slice(0, 3).join(' | ')}`,
      );

  const server = await startTimedServer('server.ts', DATABASE_URL);
  const { url } = server;
  const http: Run = (query) => getCompressed(url, `/api/anuncios?${query}`);

  // One pass over every class on both paths first. Each path's match index was just loaded by
  // reading the postings' whole b-tree, which left PostgreSQL's shared buffers (128 MB by
  // Debian's default) holding its last pages: the first class measured then paid for reading
  // its index pages back from the OS cache (rare term p95 two or three times its usual;
  // docs/performance.md §3).
  for (const c of classes) for (const query of c.queries) await Promise.all([layer(query), http(query)]);
  // Sphinx's first pass too: its index files, read by searchd on demand, into the OS cache.
  if (sphinx) for (const c of classes) for (const query of c.queries) await sphinx.search(query);

  // What any API request costs on this machine today: HTTP on a kept-alive connection and one
  // `select 1`. Printed with the table, so a slow day (the bare-Fastify floor has ranged from 11k
  // to 55k req/s across sessions) shows as such and "HTTP − layer" can be read against it.
  const httpFloor = await sequential(
    Array.from({ length: PER_CLASS }, () => ''),
    () => getCompressed(url, '/api/health'),
  );
  console.log(
    `Piso HTTP (GET /api/health: HTTP e um select 1, sequencial): p50 ${httpFloor.p50.toFixed(2)} ms, p95 ${httpFloor.p95.toFixed(2)} ms`,
  );

  const rows = [];
  for (const c of classes) {
    process.stdout.write(`${c.name}... `);
    const classLayer = layerOf(service, c);
    const layerLatency = await sequential(c.queries, classLayer);
    // The same texts once each through a service that has analysed none of them (its cache of
    // analyses empty, ADR 006 stage 8): what a text searched for the first time costs.
    const firstSight = await timedPasses(c.queries, layerOf(newService(), c), 1);
    const httpLatency = await sequential(c.queries, http);
    const layerRun = await throughput(c.queries, classLayer);
    const httpRun = await throughput(c.queries, http);
    const reference =
      sphinx && (await measureSphinx(c, sphinx, service, database, http, c.id === 'two-terms'));
    console.log(
      `p95 ${layerLatency.p95.toFixed(1)} ms; mais lentas: ${layerLatency.slowest.join(' | ')}` +
        (reference
          ? `; intercalado: NC HTTP p95 ${reference.nc.p95.toFixed(1)} ms, Sphinx + cartões ${reference.sphinx.p95.toFixed(1)} ms`
          : ''),
    );
    rows.push({
      ...summary(c),
      layer: layerLatency,
      firstSight,
      http: httpLatency,
      layerQps: layerRun.qps,
      httpQps: httpRun.qps,
      layerCpu: layerRun.cpu,
      ...(reference && { sphinx: reference }),
    });
  }
  const sphinxMemory = sphinx?.memory();
  const serverMemory = serverFootprint(server);
  matchIndex.close();
  await database.close();
  const footprintClient = new pg.Client({ connectionString: DATABASE_URL });
  await footprintClient.connect();
  const databaseSizes = await databaseFootprint(footprintClient).finally(() => footprintClient.end());

  const f = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : '–');
  const q = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('pt-BR') : '–');
  console.log(
    `\n${listings.toLocaleString('pt-BR')} anúncios; ${ROUNDS} passadas sequenciais; vazão com ${CLIENTS} clientes por ${SECONDS} s; ms`,
  );
  console.table(
    rows.map((r) => ({
      classe: r.name,
      consultas: r.queries,
      'resultados (mediana)': r.medianMatches,
      'camada p50': f(r.layer.p50),
      'camada p95': f(r.layer.p95),
      'camada p99': f(r.layer.p99),
      'p95 texto inédito': f(r.firstSight.p95),
      'meta p95': r.targetP95,
      'HTTP p95': f(r.http.p95),
      'HTTP − camada': f(r.http.p95 - r.layer.p95),
      [`q/s camada (${CLIENTS})`]: q(r.layerQps),
      [`q/s HTTP (${CLIENTS})`]: q(r.httpQps),
      'CPU/consulta app': r.layerCpu ? f(r.layerCpu.app) : '–',
      'CPU/consulta PG': r.layerCpu ? f(r.layerCpu.postgres) : '–',
      'meta camada': r.layer.p95 <= r.targetP95 ? 'ok' : 'NÃO',
      [`meta HTTP (+${HTTP_EXTRA_MS})`]: r.http.p95 - r.layer.p95 <= HTTP_EXTRA_MS ? 'ok' : 'NÃO',
    })),
  );
  const two = rows.find((r) => r.id === 'two-terms');
  if (two && Number.isFinite(two.layerQps)) {
    console.log(
      `vazão em dois termos (camada, ${CLIENTS} clientes): ${q(two.layerQps)} q/s (meta ≥ ${TWO_TERMS_QPS.toLocaleString('pt-BR')})`,
    );
    if (two.layerCpu) {
      const perQuery = two.layerCpu.app + two.layerCpu.postgres;
      console.log(
        `  CPU por consulta: app ${f(two.layerCpu.app)} ms + PostgreSQL ${f(two.layerCpu.postgres)} ms; teto em ${os.cpus().length} núcleos: ${q((os.cpus().length * 1000) / perQuery)} q/s`,
      );
    }
  }

  console.log(
    `\nOcupação (MiB; servidor: bench/server.ts)\n\n${footprintMarkdown(databaseSizes, serverMemory)}\n`,
  );

  const outDir = path.join(BENCH_DIR, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const reference =
    sphinx && sphinxMemory
      ? sphinxReport(rows, sphinx, sphinxMemory, file.replace(/\.json$/, '.md'))
      : undefined;
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: gitDescribe(),
        machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
        listings,
        rounds: ROUNDS,
        clients: CLIENTS,
        seconds: SECONDS,
        httpFloor: { p50: httpFloor.p50, p95: httpFloor.p95, p99: httpFloor.p99 },
        footprint: { database: databaseSizes, server: serverMemory },
        ...(reference && { sphinx: reference }),
        rows,
        queries: Object.fromEntries(
          classes.map((c) => [c.id, c.queries.map((query, i) => ({ query, matches: c.matches[i] }))]),
        ),
      },
      null,
      2,
    ),
  );
  console.log(`JSON em ${path.relative(process.cwd(), file)}`);
}

type SphinxMeasure = Awaited<ReturnType<typeof measureSphinx>>;

/**
 * The `--sphinx` figures: printed (side by side per class, the two engines' answers compared, the
 * index and searchd's memory, the two-term throughput), written as Markdown to `mdFile` (for
 * docs/performance.md), and returned for the JSON.
 */
function sphinxReport(
  rows: { id: string; name: string; queries: number; httpQps: number; sphinx?: SphinxMeasure }[],
  sphinx: SphinxReference,
  memory: { rss: number; peak: number },
  mdFile: string,
) {
  const f = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : '–');
  const q = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('pt-BR') : '–');
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  const measured = rows.flatMap((r) => (r.sphinx ? [{ ...r, sphinx: r.sphinx }] : []));
  const latencyRows = measured.map((r) => ({
    classe: r.name,
    'NC HTTP p50': f(r.sphinx.nc.p50),
    'NC HTTP p95': f(r.sphinx.nc.p95),
    'Sphinx + cartões p50': f(r.sphinx.sphinx.p50),
    'Sphinx + cartões p95': f(r.sphinx.sphinx.p95),
    'só Sphinx p95': f(r.sphinx.engine.p95),
    'NC ÷ Sphinx p95': r.sphinx.ratioP95.toFixed(2),
    'meta ≤ 1,0': r.sphinx.ratioP95 <= 1 ? 'ok' : 'NÃO',
  }));
  const agreementRows = measured.map(({ name, queries, sphinx: { agreement: a } }) => ({
    classe: name,
    consultas: queries,
    'total ≠ NC': a.totalVersusNc,
    'total ≠ contagem': a.totalVersusCount,
    'Σ totais Sphinx': a.sphinxTotals.toLocaleString('pt-BR'),
    'Σ contagens': a.countTotals.toLocaleString('pt-BR'),
    'mesma página': a.samePage,
    'página em comum': `${Math.round(a.pageOverlap * 100)}%`,
    'fallback ≠': a.fallbackDiffers,
    'sugestões do NC': a.ncSuggestions,
  }));
  const two = measured.find((r) => r.id === 'two-terms');
  const run = two?.sphinx.throughput;
  const lines = [
    `Índice do Sphinx: ${mib(sphinx.indexBytes)} em disco, ${sphinx.documents.toLocaleString('pt-BR')} anúncios publicados, indexados em ${sphinx.indexSeconds.toFixed(1)} s; searchd: RSS ${mib(memory.rss)} (pico ${mib(memory.peak)})`,
    ...(two && run
      ? [
          `Vazão em dois termos, ${CLIENTS} clientes por ${SECONDS} s: NC HTTP ${q(two.httpQps)} q/s, Sphinx + cartões ${q(run.qps)} q/s; NC ÷ Sphinx ${(two.httpQps / run.qps).toFixed(2)}× (meta ≥ 1,5×)`,
          ...(run.cpu
            ? [
                `  CPU por consulta de Sphinx + cartões: searchd ${run.searchdCpu === null ? '–' : f(run.searchdCpu)} ms + PostgreSQL (cartões) ${f(run.cpu.postgres)} ms + este processo (mysql2, pg) ${f(run.cpu.app)} ms`,
              ]
            : []),
        ]
      : []),
  ];
  console.log(
    `\nSphinx ${sphinx.version} + cartões do PostgreSQL, intercalado consulta a consulta com o HTTP do NC; ${ROUNDS} passadas; ms`,
  );
  console.table(latencyRows);
  console.log(
    'Respostas (uma passada): "total ≠ NC" conta as consultas cujo total do Sphinx difere do exato do NC (ou não passa do limite quando o NC diz "mais de"); ' +
      '"contagem": a condição do NC (texto, grupos de sinônimos e filtros, buildFilters) contada exatamente no PostgreSQL, até 200 mil; os totais do Sphinx de todas as palavras',
  );
  console.table(agreementRows);
  for (const line of lines) console.log(line);

  const table = (objects: Record<string, string | number>[]) => {
    const keys = Object.keys(objects[0] ?? {});
    const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
    return [
      row(keys),
      row(keys.map((k, i) => (i === 0 ? '---' : '---:'))),
      ...objects.map((o) => row(keys.map((k) => o[k]!))),
    ].join('\n');
  };
  fs.writeFileSync(
    mdFile,
    `${table(latencyRows)}\n\n${table(agreementRows)}\n\n${lines.map((l) => `${l.trim()}  `).join('\n')}\n`,
  );
  console.log(`Tabelas em Markdown em ${path.relative(process.cwd(), mdFile)}`);
  return {
    version: sphinx.version,
    settings: SPHINX_SETTINGS,
    documents: sphinx.documents,
    indexBytes: sphinx.indexBytes,
    indexSeconds: sphinx.indexSeconds,
    searchdRss: memory.rss,
    searchdPeakRss: memory.peak,
    twoTerms:
      two && run ? { ncHttpQps: two.httpQps, sphinxQps: run.qps, ratio: two.httpQps / run.qps } : null,
  };
}

function summary(c: SearchClass) {
  const sorted = [...c.matches].sort((a, b) => a - b);
  return {
    id: c.id,
    name: c.name,
    targetP95: c.targetP95,
    queries: c.queries.length,
    medianMatches: sorted[Math.floor(sorted.length / 2)] ?? 0,
  };
}

function gitDescribe(): string | null {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

process.once('exit', stopChildServers);
main()
  .catch((err) => {
    console.error(`\n✗ ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exitCode = 1;
  })
  .finally(stopChildServers);
