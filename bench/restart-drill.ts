/**
 * The restart drill (docs/operations.md §3): HAProxy in front of two NC
 * processes on one PostgreSQL database, under mixed load, while each process is restarted in
 * turn with SIGTERM and then one is killed with kill -9. Loopback only; a few minutes at most.
 *
 *   npm run drill:restart -- [--seconds 60] [--clients 8] [--postgres-url postgres://...] [--keep]
 *
 * 1. HAProxy (Debian's `haproxy`; installed with apt-get when missing and run as root, else
 *    the drill says how) with deploy/haproxy-drill.cfg: readiness checks on
 *    /api/health/ready, retries of requests that could not be sent, and of GETs left without
 *    an answer.
 * 2. A scratch database `nc_drill_restart_<pid>`, migrated and seeded with the demo data once,
 *    then dropped (--keep leaves it and the run's directory).
 * 3. Two portals as `npm start` runs them (`node scripts/start.mjs`, the compiled server,
 *    NODE_ENV=production, SHUTDOWN_DELAY and SHUTDOWN_TIMEOUT at their defaults) on ports of
 *    their own, behind the proxy.
 * 4. --seconds of load through the proxy by --clients clients, each logged in as a demo
 *    advertiser: searches (one and two words), listing detail (API and page), the home page,
 *    logins, messages sent, favourites added. Meanwhile: SIGTERM to A (its start.mjs, as systemd
 *    does), started again once it exited, and back in the proxy's pool; the same for B; then
 *    kill -9 of A's server, started again. The load lasts until 5 s after the last step.
 * 5. Every acknowledged write (session token, message id, favourite) is looked up in the
 *    database.
 * Goals (exit 0 when all are met): no failed request from the first SIGTERM until B is back; after
 * kill -9, failures only among requests A held when it was killed; no acknowledged write missing.
 * Results: the summary printed, and bench/results/restart-drill-<timestamp>.json.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { paths } from '#shared/paths.ts';
import { openDatabase } from '#server/db/client.ts';
import { seedWithDemoLogins } from '#server/db/seed/with-demo-logins.ts';
import { buildServer, isServerBundleFresh } from '../scripts/build-server.mjs';
import { parseArgs } from './lib/args.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const args = parseArgs(process.argv.slice(2), {
  seconds: { type: 'number', help: 'segundos de carga, no mínimo (padrão 60)' },
  clients: { type: 'number', help: 'clientes simultâneos (padrão 8)' },
  'postgres-url': {
    type: 'string',
    help: 'PostgreSQL onde criar e apagar o banco de rascunho (padrão postgres://postgres@127.0.0.1:5432/postgres)',
  },
  keep: { type: 'boolean', help: 'não apaga o banco de rascunho nem o diretório da execução' },
  limit: { type: 'number', help: 'limite de tempo da execução inteira, em segundos (padrão 420)' },
});
const LOAD_SECONDS = args.seconds ?? 60;
const CLIENTS = args.clients ?? 8;
const ADMIN_URL = args['postgres-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LIMIT_SECONDS = args.limit ?? 420;
const DEMO_PASSWORD = 'senha-do-exercicio-1';
const PORTS = { proxy: 38_080, a: 38_081, b: 38_082 };

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-restart-drill-'));
const dbName = `nc_drill_restart_${process.pid}`;
const databaseUrl = withDbName(ADMIN_URL, dbName);
const t0 = performance.now();
const now = () => performance.now() - t0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const log = (line: string) => console.log(`[${(now() / 1000).toFixed(1).padStart(6)} s] ${line}`);

// ---------------------------------------------------------------------------------------------
// The processes: two portals and the proxy.

class Portal {
  readonly name: 'a' | 'b';
  readonly port: number;
  private child: ChildProcess | undefined;
  private exited: Promise<number | string> = Promise.resolve(0);
  private starts = 0;
  constructor(name: 'a' | 'b', port: number) {
    this.name = name;
    this.port = port;
  }

  /** `node scripts/start.mjs`, as `npm start` (and the systemd unit) runs the portal. */
  start(): void {
    const logFile = path.join(runDir, `${this.name}-${++this.starts}.log`);
    const out = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_URL: `http://127.0.0.1:${PORTS.proxy}`,
        SEED_ON_START: 'false',
        UPLOADS_DIR: path.join(runDir, 'uploads'),
        LOG_LEVEL: 'warn',
        // One address (the drill's) for every client: the per-IP and per-account limits would
        // refuse the load; they are not what is measured.
        RATE_LIMIT_LOGIN_IP: '100000/1m',
        RATE_LIMIT_LOGIN_ACCOUNT: '100000/1m',
        RATE_LIMIT_MESSAGES_USER: '100000/1m',
      },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    this.child = child;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve(code ?? signal ?? '?')),
    );
  }

  /** SIGTERM to start.mjs (systemd's KillMode=mixed), which passes it on to the server. */
  async terminate(): Promise<number | string> {
    this.child?.kill('SIGTERM');
    return this.exited;
  }

  /** kill -9 of the server process itself (start.mjs's child); start.mjs then ends the same way. */
  async kill9(): Promise<void> {
    const server = serverPidOf(this.child!.pid!);
    process.kill(server, 'SIGKILL');
    await this.exited;
  }

  async waitReady(timeoutMs = 120_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}/api/health/ready`);
        await res.arrayBuffer();
        if (res.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    throw new Error(`${this.name}: não ficou pronto em ${timeoutMs / 1000} s (veja ${runDir})`);
  }

  stop(): void {
    const server = this.child?.pid ? serverPidOfOrNull(this.child.pid) : null;
    if (this.child && this.child.exitCode === null && this.child.signalCode === null)
      this.child.kill('SIGKILL');
    if (server) process.kill(server, 'SIGKILL');
  }
}

/** start.mjs's child that runs the compiled server (not esbuild's, while it compiles). */
function serverPidOfOrNull(parent: number): number | null {
  try {
    const children = fs.readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim().split(/\s+/);
    const server = children.find((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('build/server-bundle/start.mjs');
      } catch {
        return false;
      }
    });
    return server ? Number(server) : null;
  } catch {
    return null;
  }
}

function serverPidOf(parent: number): number {
  const pid = serverPidOfOrNull(parent);
  if (!pid) throw new Error(`processo filho de ${parent} não encontrado`);
  return pid;
}

let haproxy: ChildProcess | undefined;
const statsSocket = path.join(runDir, 'haproxy.sock');

function startHaproxy(): void {
  const out = fs.openSync(path.join(runDir, 'haproxy.log'), 'a');
  haproxy = spawn('haproxy', ['-db', '-f', path.join(ROOT, 'deploy/haproxy-drill.cfg')], {
    env: {
      ...process.env,
      DRILL_PROXY_PORT: String(PORTS.proxy),
      DRILL_PORT_A: String(PORTS.a),
      DRILL_PORT_B: String(PORTS.b),
      DRILL_STATS_SOCKET: statsSocket,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
}

/** The proxy's view of a server: its state (UP, DOWN, ...) and the requests it holds now. */
async function proxyServer(name: 'a' | 'b'): Promise<{ status: string; current: number }> {
  const csv = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(statsSocket);
    let data = '';
    socket.on('data', (d: Buffer) => (data += d.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.write('show stat\n');
  });
  const [header, ...rows] = csv.trim().split('\n');
  const fields = header!.replace(/^# /, '').split(',');
  const row = rows.map((r) => r.split(',')).find((r) => r[0] === 'portal' && r[1] === name);
  if (!row) throw new Error(`servidor ${name} ausente das estatísticas do HAProxy`);
  return { status: row[fields.indexOf('status')]!, current: Number(row[fields.indexOf('scur')]) };
}

async function waitProxyUp(name: 'a' | 'b', timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await proxyServer(name)).status.startsWith('UP')) return;
    } catch {
      // The socket is not there yet.
    }
    await sleep(50);
  }
  throw new Error(`o HAProxy não pôs ${name} no ar em ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------
// The load.

interface Fixtures {
  users: { code: number; email: string }[];
  listings: { code: number; owner: number; href: string }[];
  words: string[];
}

interface Client {
  user: { code: number; email: string };
  token: string;
}

interface Result {
  action: string;
  start: number;
  end: number;
  status: number;
  ok: boolean;
  server: string;
  error?: string;
}

interface Acknowledged {
  sessions: string[];
  messages: number[];
  favourites: [number, number][];
}

const results: Result[] = [];
const acknowledged: Acknowledged = { sessions: [], messages: [], favourites: [] };
const base = `http://127.0.0.1:${PORTS.proxy}`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function call(
  action: string,
  url: string,
  init: RequestInit,
  expected: number,
): Promise<{ ok: boolean; body: unknown }> {
  const start = now();
  try {
    const res = await fetch(base + url, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    const ok = res.status === expected;
    results.push({
      action,
      start,
      end: now(),
      status: res.status,
      ok,
      server: res.headers.get('x-nc-servidor') ?? '',
    });
    return { ok, body: ok && text.startsWith('{') ? JSON.parse(text) : null };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const error = cause ? `${String(err)}: ${cause.code ?? cause.message}` : String(err);
    results.push({ action, start, end: now(), status: 0, ok: false, server: '', error });
    return { ok: false, body: null };
  }
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function login(action: string, user: { email: string }): Promise<string | null> {
  const { ok, body } = await call(
    action,
    '/api/usuarios/login',
    json({ usuario: user.email, senha: DEMO_PASSWORD }),
    200,
  );
  const token = ok ? (body as { token: string }).token : null;
  if (token) acknowledged.sessions.push(token);
  return token;
}

/** One request of the mix, as `client`; weights out of 100. */
const MIX: { weight: number; run(client: Client, f: Fixtures): Promise<unknown> }[] = [
  {
    weight: 25,
    run: (_c, f) => call('busca', `/api/anuncios?q=${encodeURIComponent(pick(f.words))}`, {}, 200),
  },
  {
    weight: 10,
    run: (_c, f) =>
      call(
        'busca (2 palavras)',
        `/api/anuncios?q=${encodeURIComponent(`${pick(f.words)} ${pick(f.words)}`)}`,
        {},
        200,
      ),
  },
  { weight: 10, run: (_c, f) => call('detalhe (API)', `/api/anuncios/${pick(f.listings).code}`, {}, 200) },
  { weight: 10, run: (_c, f) => call('detalhe (página)', pick(f.listings).href, {}, 200) },
  { weight: 15, run: () => call('início', '/', {}, 200) },
  {
    weight: 3,
    run: async (c) => {
      const token = await login('login', c.user);
      if (token) c.token = token;
    },
  },
  {
    weight: 12,
    run: async (c, f) => {
      const listing = pick(f.listings.filter((l) => l.owner !== c.user.code));
      const { ok, body } = await call(
        'mensagem',
        '/api/mensagens',
        json(
          { anuncio: listing.code, conteudo: `Olá! Ainda está disponível? (exercício ${Date.now()})` },
          c.token,
        ),
        201,
      );
      if (ok) acknowledged.messages.push((body as { mensagem: { id: number } }).mensagem.id);
    },
  },
  {
    weight: 15,
    run: async (c, f) => {
      const listing = pick(f.listings);
      const { ok } = await call(
        'favorito',
        `/api/favoritos/${listing.code}`,
        { method: 'PUT', headers: { authorization: `Bearer ${c.token}` } },
        200,
      );
      if (ok) acknowledged.favourites.push([c.user.code, listing.code]);
    },
  },
];

function pickAction() {
  let r = Math.random() * MIX.reduce((n, m) => n + m.weight, 0);
  for (const m of MIX) if ((r -= m.weight) < 0) return m;
  return MIX[0]!;
}

async function runClient(client: Client, f: Fixtures, until: () => boolean): Promise<void> {
  while (!until()) await pickAction().run(client, f);
}

// ---------------------------------------------------------------------------------------------
// Set-up, the drill, the checks.

async function ensureHaproxy(): Promise<void> {
  if (spawnSync('haproxy', ['-v']).status === 0) return;
  const howTo = 'sudo apt-get update && sudo apt-get install -y haproxy';
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version']).status !== 0) {
    throw new Error(`HAProxy não está instalado. Instale o pacote do Debian e rode de novo: ${howTo}`);
  }
  log('HAProxy ausente: instalando o pacote do Debian (apt-get install haproxy)...');
  for (const cmd of [['update'], ['install', '-y', 'haproxy']]) {
    const r = spawnSync('apt-get', cmd, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) throw new Error(`apt-get ${cmd.join(' ')} falhou; instale à mão: ${howTo}`);
  }
}

async function prepare(): Promise<Fixtures> {
  if (!fs.existsSync(path.join(ROOT, 'build/server/index.js'))) {
    log('gerando o build da interface (react-router build)...');
    const r = spawnSync(path.join(ROOT, 'node_modules/.bin/react-router'), ['build'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error('falha no build da interface');
  }
  // Both portals start at once: the bundle is made here, not by each start.mjs.
  if (!isServerBundleFresh()) {
    log('compilando o servidor (scripts/build-server.mjs)...');
    await buildServer();
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  log(`banco ${dbName}: migrações e dados de demonstração...`);
  const database = await openDatabase({ url: databaseUrl, poolMax: 4 });
  try {
    await database.migrate();
    await seedWithDemoLogins(
      database.db,
      {
        PGLITE_DIR: path.join(runDir, 'pglite'),
        DEMO_PASSWORD,
        ARGON2_MEMORY_KIB: 19_456,
        ARGON2_TIME_COST: 2,
      },
      { uploadsDir: path.join(runDir, 'uploads') },
    );
  } finally {
    await database.close();
  }
  return withDatabase(async (c) => {
    const users = await c.query<{ code: number; email: string }>(
      `select codigo as code, email from usuarios
        where nivel = 2 and ativo and senha_hash is not null and email_confirmado_em is not null order by codigo`,
    );
    const listings = await c.query<{
      code: number;
      owner: number;
      tipo: number;
      slug: string;
      titulo: string;
    }>(
      `select codigo as code, anunciante as owner, tipo, slug, titulo from anuncios where status = 'publicado'`,
    );
    const words = new Set<string>();
    for (const l of listings.rows)
      for (const w of l.titulo.toLowerCase().split(/[^\p{L}]+/u)) if (w.length >= 5) words.add(w);
    return {
      users: users.rows,
      listings: listings.rows.map((l) => ({
        code: l.code,
        owner: l.owner,
        href: paths.listingDetail.getHref({
          codigoANUNCIO: l.code,
          tipoANUNCIO: l.tipo,
          slugANUNCIO: l.slug,
          tituloANUNCIO: l.titulo,
        }),
      })),
      words: [...words],
    };
  });
}

interface Step {
  name: string;
  at: number;
}
/** How each process exited after its SIGTERM (0: on its own, in time). */
const exitCodes: Record<string, number | string> = {};

async function drill(portals: { a: Portal; b: Portal }, steps: Step[]): Promise<{ inFlightAtKill: number }> {
  const mark = (name: string) => {
    steps.push({ name, at: now() });
    log(name);
  };
  const restart = async (p: Portal) => {
    mark(`SIGTERM ${p.name}`);
    exitCodes[p.name] = await p.terminate();
    mark(`${p.name} saiu (código ${exitCodes[p.name]})`);
    p.start();
    mark(`${p.name} iniciado de novo`);
    await p.waitReady();
    mark(`${p.name} pronto`);
    await waitProxyUp(p.name);
    mark(`${p.name} no ar no HAProxy`);
  };
  await sleep(8_000);
  await restart(portals.a);
  await sleep(2_000);
  await restart(portals.b);
  await sleep(4_000);
  const inFlightAtKill = (await proxyServer('a')).current;
  mark('kill -9 a');
  await portals.a.kill9();
  mark('a morto');
  portals.a.start();
  mark('a iniciado de novo');
  await portals.a.waitReady();
  mark('a pronto');
  await waitProxyUp('a');
  mark('a no ar no HAProxy');
  return { inFlightAtKill };
}

async function checkWrites(): Promise<{ kind: string; acknowledged: number; missing: number }[]> {
  return withDatabase(async (c) => {
    const hashes = acknowledged.sessions.map((t) => createHash('sha256').update(t, 'utf8').digest('hex'));
    const sessions = await c.query<{ n: number }>(
      'select count(distinct token_hash)::int as n from sessoes where token_hash = any($1)',
      [hashes],
    );
    const messages = await c.query<{ n: number }>(
      'select count(*)::int as n from conversa_mensagens where id = any($1)',
      [acknowledged.messages],
    );
    const pairs = [...new Set(acknowledged.favourites.map(([u, l]) => `${u}:${l}`))];
    const favourites = await c.query<{ n: number }>(
      `select count(*)::int as n from favoritos f
         join unnest($1::int[], $2::int[]) as a(usuario, anuncio) on a.usuario = f.usuario and a.anuncio = f.anuncio`,
      [pairs.map((p) => Number(p.split(':')[0])), pairs.map((p) => Number(p.split(':')[1]))],
    );
    return [
      {
        kind: 'sessões (login)',
        acknowledged: new Set(hashes).size,
        missing: new Set(hashes).size - sessions.rows[0]!.n,
      },
      {
        kind: 'mensagens',
        acknowledged: acknowledged.messages.length,
        missing: acknowledged.messages.length - messages.rows[0]!.n,
      },
      { kind: 'favoritos', acknowledged: pairs.length, missing: pairs.length - favourites.rows[0]!.n },
    ];
  });
}

async function withDatabase<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function withDbName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<boolean> {
  await ensureHaproxy();
  const fixtures = await prepare();
  log(
    `${fixtures.users.length} anunciantes, ${fixtures.listings.length} anúncios publicados, ${fixtures.words.length} palavras`,
  );
  const portals = { a: new Portal('a', PORTS.a), b: new Portal('b', PORTS.b) };
  portalsToStop = [portals.a, portals.b];
  portals.a.start();
  portals.b.start();
  await Promise.all([portals.a.waitReady(), portals.b.waitReady()]);
  startHaproxy();
  await Promise.all([waitProxyUp('a'), waitProxyUp('b')]);
  log('HAProxy e os dois portais no ar');

  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const user = fixtures.users[i % fixtures.users.length]!;
    const token = await login('login (preparo)', user);
    if (!token) throw new Error(`login de ${user.email} falhou antes da carga`);
    clients.push({ user, token });
  }
  results.length = 0;

  const loadStart = now();
  let sequenceDone = Number.POSITIVE_INFINITY;
  const until = () => now() - loadStart >= LOAD_SECONDS * 1000 && now() >= sequenceDone + 5_000;
  const steps: Step[] = [];
  const load = Promise.all(clients.map((c) => runClient(c, fixtures, until)));
  const { inFlightAtKill } = await drill(portals, steps).finally(() => (sequenceDone = now()));
  await load;
  const loadEnd = now();
  const writes = await checkWrites();

  // Judgement by window: a request counts in a window if it was in flight during it.
  const at = (name: string) => steps.find((s) => s.name === name)!.at;
  const rollingFrom = at('SIGTERM a');
  const rollingTo = at('b no ar no HAProxy');
  const killedAt = at('kill -9 a');
  // The kernel tears the process down after the signal: until it is reaped, its listening
  // socket may still take a connection, and that request dies with it.
  const deadAt = at('a morto');
  const failed = results.filter((r) => !r.ok);
  const inRolling = failed.filter((r) => r.end >= rollingFrom && r.start <= rollingTo);
  const afterKill = failed.filter((r) => r.end >= killedAt);
  // Held by A when it died: sent before it was gone and answered by the proxy for A (its 502),
  // or left without an answer.
  const heldByKilled = afterKill.filter((r) => r.start < deadAt && (r.server === 'a' || r.status === 0));
  const otherAfterKill = afterKill.filter((r) => !heldByKilled.includes(r));
  const outside = failed.filter((r) => !inRolling.includes(r) && !afterKill.includes(r));

  const byAction = new Map<string, { n: number; failed: number }>();
  for (const r of results) {
    const a = byAction.get(r.action) ?? { n: 0, failed: 0 };
    a.n++;
    if (!r.ok) a.failed++;
    byAction.set(r.action, a);
  }
  const loadMs = loadEnd - loadStart;
  const restarts = ['a', 'b'].map((name) => ({
    name,
    exitCode: exitCodes[name],
    exitAfterSigterm: at(`${name} saiu (código ${exitCodes[name]})`) - at(`SIGTERM ${name}`),
    readyAfterStart: at(`${name} pronto`) - at(`${name} iniciado de novo`),
    upAfterStart: at(`${name} no ar no HAProxy`) - at(`${name} iniciado de novo`),
  }));
  const killRestart = {
    readyAfterStart:
      steps.filter((s) => s.name === 'a pronto').at(-1)!.at -
      steps.filter((s) => s.name === 'a iniciado de novo').at(-1)!.at,
  };
  const goals = [
    {
      goal: 'reinício com SIGTERM (a, depois b): nenhuma requisição falha, cada processo sai com 0',
      ok: inRolling.length === 0 && restarts.every((r) => r.exitCode === 0),
      detail: `${inRolling.length} falhas; códigos de saída ${restarts.map((r) => `${r.name} ${r.exitCode}`).join(', ')}`,
    },
    {
      goal: 'kill -9: só falham requisições que o processo morto tinha',
      ok: otherAfterKill.length === 0,
      detail: `${heldByKilled.length} falhas dele (o HAProxy contava ${inFlightAtKill} em curso em a), ${otherAfterKill.length} outras`,
    },
    {
      goal: 'nenhuma escrita confirmada falta no banco',
      ok: writes.every((w) => w.missing === 0),
      detail: writes.map((w) => `${w.kind}: ${w.acknowledged} confirmadas, ${w.missing} faltando`).join('; '),
    },
  ];

  console.log(
    `\nCarga: ${results.length} requisições em ${seconds(loadMs)} (${Math.round(results.length / (loadMs / 1000))}/s), ${CLIENTS} clientes, ${failed.length} falhas no total (${outside.length} fora das janelas)`,
  );
  for (const [action, a] of byAction)
    console.log(`  ${action.padEnd(20)} ${String(a.n).padStart(6)}  falhas ${a.failed}`);
  console.log('Reinícios:');
  for (const r of restarts)
    console.log(
      `  ${r.name}: saiu (código ${r.exitCode}) ${seconds(r.exitAfterSigterm)} após o SIGTERM; pronto ${seconds(r.readyAfterStart)} e no ar no HAProxy ${seconds(r.upAfterStart)} após iniciar`,
    );
  console.log(`  a após kill -9: pronto ${seconds(killRestart.readyAfterStart)} após iniciar`);
  if (failed.length > 0) {
    console.log('Falhas (até 20):');
    for (const r of failed.slice(0, 20))
      console.log(
        `  ${seconds(r.start)}–${seconds(r.end)} ${r.action} ${r.status} ${r.server} ${r.error ?? ''}`,
      );
  }
  console.log('Metas:');
  for (const g of goals) console.log(`  ${g.ok ? 'OK    ' : 'FALHOU'} ${g.goal}: ${g.detail}`);

  const resultsDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `restart-drill-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        clients: CLIENTS,
        loadMs,
        requests: results.length,
        failed,
        steps,
        restarts,
        killRestart,
        inFlightAtKill,
        writes,
        goals,
        byAction: Object.fromEntries(byAction),
      },
      null,
      2,
    ),
  );
  console.log(
    `Resultados: ${path.relative(ROOT, file)}${args.keep ? `; registros dos processos: ${runDir}` : ''}`,
  );
  for (const p of [portals.a, portals.b]) await p.terminate();
  const passed = goals.every((g) => g.ok);
  keepLogs = !passed;
  return passed;
}

let portalsToStop: Portal[] = [];
/** A run that failed keeps the processes' logs (not the database) for a look. */
let keepLogs = false;
async function cleanUp(): Promise<void> {
  for (const p of portalsToStop) p.stop();
  haproxy?.kill('SIGTERM');
  if (args.keep) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  if (keepLogs) console.error(`Registros dos processos: ${runDir}`);
  else fs.rmSync(runDir, { recursive: true, force: true });
}

const limit = setTimeout(() => {
  console.error(`O exercício passou do limite de ${LIMIT_SECONDS} s: interrompido (registros em ${runDir}).`);
  void cleanUp().finally(() => process.exit(1));
}, LIMIT_SECONDS * 1000);
limit.unref();
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

const ok = await main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  keepLogs = true;
  return false;
});
await cleanUp();
process.exit(ok ? 0 : 1);
