/**
 * The advertisers' statistics (issue 35 item 2, ADR 024) on the 1M-listing bench database:
 *
 * 1. **The listing page with and without counting.** The app with its production build
 *    (`pages-server.ts`, as bench/pages.ts runs it), listing detail pages under autocannon at
 *    --connections, one continuous load in --windows windows of --window seconds: "sem
 *    contagem" windows are the pages only; in "com contagem" windows, beside the same page
 *    load, what the browser's script sends: one `POST /api/anuncios/{id}/eventos`
 *    `{"tipo":"visualizacao"}` for every page served, each with its own desktop user agent (a
 *    version number varied), so each is a new visitor and reaches the database in the
 *    recorder's batches. The events go over keep-alive connections of their own
 *    (--event-connections), paced by the pages served: the 50 page connections are the same in
 *    both modes and the events are added on top. Only the page requests' latency is measured,
 *    after the first --settle seconds of each window. The windows alternate sem, com, com, sem…
 *    within one load because runs minutes apart differed by up to 40% on this shared machine
 *    whatever their mode; medians per mode. Then --events-only seconds of events alone: what one
 *    event costs the app and PostgreSQL, its batch's write included.
 * 2. **Storage after --events events** (10 million): the real recorder and repository in this
 *    process, on the app's database client, with a manual clock spread over --days Brasília days,
 *    ads drawn Zipf-like among the published ones, ~80% views and ~20% contact kinds, random
 *    visitors, a flush every --flush-every events and the daily clean-up at each day's start.
 *    Reports events/s, the rows and the sizes of the three tables, then truncates them (unless
 *    --keep).
 *
 *   npm run bench:stats -- [--only pages|storage] [--database-url postgres://...] [--windows 16]
 *                          [--window 15] [--settle 5] [--warmup 10] [--connections 50]
 *                          [--events 10000000] [--days 90] [--flush-every 20000] [--keep]
 *
 * The three statistics tables are emptied before the run (only in a database with "bench" in its
 * name). Needs `npm run build`. Results: bench/results/stats-<timestamp>.json and .md;
 * docs/performance.md §5.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { isbot } from 'isbot';
import type { StatKind } from '#shared/contracts/listing-stats.constants.ts';
import { openDatabase } from '#server/db/client.ts';
import { createListingStatsRepository } from '#server/features/listing-stats/listing-stats.repository.ts';
import { createStatsRecorder } from '#server/features/listing-stats/stats-recorder.ts';
import { accountVisitor, pageVisitor } from '#server/features/listing-stats/visitor-keys.ts';
import { createManualClock, DAY } from '#server/lib/clock.ts';
import { addDays, saoPauloDay } from '#server/lib/periods.ts';
import { formatDuration, parseArgs } from './lib/args.ts';
import { childPids, startChildServer } from './lib/child-server.ts';
import { cpuSupported, othersCores, postgresCpuMs, snapshot } from './lib/cpu.ts';
import { fmt, runBench, writeResults } from './lib/harness.ts';
import { percentile } from './lib/load-run.ts';
import { Rng, WeightedSampler, zipfWeights } from './lib/prng.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/nc_bench';

const args = parseArgs(process.argv.slice(2), {
  only: { type: 'string', help: 'pages ou storage: só uma das duas partes (padrão: as duas)' },
  'database-url': {
    type: 'string',
    help: `banco do bench (padrão BENCH_DATABASE_URL ou ${DEFAULT_URL})`,
  },
  windows: { type: 'number', help: 'janelas da carga, alternando sem e com contagem (padrão 16)' },
  window: { type: 'number', help: 'segundos de cada janela (padrão 15)' },
  settle: {
    type: 'number',
    help: 'segundos do começo de cada janela que não são medidos (padrão: STATS_FLUSH_MS, 5)',
  },
  warmup: { type: 'number', help: 'segundos de aquecimento com contagem, não medidos (padrão 10)' },
  connections: { type: 'number', help: 'conexões das páginas (padrão 50)' },
  'event-connections': {
    type: 'number',
    help: 'conexões keep-alive dos eventos, além das das páginas (padrão 10)',
  },
  urls: { type: 'number', help: 'páginas de detalhe distintas (padrão 60)' },
  'flush-ms': { type: 'number', help: 'STATS_FLUSH_MS do servidor (padrão 5000, o do app)' },
  'quiet-wait': {
    type: 'number',
    help: 'segundos que cada rodada espera os outros processos ficarem abaixo de 0,25 núcleo (padrão 120)',
  },
  'events-only': {
    type: 'number',
    help: 'segundos de eventos sozinhos no fim, para o custo de um evento; 0 desliga (padrão 10)',
  },
  events: { type: 'number', help: 'eventos da parte de armazenamento (padrão 10000000)' },
  days: { type: 'number', help: 'dias de Brasília em que os eventos se espalham (padrão 90)' },
  'flush-every': { type: 'number', help: 'eventos entre duas gravações do lote (padrão 20000)' },
  'zipf-s': { type: 'number', help: 'expoente da escolha Zipf-Mandelbrot dos anúncios (padrão 1)' },
  'zipf-q': { type: 'number', help: 'deslocamento q da escolha dos anúncios, 1/(r+q)^s (padrão 10)' },
  keep: { type: 'boolean', help: 'deixa nas tabelas o que a parte de armazenamento gravou' },
  seed: { type: 'string', help: 'semente (padrão nc-bench-stats)' },
});

const DATABASE_URL = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
const PARTS = args.only === undefined ? ['pages', 'storage'] : [args.only];
if (PARTS.some((p) => p !== 'pages' && p !== 'storage')) throw new Error('--only: pages ou storage');
const WINDOWS = Math.max(2, Math.round((args.windows ?? 16) / 2) * 2);
const WINDOW = args.window ?? 15;
const WARMUP = Math.max(1, args.warmup ?? 10);
const CONNECTIONS = args.connections ?? 50;
const EVENT_CONNECTIONS = Math.max(1, args['event-connections'] ?? 10);
const DETAIL_URLS = Math.max(1, args.urls ?? 60);
const FLUSH_MS = args['flush-ms'] ?? 5_000;
const SETTLE = args.settle ?? FLUSH_MS / 1000;
const QUIET_WAIT = args['quiet-wait'] ?? 120;
const EVENTS_ONLY = args['events-only'] ?? 10;
const EVENTS = Math.max(1, Math.round(args.events ?? 10_000_000));
const DAYS = Math.max(1, args.days ?? 90);
const FLUSH_EVERY = Math.max(1, args['flush-every'] ?? 20_000);
const ZIPF_S = args['zipf-s'] ?? 1;
const ZIPF_Q = args['zipf-q'] ?? 10;
const SEED = args.seed ?? 'nc-bench-stats';
/** The day the storage part ends on: the date of the run (Brasília). */
const LAST_DAY = saoPauloDay(new Date());
/** What the daily job keeps (listing-stats.plugin.ts, KEEP_DAYS). */
const KEEP_DAYS = 400;
const NOISE_CORES = 0.25;
const HZ = 100; // USER_HZ: /proc times are in these ticks
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const STATS_TABLES = ['estatisticas_anuncios', 'estatisticas_visitantes', 'estatisticas_sal'] as const;

// ---------------------------------------------------------------------------------------------
// The database

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseName(): string {
  return decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
}

/** The statistics tables exist (migration 0038) and hold nothing: emptied in a bench database. */
async function prepareTables(): Promise<{ published: number }> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ ok: boolean }>(
      `select to_regclass('public.estatisticas_anuncios') is not null as ok`,
    );
    if (!rows[0]!.ok) {
      throw new Error(
        `sem a tabela estatisticas_anuncios: rode DATABASE_URL=${DATABASE_URL} npm run db:migrate (migração 0038)`,
      );
    }
    const counts = await tableCounts(client);
    if (Object.values(counts).some((n) => n > 0)) {
      if (!databaseName().includes('bench'))
        throw new Error(
          `as tabelas de estatísticas de ${databaseName()} têm linhas (só esvazio bancos "bench")`,
        );
      console.log(`Esvaziando as tabelas de estatísticas (${JSON.stringify(counts)})`);
      await client.query(`truncate ${STATS_TABLES.join(', ')}`);
    }
    const published = await client.query<{ n: number }>(
      `select count(*)::int as n from anuncios where status = 'publicado'`,
    );
    return { published: published.rows[0]!.n };
  });
}

async function tableCounts(client: pg.Client): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of STATS_TABLES) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${t}`);
    out[t] = rows[0]!.n;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Part 1: the listing page with and without counting

type Mode = 'sem' | 'com';

interface Page {
  code: number;
  path: string;
}

/** One window of the alternating load: its mode and what was measured in it after the settling. */
interface PageWindow {
  index: number;
  mode: Mode;
  /** Page requests answered in the measured part of the window. */
  pages: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Events queued in the window (one per page served in it, settling included). */
  events: number;
  /** CPU per page in the measured part, ms: the app's process, every postgres process, this process (the load). */
  appCpuMs: number;
  pgCpuMs: number;
  loadCpuMs: number;
  othersCores: number | null;
}

interface ModeFigures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  appCpuMs: number;
  pgCpuMs: number;
  loadCpuMs: number;
}

/** Published listings spread over the newest 5,000 (seeded), each with its canonical path. */
async function pickPages(baseUrl: string): Promise<Page[]> {
  const codes = await withClient(async (client) => {
    const { rows } = await client.query<{ codigo: number }>(
      `select codigo from anuncios where status = 'publicado' order by codigo desc limit 5000`,
    );
    return rows.map((r) => r.codigo);
  });
  const rng = new Rng(`${SEED}:pages`);
  const picked = [...new Set(Array.from({ length: DETAIL_URLS * 3 }, () => rng.pick(codes)))].slice(
    0,
    DETAIL_URLS,
  );
  const pages: Page[] = [];
  for (const code of picked) {
    const res = await fetch(`${baseUrl}/anuncios/${code}`, { headers: BROWSER_HEADERS, redirect: 'manual' });
    await res.arrayBuffer();
    let p = `/anuncios/${code}`;
    if (res.status === 301 || res.status === 302) p = new URL(res.headers.get('location')!, baseUrl).pathname;
    else if (res.status !== 200) throw new Error(`GET /anuncios/${code} respondeu ${res.status}`);
    const check = await fetch(baseUrl + p, { headers: BROWSER_HEADERS });
    await check.arrayBuffer();
    if (check.status !== 200) throw new Error(`GET ${p} respondeu ${check.status}`);
    pages.push({ code, path: p });
  }
  return pages;
}

/**
 * A desktop browser's user agent, different for every `n` (the build and patch numbers of the
 * version, over three platforms): each event is a new visitor for the recorder.
 */
const PLATFORMS = ['Windows NT 10.0; Win64; x64', 'Macintosh; Intel Mac OS X 10_15_7', 'X11; Linux x86_64'];
function browserAgent(n: number): string {
  const platform = PLATFORMS[n % PLATFORMS.length]!;
  const major = 129 + (Math.floor(n / 3) % 3);
  const build = 6000 + Math.floor(n / 900);
  const patch = Math.floor(n / 3) % 300;
  return `Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.${build}.${patch} Safari/537.36`;
}

/**
 * The browsers' events: one queued per page served, sent over `connections` keep-alive
 * connections of their own (a `keepalive` fetch after the page), a view of one of the pages.
 */
class EventSender {
  private readonly agent: http.Agent;
  private readonly url: URL;
  private readonly rng = new Rng(`${SEED}:events`);
  private queued = 0;
  private inFlight = 0;
  private next = 0;
  private idle: (() => void) | null = null;
  latencies: number[] = [];
  answered = 0;
  ok = 0;
  statuses: Record<string, number> = {};

  constructor(
    baseUrl: string,
    private readonly pages: readonly Page[],
    private readonly connections: number,
  ) {
    this.url = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  /** Starts counting afresh (the latencies and answers of the next run). */
  reset(): void {
    this.latencies = [];
    this.answered = 0;
    this.ok = 0;
    this.statuses = {};
  }

  get behind(): number {
    return this.queued + this.inFlight;
  }

  enqueue(): void {
    this.queued += 1;
    this.pump();
  }

  /** Resolves once every queued event has been answered. */
  drain(): Promise<void> {
    if (this.behind === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.idle = resolve;
    });
  }

  close(): void {
    this.agent.destroy();
  }

  private pump(): void {
    while (this.queued > 0 && this.inFlight < this.connections) {
      this.queued -= 1;
      this.inFlight += 1;
      void this.send().finally(() => {
        this.inFlight -= 1;
        this.pump();
        if (this.behind === 0 && this.idle) {
          const idle = this.idle;
          this.idle = null;
          idle();
        }
      });
    }
  }

  /** One event, answered (closed loop: the events-only run). */
  send(): Promise<void> {
    const page = this.rng.pick(this.pages);
    const body = '{"tipo":"visualizacao"}';
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          agent: this.agent,
          host: this.url.hostname,
          port: this.url.port,
          method: 'POST',
          path: `/api/anuncios/${page.code}/eventos`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': browserAgent(this.next++),
            origin: this.url.origin,
          },
        },
        (res) => {
          res.resume();
          res.once('end', () => {
            this.latencies.push(performance.now() - started);
            this.answered += 1;
            if (res.statusCode === 204) this.ok += 1;
            this.statuses[res.statusCode ?? 0] = (this.statuses[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.once('error', () => {
        this.answered += 1;
        this.statuses.erro = (this.statuses.erro ?? 0) + 1;
        resolve();
      });
      req.end(body);
    });
  }
}

function processTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const ourPids = () => new Set([process.pid, process.ppid, ...childPids()]);

/** Waits (up to QUIET_WAIT s) until other processes use less than NOISE_CORES; the machine is shared. */
async function waitForQuiet(): Promise<number> {
  if (!cpuSupported()) return 0;
  const started = performance.now();
  for (;;) {
    const a = snapshot(ourPids());
    await new Promise((r) => setTimeout(r, 2000));
    const cores = othersCores(a, snapshot(ourPids()));
    const waited = (performance.now() - started) / 1000;
    if (cores < NOISE_CORES || waited > QUIET_WAIT) {
      if (waited > 3) process.stdout.write(`(esperou ${Math.round(waited)} s pela máquina) `);
      return cores;
    }
  }
}

/** sem, com, com, sem, sem, com, com, sem...: neighbours pair up, and a drift weighs on both modes alike. */
function windowOrder(count: number): Mode[] {
  return Array.from({ length: count }, (_, i) => ((i + 1) % 4 < 2 ? 'sem' : 'com'));
}

/**
 * One continuous page load at CONNECTIONS over `modes.length` windows of `windowS` seconds. In a
 * "com" window every page served queues one event (sent by `sender` beside the load); in a
 * "sem" window none. The first `settleS` seconds of each window are not measured: the requests
 * begun in the window before end there, and the batch of the events before is written there
 * (a flush every FLUSH_MS). Each window is measured after them.
 */
async function alternatingLoad(
  baseUrl: string,
  pid: number,
  pages: readonly Page[],
  sender: EventSender,
  modes: readonly Mode[],
  windowS: number,
  settleS: number,
): Promise<PageWindow[]> {
  const rng = new Rng(`${SEED}:load:${modes.length}:${windowS}`);
  const paths = pages.map((p) => p.path);
  const windowMs = windowS * 1000;
  const settleMs = Math.min(settleS * 1000, windowMs - 1000);
  const latencies: number[][] = modes.map(() => []);
  const non2xx = modes.map(() => 0);
  const events = modes.map(() => 0);
  interface Sample {
    ticks: number;
    pgMs: number;
    loadUs: number;
    noise: ReturnType<typeof snapshot> | null;
  }
  const sample = (): Sample => {
    const cpu = process.cpuUsage();
    return {
      ticks: processTicks(pid),
      pgMs: postgresCpuMs(),
      loadUs: cpu.user + cpu.system,
      noise: cpuSupported() ? snapshot(ourPids()) : null,
    };
  };
  const from: (Sample | undefined)[] = [];
  const to: (Sample | undefined)[] = [];
  const started = performance.now();
  const timers: NodeJS.Timeout[] = [];
  for (let w = 0; w < modes.length; w++) {
    timers.push(setTimeout(() => (from[w] = sample()), w * windowMs + settleMs));
    if (w < modes.length - 1) timers.push(setTimeout(() => (to[w] = sample()), (w + 1) * windowMs));
  }
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: modes.length * windowS,
    timeout: 30,
    headers: BROWSER_HEADERS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: rng.pick(paths) }) }],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    const t = performance.now() - started;
    const w = Math.min(modes.length - 1, Math.floor(t / windowMs));
    const ok = status >= 200 && status <= 299;
    if (ok && modes[w] === 'com') {
      events[w]! += 1;
      sender.enqueue();
    }
    if (t - w * windowMs < settleMs) return;
    latencies[w]!.push(ms);
    if (!ok) non2xx[w]! += 1;
  });
  const result = await instance;
  to[modes.length - 1] = sample();
  for (const t of timers) clearTimeout(t);
  await sender.drain();
  const failures = result.errors + result.timeouts;
  return modes.map((mode, w) => {
    const sorted = Float64Array.from(latencies[w]!).sort();
    const n = Math.max(1, sorted.length);
    const a = from[w];
    const b = to[w];
    return {
      index: w + 1,
      mode,
      pages: sorted.length,
      rps: sorted.length / ((windowMs - settleMs) / 1000),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      // autocannon's errors and timeouts are not per window: the last window carries them.
      non2xx: non2xx[w]! + (w === modes.length - 1 ? failures : 0),
      events: events[w]!,
      appCpuMs: a && b ? ((b.ticks - a.ticks) * 1000) / HZ / n : Number.NaN,
      pgCpuMs: a && b ? Math.max(0, b.pgMs - a.pgMs) / n : Number.NaN,
      loadCpuMs: a && b ? (b.loadUs - a.loadUs) / 1000 / n : Number.NaN,
      othersCores: a?.noise && b?.noise ? othersCores(a.noise, b.noise) : null,
    };
  });
}

/** What one event costs alone: the app's and PostgreSQL's CPU per event, its batch's write included. */
interface EventsOnly {
  seconds: number;
  events: number;
  ok: number;
  rps: number;
  p50: number;
  p95: number;
  appCpuMs: number;
  pgCpuMs: number;
  othersCores: number | null;
}

/**
 * Events only, EVENT_CONNECTIONS at a time for `seconds`, then one flush period: the CPU the
 * app's process and PostgreSQL spent from the start to after the batch's write, per event.
 */
async function eventsOnly(pid: number, sender: EventSender, seconds: number): Promise<EventsOnly> {
  sender.reset();
  const before = cpuSupported() ? snapshot(ourPids()) : null;
  const ticks0 = processTicks(pid);
  const pg0 = postgresCpuMs();
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) await sender.send();
  };
  await Promise.all(Array.from({ length: EVENT_CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const noise = before ? othersCores(before, snapshot(ourPids())) : null;
  await new Promise((r) => setTimeout(r, FLUSH_MS + 1000));
  const appMs = ((processTicks(pid) - ticks0) * 1000) / HZ;
  const pgMs = postgresCpuMs() - pg0;
  const sorted = Float64Array.from(sender.latencies).sort();
  const n = Math.max(1, sender.answered);
  return {
    seconds: elapsed,
    events: sender.answered,
    ok: sender.ok,
    rps: sender.answered / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    appCpuMs: appMs / n,
    pgCpuMs: Math.max(0, pgMs) / n,
    othersCores: noise,
  };
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

interface PagesResult {
  pages: number;
  windows: PageWindow[];
  /** Median over the windows of each mode. */
  medians: Record<Mode, ModeFigures>;
  /** The medians' change of p95 with counting, and the median of each neighbouring pair's change. */
  p95Change: number;
  p95PairChange: number;
  eventsOnly: EventsOnly | null;
  counted: {
    eventsSent: number;
    events204: number;
    keys: number;
    rows: number;
    views: number;
    salts: number;
  };
  eventStatuses: Record<string, number>;
}

async function pagesPart(): Promise<PagesResult> {
  if (!fs.existsSync(path.join(ROOT, 'build/server/index.js')))
    throw new Error('Build do site ausente: rode "npm run build" antes de npm run bench:stats.');
  const { url, child } = await startChildServer('pages-server.ts', DATABASE_URL, {
    LOG_LEVEL: 'warn',
    // One address sends every event here: the per-IP limit must not be what is measured.
    RATE_LIMIT_STATS_IP: '999999/1s',
    STATS_FLUSH_MS: String(FLUSH_MS),
  });
  let windows: PageWindow[] = [];
  let alone: EventsOnly | null = null;
  const statuses: Record<string, number> = {};
  let eventsSent = 0;
  let events204 = 0;
  let sender: EventSender | undefined;
  /** Adds the events of the load just run (measured or not) to the totals. */
  const tally = (s: EventSender) => {
    eventsSent += s.answered;
    events204 += s.ok;
    for (const [status, c] of Object.entries(s.statuses)) statuses[status] = (statuses[status] ?? 0) + c;
    s.reset();
  };
  try {
    const pages = await pickPages(url);
    console.log(`${pages.length} páginas de anúncio publicadas (${pages[0]?.path} ...)`);
    for (const n of [0, 1, 2, 999_999])
      if (isbot(browserAgent(n))) throw new Error(`isbot: ${browserAgent(n)}`);
    sender = new EventSender(url, pages, EVENT_CONNECTIONS);
    // The warm-up: both routes, the page's code and the recorder's flush (not measured).
    process.stdout.write(`▶ aquecimento (${WARMUP} s, com contagem) ... `);
    await alternatingLoad(url, child.pid!, pages, sender, ['com'], WARMUP, 0);
    if (sender.ok === 0) throw new Error(`nenhum evento respondeu 204: ${JSON.stringify(sender.statuses)}`);
    tally(sender);
    await new Promise((r) => setTimeout(r, FLUSH_MS + 1000));
    console.log('ok');
    const modes = windowOrder(WINDOWS);
    process.stdout.write(
      `▶ ${WINDOWS} janelas de ${WINDOW} s (as primeiras ${SETTLE} s de cada uma não medidas), ${modes.join(' ')} ... `,
    );
    const noise = await waitForQuiet();
    console.log(`(outros ${fmt(noise, 2)} núcleo antes)`);
    windows = await alternatingLoad(url, child.pid!, pages, sender, modes, WINDOW, SETTLE);
    tally(sender);
    for (const w of windows) {
      console.log(
        `  ${String(w.index).padStart(2)} ${w.mode}: ${fmt(w.rps, 0)} páginas/s, p50 ${fmt(w.p50)} p95 ${fmt(w.p95)} p99 ${fmt(w.p99)} ms` +
          (w.mode === 'com' ? `; ${w.events} eventos` : '') +
          `; CPU por página: app ${fmt(w.appCpuMs, 2)}, PostgreSQL ${fmt(w.pgCpuMs, 2)}, gerador ${fmt(w.loadCpuMs, 2)} ms` +
          (w.othersCores === null ? '' : `; outros ${fmt(w.othersCores, 2)} núcleo`),
      );
    }
    await new Promise((r) => setTimeout(r, FLUSH_MS + 1000));
    if (EVENTS_ONLY > 0) {
      process.stdout.write(`▶ eventos sozinhos (${EVENTS_ONLY} s, ${EVENT_CONNECTIONS} conexões) ... `);
      await waitForQuiet();
      alone = await eventsOnly(child.pid!, sender, EVENTS_ONLY);
      tally(sender);
      console.log(
        `${fmt(alone.rps, 0)} eventos/s, p50 ${fmt(alone.p50)} p95 ${fmt(alone.p95)} ms; CPU por evento (com a gravação do lote): ` +
          `app ${fmt(alone.appCpuMs, 3)}, PostgreSQL ${fmt(alone.pgCpuMs, 3)} ms` +
          (alone.othersCores === null ? '' : `; outros ${fmt(alone.othersCores, 2)} núcleo`),
      );
    }
  } finally {
    sender?.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  // The stop wrote the last batch: what the counting stored.
  const counted = await withClient(async (client) => {
    const { rows } = await client.query<{ keys: number; rows: number; views: number; salts: number }>(
      `select (select count(*)::int from estatisticas_visitantes) as keys,
              (select count(*)::int from estatisticas_anuncios) as rows,
              (select coalesce(sum(visualizacoes), 0)::int from estatisticas_anuncios) as views,
              (select count(*)::int from estatisticas_sal) as salts`,
    );
    return rows[0]!;
  });
  const medianOf = (mode: Mode): ModeFigures => {
    const of = windows.filter((w) => w.mode === mode);
    return {
      rps: median(of.map((w) => w.rps)),
      p50: median(of.map((w) => w.p50)),
      p95: median(of.map((w) => w.p95)),
      p99: median(of.map((w) => w.p99)),
      appCpuMs: median(of.map((w) => w.appCpuMs)),
      pgCpuMs: median(of.map((w) => w.pgCpuMs)),
      loadCpuMs: median(of.map((w) => w.loadCpuMs)),
    };
  };
  const medians = { sem: medianOf('sem'), com: medianOf('com') };
  // Neighbours of different modes: windows 1-2 (sem, com), 3-4 (com, sem), ...
  const pairChanges: number[] = [];
  for (let i = 0; i + 1 < windows.length; i += 2) {
    const [x, y] = [windows[i]!, windows[i + 1]!];
    const [off, on] = x.mode === 'sem' ? [x, y] : [y, x];
    pairChanges.push(on.p95 / off.p95 - 1);
  }
  return {
    pages: DETAIL_URLS,
    windows,
    medians,
    p95Change: medians.com.p95 / medians.sem.p95 - 1,
    p95PairChange: median(pairChanges),
    eventsOnly: alone,
    counted: { eventsSent, events204, ...counted },
    eventStatuses: statuses,
  };
}

function pagesTable(r: PagesResult): string {
  const lines = [
    `| janela | contagem | páginas/s | p50 | p95 | p99 | eventos | CPU do app por página (ms) | CPU do PostgreSQL por página (ms) | CPU do gerador por página (ms) | outros (núcleos) |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const w of r.windows) {
    lines.push(
      `| ${w.index} | ${w.mode} | ${fmt(w.rps, 1)} | ${fmt(w.p50)} | ${fmt(w.p95)} | ${fmt(w.p99)} | ` +
        `${w.mode === 'com' ? w.events : '–'} | ${fmt(w.appCpuMs, 2)} | ${fmt(w.pgCpuMs, 2)} | ${fmt(w.loadCpuMs, 2)} | ` +
        `${w.othersCores === null ? '–' : fmt(w.othersCores, 2)} |`,
    );
  }
  for (const mode of ['sem', 'com'] as const) {
    const m = r.medians[mode];
    lines.push(
      `| **mediana** | **${mode}** | **${fmt(m.rps, 1)}** | **${fmt(m.p50)}** | **${fmt(m.p95)}** | **${fmt(m.p99)}** | | ` +
        `${fmt(m.appCpuMs, 2)} | ${fmt(m.pgCpuMs, 2)} | ${fmt(m.loadCpuMs, 2)} | |`,
    );
  }
  const a = r.eventsOnly;
  if (a) {
    lines.push(
      '',
      `Eventos sozinhos (${EVENT_CONNECTIONS} conexões, ${fmt(a.seconds, 0)} s): ${fmt(a.rps, 0)} eventos/s, p50 ${fmt(a.p50)} ms, ` +
        `p95 ${fmt(a.p95)} ms; CPU por evento, a gravação do lote incluída: app ${fmt(a.appCpuMs, 3)} ms, PostgreSQL ${fmt(a.pgCpuMs, 3)} ms.`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Part 2: storage after EVENTS events

/** The event kinds and their shares: ~80% views, ~20% contact kinds (conversations included). */
const KIND_SHARES: [StatKind, number][] = [
  ['visualizacao', 0.8],
  ['whatsapp', 0.08],
  ['mapa', 0.04],
  ['favorito', 0.03],
  ['site', 0.02],
  ['redes', 0.02],
  ['conversa', 0.01],
];

/** Desktop and phone browsers of a visitor (the user-agent half of the visitor's key). */
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
];

interface TableSize {
  table: string;
  rows: number;
  totalBytes: number;
  heapBytes: number;
  indexBytes: number;
}

interface StorageResult {
  events: number;
  days: number;
  firstDay: string;
  lastDay: string;
  zipf: { s: number; q: number; published: number };
  seconds: number;
  eventsPerSecond: number;
  recordSeconds: number;
  flushSeconds: number;
  cleanUpSeconds: number;
  flushes: number;
  /** CPU per event, µs: this process (record, the keys' hashes, the statements), every postgres process. */
  nodeCpuUs: number;
  pgCpuUs: number;
  /** Cores other processes of the machine used meanwhile (the machine is shared). */
  othersCores: number | null;
  /** Every 10 days: events so far, events/s since the line before, the others' cores meanwhile. */
  progress: { day: number; events: number; rate: number; othersCores: number | null }[];
  peakRssMb: number;
  kinds: Record<string, number>;
  /** As the clean-up and autovacuum left them, after a plain VACUUM (ANALYZE). */
  sizes: TableSize[];
  /** After VACUUM FULL: the same rows, packed. */
  packed: TableSize[];
  counted: { views: number; contacts: number; listings: number };
}

async function tableSizes(client: pg.Client): Promise<TableSize[]> {
  const out: TableSize[] = [];
  for (const t of STATS_TABLES) {
    const { rows } = await client.query<{ rows: number; total: string; heap: string; idx: string }>(
      `select (select count(*)::int from ${t}) as rows, pg_total_relation_size($1) as total,
              pg_table_size($1) as heap, pg_indexes_size($1) as idx`,
      [t],
    );
    const r = rows[0]!;
    out.push({
      table: t,
      rows: r.rows,
      totalBytes: Number(r.total),
      heapBytes: Number(r.heap),
      indexBytes: Number(r.idx),
    });
  }
  return out;
}

async function storagePart(): Promise<StorageResult> {
  const firstDay = addDays(LAST_DAY, -(DAYS - 1));
  const codes = await withClient(async (client) => {
    const { rows } = await client.query<{ codigo: number }>(
      `select codigo from anuncios where status = 'publicado' order by codigo`,
    );
    return rows.map((r) => r.codigo);
  });
  const rng = new Rng(`${SEED}:storage`);
  // Popularity has nothing to do with the code: ranks over a shuffled list.
  rng.shuffle(codes);
  const ads = new WeightedSampler(zipfWeights(codes.length, ZIPF_S, ZIPF_Q));
  const kinds = new WeightedSampler(KIND_SHARES.map(([, share]) => share));
  const kindCounts: Record<string, number> = {};

  const database = await openDatabase({ url: DATABASE_URL, poolMax: 4 });
  const repo = createListingStatsRepository(database.db);
  // Brasília is UTC-3 all year: its midnight is 03:00 UTC.
  const start = new Date(`${firstDay}T03:00:00Z`).getTime();
  const clock = createManualClock(new Date(start));
  let warnings = 0;
  const recorder = createStatsRecorder({
    repo,
    inTransaction: (work) => database.db.transaction((tx) => work(createListingStatsRepository(tx))),
    clock,
    flushMs: 60_000,
    log: {
      warn(obj, msg) {
        warnings += 1;
        console.error(
          `\n✗ recorder: ${msg ?? ''} ${obj instanceof Error ? obj.message : JSON.stringify(obj)}`,
        );
      },
    },
  });

  console.log(
    `${EVENTS.toLocaleString('pt-BR')} eventos de ${firstDay} a ${LAST_DAY} sobre ${codes.length.toLocaleString('pt-BR')} ` +
      `anúncios publicados (Zipf s=${ZIPF_S}, q=${ZIPF_Q}), lote a cada ${FLUSH_EVERY.toLocaleString('pt-BR')} eventos`,
  );
  let recordMs = 0;
  let flushMs = 0;
  let cleanUpMs = 0;
  let flushes = 0;
  let peakRss = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const pg0 = postgresCpuMs();
  const noise0 = cpuSupported() ? snapshot(ourPids()) : null;
  const progress: StorageResult['progress'] = [];
  let mark = { events: 0, at: t0, noise: noise0 };
  const flush = async () => {
    const f0 = performance.now();
    await recorder.flush();
    flushMs += performance.now() - f0;
    flushes += 1;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (warnings > 0) throw new Error('o recorder não gravou um lote (veja acima)');
  };
  let day = -1;
  let sinceFlush = 0;
  let chunkStart = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    // Event i at its place in the period: day and time within the day, in order.
    const at = (i * DAYS) / EVENTS;
    const d = Math.floor(at);
    if (d !== day) {
      recordMs += performance.now() - chunkStart;
      if (sinceFlush > 0) await flush();
      sinceFlush = 0;
      day = d;
      const today = addDays(firstDay, d);
      clock.set(new Date(start + d * DAY));
      // The job at 00:10: the days before today's salts and keys, and counts older than 400 days.
      const c0 = performance.now();
      await repo.cleanUp(today, addDays(today, -KEEP_DAYS));
      cleanUpMs += performance.now() - c0;
      if (d > 0 && (d % 10 === 0 || d === DAYS - 1)) {
        const now = performance.now();
        const rate = (i - mark.events) / ((now - mark.at) / 1000);
        const noise = mark.noise ? othersCores(mark.noise, snapshot(ourPids())) : null;
        progress.push({ day: d, events: i, rate, othersCores: noise });
        console.log(
          `  dia ${d + 1}/${DAYS} (${today}): ${i.toLocaleString('pt-BR')} eventos em ${formatDuration(now - t0)}, ` +
            `${Math.round(rate).toLocaleString('pt-BR')}/s desde a linha anterior, RSS ${Math.round(peakRss / 2 ** 20)} MB` +
            (noise === null ? '' : `, outros ${fmt(noise, 2)} núcleo`),
        );
        mark = { events: i, at: now, noise: cpuSupported() ? snapshot(ourPids()) : null };
      }
      chunkStart = performance.now();
    }
    clock.set(new Date(start + at * DAY));
    const kind = KIND_SHARES[kinds.sample(rng)]![0];
    kindCounts[kind] = (kindCounts[kind] ?? 0) + 1;
    const listingCode = codes[ads.sample(rng)]!;
    if (kind === 'conversa') {
      // A resident's account (the bench database has 50,000 users); an owner's own is dropped.
      const user = rng.int(1, 50_000);
      recorder.record({ listingCode, kind, visitor: accountVisitor(user), viewerCode: user });
    } else {
      const ip = `${rng.int(1, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
      recorder.record({ listingCode, kind, visitor: pageVisitor(ip, rng.pick(AGENTS)), viewerCode: null });
    }
    if (++sinceFlush >= FLUSH_EVERY) {
      recordMs += performance.now() - chunkStart;
      await flush();
      sinceFlush = 0;
      chunkStart = performance.now();
    }
  }
  recordMs += performance.now() - chunkStart;
  await flush();
  await recorder.stop();
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const pgMs = postgresCpuMs() - pg0;
  const noise = noise0 ? othersCores(noise0, snapshot(ourPids())) : null;
  await database.close();
  console.log(
    `  ${EVENTS.toLocaleString('pt-BR')} eventos em ${formatDuration(seconds * 1000)}: ` +
      `${Math.round(EVENTS / seconds).toLocaleString('pt-BR')} eventos/s`,
  );

  return withClient(async (client) => {
    const { rows } = await client.query<{ views: number; contacts: number; listings: number }>(
      `select coalesce(sum(visualizacoes), 0)::int as views,
              coalesce(sum(whatsapp + mapa + site + redes + favoritos + conversas), 0)::int as contacts,
              count(distinct anuncio)::int as listings
       from estatisticas_anuncios`,
    );
    for (const t of STATS_TABLES) await client.query(`vacuum (analyze) ${t}`);
    const sizes = await tableSizes(client);
    for (const t of STATS_TABLES) await client.query(`vacuum full ${t}`);
    const packed = await tableSizes(client);
    if (args.keep) console.log('--keep: as linhas ficam nas tabelas de estatísticas');
    else await client.query(`truncate ${STATS_TABLES.join(', ')}`);
    return {
      events: EVENTS,
      days: DAYS,
      firstDay,
      lastDay: LAST_DAY,
      zipf: { s: ZIPF_S, q: ZIPF_Q, published: codes.length },
      seconds,
      eventsPerSecond: EVENTS / seconds,
      recordSeconds: recordMs / 1000,
      flushSeconds: flushMs / 1000,
      cleanUpSeconds: cleanUpMs / 1000,
      flushes,
      nodeCpuUs: (cpu.user + cpu.system) / EVENTS,
      pgCpuUs: (Math.max(0, pgMs) * 1000) / EVENTS,
      othersCores: noise,
      progress,
      peakRssMb: Math.round(peakRss / 2 ** 20),
      kinds: kindCounts,
      sizes,
      packed,
      counted: rows[0]!,
    };
  });
}

const pct = (change: number) => `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function storageTable(r: StorageResult): string {
  const lines = [
    '| tabela | linhas | total (MB) | tabela (MB) | índices (MB) | bytes por linha | total após VACUUM FULL (MB) | bytes por linha após VACUUM FULL |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [i, s] of r.sizes.entries()) {
    const p = r.packed[i]!;
    const per = (bytes: number, rows: number) => (rows > 0 ? (bytes / rows).toFixed(0) : '–');
    lines.push(
      `| ${s.table} | ${s.rows.toLocaleString('pt-BR')} | ${mb(s.totalBytes)} | ${mb(s.heapBytes)} | ${mb(s.indexBytes)} | ` +
        `${per(s.totalBytes, s.rows)} | ${mb(p.totalBytes)} | ${per(p.totalBytes, p.rows)} |`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

function gitDescribe(): string | null {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const { published } = await prepareTables();
  const commit = gitDescribe();
  console.log(
    `Banco: ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')} (${published.toLocaleString('pt-BR')} anúncios publicados), commit ${commit ?? '?'}`,
  );
  let pages: PagesResult | null = null;
  let storage: StorageResult | null = null;
  const tables: string[] = [];
  if (PARTS.includes('pages')) {
    console.log(
      `\n── A página do anúncio com e sem contagem: ${CONNECTIONS} conexões, ${WINDOWS} janelas de ${WINDOW} s alternadas ──`,
    );
    pages = await pagesPart();
    const table = pagesTable(pages);
    tables.push(table);
    const c = pages.counted;
    console.log(`\n${table}\n`);
    console.log(
      `p95 com contagem: ${pct(pages.p95Change)} entre as medianas, ${pct(pages.p95PairChange)} na mediana dos pares vizinhos (alvo ≤ +5%). ` +
        `Contado: ${c.eventsSent} eventos enviados (${c.events204} com 204) → ${c.keys} chaves de visitante, ` +
        `${c.views} visualizações em ${c.rows} linhas de anúncio e dia.`,
    );
    await withClient((client) => client.query(`truncate ${STATS_TABLES.join(', ')}`));
  }
  if (PARTS.includes('storage')) {
    console.log(`\n── Armazenamento após ${EVENTS.toLocaleString('pt-BR')} eventos ──`);
    storage = await storagePart();
    const table = storageTable(storage);
    tables.push(table);
    console.log(`\n${table}\n`);
    console.log(
      `${storage.counted.views.toLocaleString('pt-BR')} visualizações e ${storage.counted.contacts.toLocaleString('pt-BR')} contatos ` +
        `em ${storage.counted.listings.toLocaleString('pt-BR')} anúncios; ${Math.round(storage.eventsPerSecond).toLocaleString('pt-BR')} eventos/s ` +
        `(registro ${fmt(storage.recordSeconds)} s, lotes ${fmt(storage.flushSeconds)} s, limpeza diária ${fmt(storage.cleanUpSeconds)} s), ` +
        `RSS máximo ${storage.peakRssMb} MB; CPU por evento: este processo ${fmt(storage.nodeCpuUs)} µs, ` +
        `PostgreSQL ${fmt(storage.pgCpuUs)} µs` +
        (storage.othersCores === null ? '' : `; outros processos ${fmt(storage.othersCores, 2)} núcleo`),
    );
  }
  writeResults(
    'stats',
    {
      git: commit,
      database: { name: databaseName(), published },
      options: {
        windows: WINDOWS,
        window: WINDOW,
        settle: SETTLE,
        warmup: WARMUP,
        connections: CONNECTIONS,
        eventConnections: EVENT_CONNECTIONS,
        flushMs: FLUSH_MS,
        events: EVENTS,
        days: DAYS,
        flushEvery: FLUSH_EVERY,
        kinds: KIND_SHARES,
      },
      pages,
      storage,
    },
    tables.join('\n\n'),
  );
  if (pages && pages.windows.some((w) => w.non2xx > 0)) {
    console.error('✗ respostas fora de 2xx durante a medição');
    process.exitCode = 1;
  }
}

runBench(main);
