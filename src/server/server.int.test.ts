import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.ts';
import { createChildDatabase } from './test/test-db.ts';

/**
 * The portal as a process (server.ts, API only): what it answers while it migrates, and what
 * SIGTERM does (docs/operations.md §3). One database for the file: on
 * PostgreSQL a copy of the test template, whose migrations a test holds back with a lock; on
 * PGlite an empty directory, which the first process migrates.
 */
describe('the server process: readiness and SIGTERM', () => {
  let dir: string;
  let databaseEnv: Record<string, string>;
  let databaseUrl: string | undefined;
  let dropDatabase: () => Promise<void>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-server-'));
    const child = await createChildDatabase('server', dir, { fromTemplate: true });
    ({ env: databaseEnv, url: databaseUrl, drop: dropDatabase } = child);
  });
  // A test that failed midway leaves its process: the next one needs the database (PGlite's lock).
  afterEach(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the portal's process on a free port; `exited` settles with its exit code. */
  async function startServer(env: Record<string, string>) {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./src/server/server.ts').then((m) => m.main({ webMode: false }))"],
      {
        env: {
          ...process.env,
          ...databaseEnv,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          SEED_ON_START: 'false',
          UPLOADS_DIR: path.join(dir, 'uploads'),
          VIACEP_URL: 'http://127.0.0.1:9/ws',
          BRASILAPI_URL: 'http://127.0.0.1:9/api/cep/v1',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, base: `http://127.0.0.1:${port}`, port, exited, output: () => output };
  }

  /** Polls `url` until `done` holds for an answer; every answer seen is kept in order. */
  async function pollUntil(url: string, done: (status: number, body: string) => boolean, timeoutMs = 60_000) {
    const seen: { status: number; body: string }[] = [];
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      try {
        const res = await fetch(url);
        const body = await res.text();
        seen.push({ status: res.status, body });
        if (done(res.status, body)) return seen;
      } catch {
        // Not listening yet.
      }
      await sleep(25);
    }
    throw new Error(
      `${url}: sem a resposta esperada em ${timeoutMs} ms; vistas: ${JSON.stringify(seen.slice(-3))}`,
    );
  }

  it('answers while it starts (live 200, ready 503, the API 503), and a SIGTERM then stops it once the step ends, exit 0', async () => {
    // PostgreSQL: the migrations wait on a lock held here, so the phase lasts as long as the test
    // needs. PGlite runs on the process's own thread: creating the database and migrating it
    // hold the event loop, so requests are answered between those steps ("iniciando").
    const holder = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
    if (holder) {
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
    }
    const server = await startServer({});
    try {
      const phase = holder ? 'migrando' : 'iniciando';
      const seen = await pollUntil(`${server.base}/api/health/ready`, (_s, body) => body.includes(phase));
      expect(seen.at(-1)).toEqual({ status: 503, body: `{"status":"indisponivel","motivo":"${phase}"}` });
      const [live, api] = await Promise.all([
        fetch(`${server.base}/api/health/live`),
        fetch(`${server.base}/api/estados`),
      ]);
      expect(live.status).toBe(200);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
      expect(await api.json()).toMatchObject({ code: 'UNAVAILABLE' });

      server.child.kill('SIGTERM');
      await pollUntil(`${server.base}/api/health/ready`, (_s, body) => body.includes('encerrando'));
    } finally {
      if (holder) {
        await holder.query('commit');
        await holder.end();
      }
    }
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('recebido durante a inicialização');
    expect(server.output()).not.toContain('NC no ar');
  }, 120_000);

  it('on SIGTERM: ready 503 at once, the portal serves through SHUTDOWN_DELAY, in-flight requests complete 200, exit 0', async () => {
    const server = await startServer({ SHUTDOWN_DELAY: '2', SHUTDOWN_TIMEOUT: '15' });
    await pollUntil(`${server.base}/api/health/ready`, (status) => status === 200);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${server.base}/api/estados`, agent)).headers.connection).toBe('keep-alive');

    // Slow clients: each request's body arrives in two parts, the second after the listener closed.
    const slow = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => slowRequest(server.port, `lento${n}@teste.nc.local`)),
    );
    await sleep(200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    const ready = await pollUntil(`${server.base}/api/health/ready`, (status) => status === 503, 1_000);
    expect(JSON.parse(ready.at(-1)!.body)).toEqual({ status: 'indisponivel', motivo: 'encerrando' });
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    // A kept-alive connection is answered, and told to close: its client reconnects elsewhere.
    const kept = await get(`${server.base}/api/estados`, agent);
    expect(kept.status).toBe(200);
    expect(kept.headers.connection).toBe('close');
    await sleep(signalledAt + 1_500 - Date.now());
    expect((await fetch(`${server.base}/api/estados`)).status).toBe(200);

    // Past the delay the listener closes: new connections are refused...
    await sleep(signalledAt + 2_800 - Date.now());
    await expect(fetch(`${server.base}/api/estados`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();
    // ...while the requests in flight complete.
    const answers = await Promise.all(slow.map((request) => request.finish()));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await server.exited, server.output()).toBe(0);
    agent.destroy();
  }, 120_000);

  it('exits 1 when requests are still running after SHUTDOWN_TIMEOUT', async () => {
    const server = await startServer({ SHUTDOWN_DELAY: '0', SHUTDOWN_TIMEOUT: '1' });
    await pollUntil(`${server.base}/api/health/ready`, (status) => status === 200);
    const stalled = await slowRequest(server.port, 'parado@teste.nc.local');
    await sleep(200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(900);
    expect(server.output()).toContain('encerramento forçado');
    stalled.socket.destroy();
  }, 120_000);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function get(url: string, agent: http.Agent): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      })
      .on('error', reject);
  });
}

/**
 * A password-recovery request (public; 200 whatever the address) whose headers and first half
 * of the body are sent now: the server holds it in flight until `finish()` sends the rest and
 * reads the answer's status line.
 */
async function slowRequest(port: number, email: string) {
  const body = JSON.stringify({ email });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString()));
  socket.on('error', () => {});
  const ended = new Promise((resolve) => socket.once('close', resolve));
  const half = Math.floor(body.length / 2);
  socket.write(
    'POST /api/usuarios/recuperar-senha HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    socket,
    async finish() {
      socket.write(body.slice(half));
      await Promise.race([ended, sleep(10_000)]);
      return received;
    },
  };
}
