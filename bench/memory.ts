/**
 * Memory of the embedded portal under sustained browsing (`npm start` held 873 MB of
 * RSS after 45 minutes). Starts the portal as `npm start` does (scripts/start.mjs: its Node flags
 * and environment; PGlite; the production build; demo data seeded into a fresh data directory),
 * then browses it for --minutes with --visitors concurrent visitors: the home, searches with
 * many different texts (pages and API), listing details, condominium pages, type pages, the
 * sitemap. Every --sample seconds it reads the server's memory from /proc: RSS and its anonymous
 * part (status), split by the shape of the mappings in smaps into PGlite's WebAssembly memory,
 * malloc's arenas and the rest (V8's heap above all); a probe loaded into the process
 * (lib/memory-probe.ts) adds V8's own figures. At the end: the CPU the portal spent per request
 * and the latency by kind of page.
 *
 *   npm run bench:memory -- [--minutes 10] [--visitors 4] [--sample 10] [--data-dir DIR]
 *                           [--port 0] [--env KEY=VALUE,...] [--node-flags "..."]
 *
 * Without --data-dir a temporary directory is created (first start: initdb and the demo seed,
 * about a minute) and removed at the end; with it, a directory seeded before is reused (a later
 * start). --env and --node-flags change the server's environment and Node flags (a setting under
 * test). Results: bench/results/memory-<timestamp>.json; docs/performance-log.md §11.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from './lib/args.ts';
import { Rng } from './lib/prng.ts';
import { buildVocabulary } from './lib/vocabulary.ts';
import { NODE_FLAGS, SERVER_ENV } from '../scripts/start.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);

const args = parseArgs(process.argv.slice(2), {
  minutes: { type: 'number', help: 'minutos de navegação (padrão 10)' },
  visitors: { type: 'number', help: 'visitantes simultâneos (padrão 4)' },
  sample: { type: 'number', help: 'segundos entre medições de memória (padrão 10)' },
  'data-dir': {
    type: 'string',
    help: 'diretório de dados (PGLITE_DIR e uploads dentro dele); padrão: um novo diretório temporário',
  },
  port: { type: 'number', help: 'porta do portal (padrão: uma livre)' },
  env: { type: 'string', help: 'variáveis extras para o servidor, CHAVE=valor separadas por vírgula' },
  'node-flags': {
    type: 'string',
    help: 'flags do Node no lugar das de npm start (scripts/start.mjs), separadas por espaço; "" = nenhuma',
  },
  seed: { type: 'string', help: 'semente da navegação (padrão nc-memory)' },
  root: {
    type: 'string',
    help: 'checkout do portal a medir (padrão: este; outro, p. ex. um git worktree, para medir o "antes")',
  },
  'server-env': {
    type: 'boolean',
    help: 'o ambiente de scripts/start.mjs (MALLOC_MMAP_THRESHOLD_); --server-env=false para medir sem ele',
  },
});

/** The portal measured: this checkout, or --root. */
const PORTAL_ROOT = args.root ? path.resolve(args.root) : ROOT;
const WITH_SERVER_ENV = args['server-env'] ?? true;
const MINUTES = args.minutes ?? 10;
const VISITORS = Math.max(1, args.visitors ?? 4);
const SAMPLE_S = Math.max(1, args.sample ?? 10);
const rng = new Rng(args.seed ?? 'nc-memory');

interface Sample {
  /** Seconds since browsing started (negative: before). */
  t: number;
  requests: number;
  rssMb: number;
  anonMb: number;
  fileMb: number;
  hwmMb: number;
  /** Resident WebAssembly memory (PGlite's heap): see `classify`. */
  wasmMb: number;
  /** Resident malloc memory: the brk heap and glibc's per-thread arenas. */
  mallocMb: number;
  /** Other anonymous memory: V8's heap pages, large blocks malloc maps on their own, stacks. */
  otherAnonMb: number;
  /** From the probe inside the process (bench/lib/memory-probe.ts), when it has written. */
  v8?: {
    heapTotalMb: number;
    heapUsedMb: number;
    externalMb: number;
    arrayBuffersMb: number;
    /** Full collections so far, and the heap in use just after the last one. */
    majorGcs: number;
    afterMajorGcMb: number;
  };
}

const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
const GIB = 1024 * 1024; // in kB

function readStatus(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const m = /^(\w+):\s+(\d+) kB/.exec(line);
    if (m) out[m[1]!] = Number(m[2]);
  }
  return out;
}

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  path: string;
  sizeKb: number;
  rssKb: number;
}

function readMappings(pid: number): Mapping[] {
  const maps: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      maps.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3]!,
        path: head[4]!.trim(),
        sizeKb: 0,
        rssKb: 0,
      });
      continue;
    }
    const m = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    const current = maps[maps.length - 1];
    if (m && current) current[m[1] === 'Size' ? 'sizeKb' : 'rssKb'] = Number(m[2]);
  }
  return maps;
}

/**
 * Splits the anonymous resident memory by who mapped it, from the shapes the mappings have:
 * - a WebAssembly memory is one reservation of 8 or 10 GiB (its 4 GiB of 32-bit address space
 *   plus guard regions), readable and writable only up to its current size: an rw mapping
 *   followed by an inaccessible one, the two together at least 8 GiB;
 * - glibc's per-thread malloc arenas are 64 MiB-aligned reservations of 64 MiB, rw up to what
 *   they use; the main arena is the brk `[heap]`;
 * - the rest (V8's heap pages, large blocks malloc maps on their own, thread stacks) is "other".
 */
function classify(maps: Mapping[]): { wasmKb: number; mallocKb: number; otherAnonKb: number } {
  let wasmKb = 0;
  let mallocKb = 0;
  let otherAnonKb = 0;
  const ARENA = 64n * 1024n * 1024n;
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i]!;
    const next = maps[i + 1];
    if (m.path === '[heap]') {
      mallocKb += m.rssKb;
      continue;
    }
    if (m.path !== '' || m.rssKb === 0) continue;
    const reserveKb = next && next.start === m.end && next.perms.startsWith('---') ? next.sizeKb : 0;
    if (m.perms.startsWith('rw') && m.sizeKb + reserveKb >= 8 * GIB) wasmKb += m.rssKb;
    else if (m.start % ARENA === 0n && (m.sizeKb + reserveKb) * 1024 === Number(ARENA)) mallocKb += m.rssKb;
    else otherAnonKb += m.rssKb;
  }
  return { wasmKb, mallocKb, otherAnonKb };
}

function readProbe(file: string): Sample['v8'] {
  try {
    const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>;
    return {
      heapTotalMb: mb(p.heapTotalKb!),
      heapUsedMb: mb(p.heapUsedKb!),
      externalMb: mb(p.externalKb!),
      arrayBuffersMb: mb(p.arrayBuffersKb!),
      majorGcs: p.majorGcs ?? 0,
      afterMajorGcMb: mb(p.afterMajorGcKb ?? 0),
    };
  } catch {
    return undefined;
  }
}

function sampleMemory(pid: number, t: number, requests: number, probeFile: string): Sample {
  const s = readStatus(pid);
  const parts = classify(readMappings(pid));
  return {
    t: Math.round(t),
    requests,
    rssMb: mb(s.VmRSS ?? 0),
    anonMb: mb(s.RssAnon ?? 0),
    fileMb: mb(s.RssFile ?? 0),
    hwmMb: mb(s.VmHWM ?? 0),
    wasmMb: mb(parts.wasmKb),
    mallocMb: mb(parts.mallocKb),
    otherAnonMb: mb(parts.otherAnonKb),
    v8: readProbe(probeFile),
  };
}

function describe(s: Sample): string {
  const v8 = s.v8
    ? `; V8: heap ${s.v8.heapTotalMb} (em uso ${s.v8.heapUsedMb}; ${s.v8.afterMajorGcMb} após a última de ` +
      `${s.v8.majorGcs} coletas completas), externa ${s.v8.externalMb}`
    : '';
  return (
    `RSS ${s.rssMb} MB (anônima ${s.anonMb}: WASM ${s.wasmMb}, malloc ${s.mallocMb}, outra ${s.otherAnonMb}; ` +
    `arquivos ${s.fileMb})${v8}; pico ${s.hwmMb} MB`
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The Node flags of `npm start` (scripts/start.mjs), or --node-flags. */
function startFlags(): string[] {
  if (args['node-flags'] !== undefined) return args['node-flags'].split(/[\s_]+(?=--)|\s+/).filter(Boolean);
  return [...NODE_FLAGS];
}

function extraEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (args.env ?? '').split(',').filter(Boolean)) {
    const i = pair.indexOf('=');
    if (i < 1) throw new Error(`--env: use CHAVE=valor (${pair})`);
    out[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return out;
}

/** Starts the portal like `npm start`; resolves once it listens ("NC no ar em ..."). */
function startPortal(dataDir: string, port: number, probeFile: string): Promise<ChildProcess> {
  // As scripts/start.mjs runs it: its environment, unless this one says otherwise.
  const env: NodeJS.ProcessEnv = {
    ...(WITH_SERVER_ENV ? SERVER_ENV : {}),
    ...process.env,
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NC_MEMORY_PROBE_FILE: probeFile,
    ...extraEnv(),
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // start.ts sets production, as under npm start
  const flags = startFlags();
  const shown = Object.keys(SERVER_ENV)
    .filter((k) => env[k] !== undefined)
    .map((k) => `${k}=${env[k]} `)
    .join('');
  console.log(
    `Portal em ${PORTAL_ROOT}: ${shown}node ${flags.join(' ')} --import tsx src/server/cli/start.ts (dados em ${dataDir})`,
  );
  const probe = path.join(BENCH_DIR, 'lib/memory-probe.ts');
  const child = spawn(
    process.execPath,
    [...flags, '--import', 'tsx', '--import', probe, 'src/server/cli/start.ts'],
    {
      cwd: PORTAL_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (d: Buffer) => {
      const text = d.toString();
      // The request log is not kept (it is what `npm start` prints; reading it keeps the pipe flowing).
      if (buffer.length < 100_000) buffer += text;
      if (/NC no ar em/.test(buffer)) {
        buffer = '';
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => {
      const text = d.toString();
      if (/error|erro/i.test(text)) process.stderr.write(`[portal] ${text.slice(0, 500)}`);
    });
    child.once('exit', (code) => reject(new Error(`o portal saiu com código ${code} antes de escutar`)));
  });
}

interface Catalogue {
  listings: number[];
  condominiums: number[];
  words: string[];
}

async function catalogue(base: string): Promise<Catalogue> {
  const listings: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await fetch(`${base}/api/anuncios?limit=50&page=${page}`);
    const body = (await res.json()) as { data: { codigoANUNCIO: number }[]; totalPages: number };
    listings.push(...body.data.map((l) => l.codigoANUNCIO));
    if (page >= body.totalPages) break;
  }
  const condos = (await (await fetch(`${base}/api/condominios?limit=200`)).json()) as {
    data: { codigoCONDOMINIO: number }[];
  };
  const words = buildVocabulary().all.filter((w) => w.length >= 3 && !w.includes('-'));
  return { listings, condominiums: condos.data.map((c) => c.codigoCONDOMINIO), words };
}

const UFS = ['SP', 'RJ', 'MG', 'PR', 'RS', 'BA', 'PE', 'CE', 'DF', 'GO', 'SC'];

/** A different search text almost every time: one to three words, sometimes a typo or an exclusion. */
function searchText(c: Catalogue): string {
  const n = rng.int(1, 3);
  const words = Array.from({ length: n }, () => rng.pick(c.words));
  if (rng.next() < 0.15) words[0] = `${words[0]!.slice(0, -1)}${rng.pick(['a', 'e', 'o', 's'])}`;
  if (n > 1 && rng.next() < 0.1) words[n - 1] = `-${words[n - 1]}`;
  return words.join(' ');
}

type PageKind =
  | 'home'
  | 'busca (página)'
  | 'busca (API)'
  | 'busca unificada'
  | 'detalhe'
  | 'condomínio'
  | 'lista'
  | 'sitemap';

function nextUrl(c: Catalogue): { kind: PageKind; url: string } {
  const r = rng.next();
  const q = () => encodeURIComponent(searchText(c));
  if (r < 0.15) return { kind: 'home', url: '/' };
  if (r < 0.35)
    return {
      kind: 'busca (página)',
      url: `/anuncios?q=${q()}${rng.next() < 0.3 ? `&estado=${rng.pick(UFS)}` : ''}`,
    };
  if (r < 0.5)
    return {
      kind: 'busca (API)',
      url: `/api/anuncios?q=${q()}${rng.next() < 0.3 ? `&tipo=${rng.int(1, 4)}` : ''}`,
    };
  if (r < 0.6) return { kind: 'busca unificada', url: `/busca?q=${q()}` };
  if (r < 0.8) return { kind: 'detalhe', url: `/anuncios/${rng.pick(c.listings)}` };
  if (r < 0.9) return { kind: 'condomínio', url: `/condominios/${rng.pick(c.condominiums)}` };
  if (r < 0.95)
    return {
      kind: 'lista',
      url: rng.pick(['/produtos', '/servicos', '/oportunidades', '/comodidades', '/destaques']),
    };
  return { kind: 'sitemap', url: '/sitemap.xml' };
}

function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ = 100
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(PORTAL_ROOT, 'build/server/index.js')))
    throw new Error('Build do site ausente: rode "npm run build" antes.');
  const dataDir = args['data-dir']
    ? path.resolve(args['data-dir'])
    : fs.mkdtempSync(path.join(os.tmpdir(), 'nc-memory-'));
  const temporary = !args['data-dir'];
  const port = args.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const probeFile = path.join(os.tmpdir(), `nc-memory-probe-${process.pid}.json`);
  const portal = await startPortal(dataDir, port, probeFile);
  const pid = portal.pid!;
  const samples: Sample[] = [];
  let requests = 0;
  let failures = 0;
  const statuses: Record<string, number> = {};
  const latencies: Partial<Record<PageKind, number[]>> = {};
  let cpuDuringMs = 0;
  try {
    console.log(`Portal no ar em ${Math.round((performance.now() - startedAt) / 1000)} s (pid ${pid}).`);
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the probe writes every 2 s
    samples.push(sampleMemory(pid, -1, 0, probeFile));
    console.log(`  ao subir: ${describe(samples[0]!)}`);
    const c = await catalogue(base);
    console.log(
      `${c.listings.length} anúncios, ${c.condominiums.length} condomínios; navegando ${MINUTES} min com ${VISITORS} visitantes...`,
    );
    const t0 = performance.now();
    const cpu0 = cpuMs(pid);
    const end = t0 + MINUTES * 60_000;
    const visitor = async () => {
      while (performance.now() < end) {
        const { kind, url } = nextUrl(c);
        try {
          const started = performance.now();
          const res = await fetch(base + url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
          await res.arrayBuffer();
          (latencies[kind] ??= []).push(performance.now() - started);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (res.status >= 500) failures += 1;
        } catch {
          failures += 1;
        }
        requests += 1;
      }
    };
    const timer = setInterval(() => {
      const s = sampleMemory(pid, (performance.now() - t0) / 1000, requests, probeFile);
      samples.push(s);
      console.log(`  ${String(s.t).padStart(5)} s  ${String(s.requests).padStart(7)} req  ${describe(s)}`);
    }, SAMPLE_S * 1000);
    await Promise.all(Array.from({ length: VISITORS }, visitor));
    clearInterval(timer);
    cpuDuringMs = cpuMs(pid) - cpu0;
    samples.push(sampleMemory(pid, (performance.now() - t0) / 1000, requests, probeFile));
  } finally {
    portal.kill('SIGTERM');
    await new Promise((resolve) => portal.once('exit', resolve));
    if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(probeFile, { force: true });
  }
  const last = samples[samples.length - 1]!;
  const tail = samples.slice(Math.floor(samples.length / 2));
  const mean = (k: 'rssMb' | 'anonMb' | 'wasmMb' | 'mallocMb' | 'otherAnonMb') =>
    Math.round(tail.reduce((n, s) => n + s[k], 0) / tail.length);
  const byKind = Object.fromEntries(
    Object.entries(latencies).map(([kind, values]) => [
      kind,
      { n: values.length, p50: +percentile(values, 50).toFixed(1), p95: +percentile(values, 95).toFixed(1) },
    ]),
  );
  const summary = {
    requests,
    cpuMsPerRequest: +(cpuDuringMs / Math.max(1, requests)).toFixed(2),
    latencyMs: byKind,
    failures,
    statuses,
    minutes: MINUTES,
    visitors: VISITORS,
    afterStart: samples[0],
    end: last,
    secondHalfMean: {
      rssMb: mean('rssMb'),
      anonMb: mean('anonMb'),
      wasmMb: mean('wasmMb'),
      mallocMb: mean('mallocMb'),
      otherAnonMb: mean('otherAnonMb'),
    },
  };
  console.log(
    `\nFim: ${requests} requisições (${failures} falhas; ${JSON.stringify(statuses)}). ` +
      `Ao subir: ${describe(samples[0]!)}.\nAo fim: ${describe(last)}.\n` +
      `Média da 2ª metade: RSS ${summary.secondHalfMean.rssMb} MB (WASM ${summary.secondHalfMean.wasmMb}, ` +
      `malloc ${summary.secondHalfMean.mallocMb}, outra anônima ${summary.secondHalfMean.otherAnonMb}).`,
  );
  console.log(
    `CPU do portal: ${summary.cpuMsPerRequest} ms por requisição. Latência (ms, com ${VISITORS} visitantes):`,
  );
  for (const [kind, l] of Object.entries(byKind))
    console.log(`  ${kind.padEnd(16)} n=${l.n} p50 ${l.p50} p95 ${l.p95}`);
  const outDir = path.join(BENCH_DIR, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `memory-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), env: extraEnv(), flags: startFlags(), summary, samples },
      null,
      2,
    ),
  );
  console.log(`Resultados em ${path.relative(process.cwd(), file)}`);
  if (failures > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(`\n✗ ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
