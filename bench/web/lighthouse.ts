/**
 * Lighthouse (12.8.2, mobile preset: simulated 4x CPU, 150 ms RTT, 1.6 Mbps) on three public
 * pages of the production build: home, `/anuncios?q=bolo` and a listing detail page.
 *
 *   npm run bench:web [-- --build | --no-build] [--runs 1]
 *
 * Builds the web app when build/ is missing or older than src/web (or with --build), starts
 * the production server like playwright.config.ts does (`node --import tsx src/server/server.ts`,
 * PGlite in data/bench-web seeded with demo data on its first start, a free port), runs Lighthouse in Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium, headless, no sandbox), prints
 * Performance / Accessibility / SEO / Best Practices per page with the Core Web Vitals lab
 * metrics, the audits that failed, and writes the whole table as JSON to
 * bench/results/lighthouse-<timestamp>.json. --no-build measures the build/ already there (while
 * others run e2e against it, a rebuild would swap its assets under them). With --runs N each page is measured N times and
 * the median performance run is kept.
 * Targets: Performance >= 95, Accessibility 100, SEO 100, Best Practices >= 95.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { listingDetailParams } from '#shared/paths.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const DATA_DIR = path.join(ROOT, 'data/bench-web');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  'best-practices': 95,
};

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} precisa de um inteiro >= 1`);
  return value;
};
const RUNS = option('runs', 1);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfNeeded(): void {
  const serverBuild = path.join(ROOT, 'build/server/index.js');
  const stale =
    !fs.existsSync(serverBuild) || fs.statSync(serverBuild).mtimeMs < newestMtime(path.join(ROOT, 'src/web'));
  if (flag('no-build') && fs.existsSync(serverBuild)) {
    console.log('--no-build: usando o build/ existente.');
    return;
  }
  if (!flag('build') && !stale) {
    console.log('build/ em dia com src/web: sem rebuild (use --build para forçar).');
    return;
  }
  console.log('Gerando o build de produção (npm run build)...');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`o servidor não respondeu em ${timeoutMs / 1000} s: ${url}`);
}

function startServer(port: number, baseUrl: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(DATA_DIR, 'pglite'),
      UPLOADS_DIR: path.join(DATA_DIR, 'uploads'),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX: 'true',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      DATABASE_URL: '',
    },
  });
  return child;
}

interface ListingSummary {
  codigoANUNCIO: number;
  tipoANUNCIO: number;
  slugANUNCIO?: string | null;
  tituloANUNCIO: string;
  imagens?: unknown[];
}

/** A listing with pictures (the detail page's LCP is its first image), else any listing. */
async function detailPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/anuncios?limit=50`);
  const { data } = (await res.json()) as { data: ListingSummary[] };
  const listing = data.find((l) => (l.imagens?.length ?? 0) > 0) ?? data[0];
  if (!listing) throw new Error('nenhum anúncio publicado nos dados de demonstração');
  const p = listingDetailParams(listing);
  return `/detalhe/${p.tipoSlug}/${p.codigo}/${p.slug}`;
}

interface PageResult {
  page: string;
  url: string;
  scores: Record<string, number>;
  metrics: Record<string, string>;
  /** The LCP element and how its time splits (TTFB, load delay, load time, render delay). */
  lcp: { element: string; phases: Record<string, number> } | null;
  failed: string[];
}

interface LcpDetails {
  items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[];
}

function lcpOf(audit: { details?: unknown } | undefined): PageResult['lcp'] {
  const [elementTable, phaseTable] = (audit?.details as LcpDetails | undefined)?.items ?? [];
  const element = elementTable?.items?.[0]?.node?.snippet;
  if (!element) return null;
  const phases = Object.fromEntries(
    (phaseTable?.items ?? []).flatMap((i) => (i.phase ? [[i.phase, Math.round(i.timing ?? 0)]] : [])),
  );
  return { element, phases };
}

async function measure(url: string, port: number): Promise<PageResult & { perf: number }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
  const failed = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${c}: ${a!.id} (${a!.score})${a!.displayValue ? ` ${a!.displayValue}` : ''}`),
  );
  return {
    page: '',
    url,
    scores,
    perf: scores.performance ?? 0,
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    lcp: lcpOf(lhr.audits['largest-contentful-paint-element']),
    failed,
  };
}

async function main(): Promise<void> {
  buildIfNeeded();
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`Servidor de produção em ${baseUrl} (PGlite em ${path.relative(ROOT, DATA_DIR)})...`);
  const server = startServer(port, baseUrl);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(`${baseUrl}/api/health`, server, 300_000);
    const pages = [
      { page: 'home', path: '/' },
      { page: 'busca', path: '/anuncios?q=bolo' },
      { page: 'detalhe', path: await detailPath(baseUrl) },
    ];
    // One plain request each first: the first render of a route loads its modules.
    for (const p of pages) await fetch(`${baseUrl}${p.path}`);

    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const results: PageResult[] = [];
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${baseUrl}${p.path}`, chrome.port));
      runs.sort((a, b) => a.perf - b.perf);
      const { perf: _perf, ...median } = runs[Math.floor(runs.length / 2)]!;
      results.push({ ...median, page: p.page, url: p.path });
    }

    console.log('\nLighthouse 12.8.2, mobile (simulado), Chromium de', CHROME_PATH);
    console.table(
      results.map((r) => ({
        página: `${r.page} ${r.url}`,
        Performance: r.scores.performance,
        Acessibilidade: r.scores.accessibility,
        SEO: r.scores.seo,
        'Boas práticas': r.scores['best-practices'],
        ...r.metrics,
      })),
    );
    let belowTarget = false;
    for (const r of results) {
      for (const c of CATEGORIES) {
        if ((r.scores[c] ?? 0) < TARGETS[c]) {
          belowTarget = true;
          console.log(`abaixo da meta: ${r.page} ${c} ${r.scores[c]} < ${TARGETS[c]}`);
        }
      }
      if (r.failed.length) console.log(`\n${r.page}: auditorias com nota < 1\n  ${r.failed.join('\n  ')}`);
      if (r.lcp && r.failed.some((f) => f.includes('largest-contentful-paint')))
        console.log(`  LCP: ${r.lcp.element.slice(0, 160)}\n  fases (ms): ${JSON.stringify(r.lcp.phases)}`);
    }
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const chromeVersion = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
    fs.writeFileSync(
      file,
      JSON.stringify(
        { date: new Date().toISOString(), chrome: chromeVersion, runs: RUNS, targets: TARGETS, results },
        null,
        2,
      ),
    );
    console.log(
      `\nResultados em ${path.relative(ROOT, file)}${belowTarget ? ' (há páginas abaixo da meta)' : ''}`,
    );
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r).once('error', r));
  }
}

await main();
