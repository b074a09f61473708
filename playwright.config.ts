import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * E2E journeys against the production server (built web app, real API, PGlite seeded with demo
 * data), in Debian's Chromium: never a downloaded browser (stack-notes §10).
 * E2E_BASE_URL points the tests at a server that is already running instead.
 */
// A port per run (several runs may share the machine: a CI clone beside a working tree); the
// workers inherit it through the environment like the run id below. E2E_PORT fixes it.
// 3659 is on Chromium's list of unsafe ports (ERR_UNSAFE_PORT): the next one is taken instead.
const pidPort = 3100 + (process.pid % 800);
process.env.NC_E2E_PORT ??= process.env.E2E_PORT ?? String(pidPort === 3659 ? 3660 : pidPort);
const PORT = Number(process.env.NC_E2E_PORT);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);
// The e2e server's ViaCEP is the tests' local fake (src/server/test/viacep-fake.ts), never the
// internet: it knows 01001-000 and 20040-020 (the admin's "Buscar CEP" journey) and answers any
// other CEP as not found, which the portal's own CEP tables then answer (their fallback). A port the system says is free when the run starts (a fixed offset from the
// server's once met a machine's epmd on 4369), inherited by the workers like the server's;
// E2E_VIACEP_PORT fixes it.
process.env.NC_E2E_VIACEP_PORT ??= process.env.E2E_VIACEP_PORT ?? String(await freePort());
const VIACEP_PORT = Number(process.env.NC_E2E_VIACEP_PORT);
// BrasilAPI, asked when ViaCEP fails or does not know a code (ADR 020), is a local fake
// too (src/server/test/brasilapi-fake.ts): it knows 89010-025 (Blumenau), which the ViaCEP fake
// does not. Both fakes drop the connection for 68999-xxx: look-ups no service answers.
process.env.NC_E2E_BRASILAPI_PORT ??= process.env.E2E_BRASILAPI_PORT ?? String(await freePort());
const BRASILAPI_PORT = Number(process.env.NC_E2E_BRASILAPI_PORT);

// A fresh folder per run, for its PGlite database and its uploaded images (the demo seed fills
// only an empty database), so that two runs can share a checkout: CI runs two groups of journeys
// side by side, each against its own server (.ci/run). Workers load this file too and inherit the
// run id through the environment; only the main process prunes the folders of earlier runs, and
// never one still in use (below).
const E2E_ROOT = path.join('data', 'e2e');
process.env.NC_E2E_RUN ??= `${Date.now()}-${process.pid}`;
// The demo accounts' password for this run (the server seeds with it; e2e/accounts/helpers.ts
// logs in as the demo admin to read the outbox). Against E2E_BASE_URL, DEMO_PASSWORD must be
// that server's demo password.
const DEMO_PASSWORD = (process.env.NC_E2E_DEMO_PASSWORD ??=
  process.env.DEMO_PASSWORD ?? randomBytes(12).toString('base64url'));
const runDir = path.join(E2E_ROOT, `run-${process.env.NC_E2E_RUN}`);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pidIn = (file: string) => (fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : NaN);
// A run's folder is in use while the Playwright process that made it runs (owner.pid) or its
// server does (PGlite's lock file); `.new-<pid>` is a folder being made by that process.
const inUse = (name: string) => {
  const made = /^\.new-(\d+)$/.exec(name);
  if (made) return isAlive(Number(made[1]));
  const dir = path.join(E2E_ROOT, name);
  return [path.join(dir, 'owner.pid'), path.join(dir, 'pglite.lock')].some((file) => isAlive(pidIn(file)));
};
// E2E_SEED_FROM: a folder already seeded with the demo data (its `pglite` and `uploads`, made
// with this run's DEMO_PASSWORD), copied into a new run's folder, whose server then finds data
// and does not seed. CI seeds once for its two groups (.ci/run): drawing the demo's pictures is
// the longest part of a server's first start.
const seedFrom = process.env.E2E_SEED_FROM;
if (!externalBaseUrl && process.env.TEST_WORKER_INDEX === undefined) {
  fs.mkdirSync(E2E_ROOT, { recursive: true });
  for (const name of fs.readdirSync(E2E_ROOT)) {
    const dir = path.join(E2E_ROOT, name);
    if (dir !== runDir && !inUse(name)) fs.rmSync(dir, { recursive: true, force: true });
  }
  // Made aside, then renamed into place with its owner already in it: a run starting beside
  // this one never finds it ownerless, mid-copy, and prunes it.
  if (!fs.existsSync(runDir)) {
    const made = path.join(E2E_ROOT, `.new-${process.pid}`);
    fs.rmSync(made, { recursive: true, force: true });
    fs.mkdirSync(made);
    if (seedFrom) fs.cpSync(seedFrom, made, { recursive: true });
    fs.renameSync(made, runDir);
  }
  fs.writeFileSync(path.join(runDir, 'owner.pid'), String(process.pid));
}

// Debian's headless shell (package chromium-headless-shell, the same Chromium without the
// browser's window layers; Playwright's own default for headless runs) when installed: the
// journeys cost about a third less CPU in it than in the full browser (ADR 021). Otherwise
// Debian's full Chromium. CHROMIUM_PATH picks another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  // Traces of failures; two runs side by side (CI) each need their own, since a run empties it first.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // Longer on CI, whose machine runs two groups side by side on two cores: the longest journeys
  // (sign-up, password recovery: axe on five pages, a countdown) took 23-28 s alone on a slow day.
  timeout: isCI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'pt-BR',
    // On CI a failed journey is tried again with a trace (it retries once); recording one for
    // every journey and keeping only the failures' cost about a quarter of the run's CPU
    // (docs/performance.md §4). Elsewhere, with no retry, a failure keeps its trace.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      // Without the networking flags Chromium keeps calling Google hosts the closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: `node --import tsx -e "import('./src/server/test/viacep-fake.ts').then((m) => m.startViaCepFake(${VIACEP_PORT}))"`,
          port: VIACEP_PORT,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          command: `node --import tsx -e "import('./src/server/test/brasilapi-fake.ts').then((m) => m.startBrasilApiFake(${BRASILAPI_PORT}))"`,
          port: BRASILAPI_PORT,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          command: 'node --import tsx src/server/server.ts',
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          // First start migrates and seeds demo data, pictures included.
          timeout: 180_000,
          stdout: 'pipe',
          stderr: 'pipe',
          env: {
            NODE_ENV: 'production',
            PORT: String(PORT),
            HOST: '127.0.0.1',
            PGLITE_DIR: path.join(runDir, 'pglite'),
            UPLOADS_DIR: path.join(runDir, 'uploads'),
            PUBLIC_URL: baseURL,
            LOG_LEVEL: 'warn',
            // No mail server: e-mails stay in the outbox, which production shows to admins only. The
            // account journeys read their links from /dev/emails.json as the demo admin (password
            // below), and sign up and log in more often from one address than real people do.
            MAIL_OUTBOX: 'true',
            // The sandbox payment gateway, which production refuses unless told so.
            PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
            // Tests never reach the internet: ViaCEP and BrasilAPI are the local fakes above.
            VIACEP_URL: `http://127.0.0.1:${VIACEP_PORT}/ws`,
            VIACEP_TIMEOUT_MS: '500',
            BRASILAPI_URL: `http://127.0.0.1:${BRASILAPI_PORT}/api/cep/v1`,
            BRASILAPI_TIMEOUT_MS: '500',
            DEMO_PASSWORD,
            // The statistics' recorder writes its batch every 200 ms instead of every 5 s, so a
            // journey sees its visits in the panel at once (ADR 024).
            STATS_FLUSH_MS: '200',
            // The saved searches' alerts run every minute instead of every 5 (issue 36): a journey
            // sees an alert in the outbox within a minute or so of the ad's approval.
            ALERTS_CRON: '* * * * *',
            RATE_LIMIT_LOGIN_IP: '200/1m',
            RATE_LIMIT_REGISTER_IP: '200/30m',
            RATE_LIMIT_RECOVERY_IP: '200/15m',
            RATE_LIMIT_RESEND_IP: '200/15m',
          },
        },
      ],
});

/** A TCP port nothing listens on right now (asked of the system: listen on port 0, then close). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
