import http, { type ServerResponse } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { defaultPublicUrl, EnvError, loadEnv, type Env } from './env.ts';
import { bootResponder } from './features/health/health.routes.ts';
import { createLifecycle, type Lifecycle } from './features/health/readiness.service.ts';

export interface StartOptions {
  /**
   * Serve the built web app ('production'), Vite middleware ('development') or no pages at all
   * (false: the API alone). Defaults from NODE_ENV.
   */
  webMode?: 'production' | 'development' | false;
}

/** Start-up stops here with a message for the operator (main prints it, without a stack). */
class StartError extends Error {}

/**
 * Starts the portal (docs/operations.md §3):
 * 1. validates the configuration and listens at once with a small responder
 *    (`bootResponder`): live 200, ready 503 ("iniciando", "migrando"), everything else 503
 *    with Retry-After. Only this module, the settings and the health feature are loaded by
 *    then; the app's modules load afterwards (dynamic imports), so a restarted process answers
 *    within a fraction of a second instead of refusing connections while it boots;
 * 2. opens and migrates the database and seeds an empty one (SEED_ON_START; the demo logins
 *    and their password are printed);
 * 3. builds the app, then hands the port over: the responder stops listening and the app
 *    listens on the same port, a gap of a few milliseconds while the process is not ready
 *    anyway (Node 20 cannot share one listening socket between two servers);
 * 4. serves. Ready turns 200 once the search's match index has loaded.
 * SIGTERM or SIGINT (`shutdown`): ready turns 503 at once and every answer closes its
 * connection, while the portal keeps serving for SHUTDOWN_DELAY seconds so the load balancer
 * stops sending here before the listener closes; then in-flight requests and running jobs
 * finish (`app.close()`), up to SHUTDOWN_TIMEOUT seconds, and the process exits 0 (1 when it
 * had to force). During start-up, a signal stops the process when the current step ends.
 */
export async function startServer(opts: StartOptions = {}): Promise<FastifyInstance> {
  const env = loadEnv();
  const laps = startLaps();
  const lifecycle = createLifecycle('starting');
  const boot = await listenForBoot(env, lifecycle);
  laps.mark('escuta');

  /** What is open so far, for a signal that comes during start-up or after it. */
  const run: {
    database?: Database;
    app?: FastifyInstance;
    connections?: { closeInFlight(): void };
    serving: boolean;
    signal?: NodeJS.Signals;
  } = { serving: false };
  // Each signal is handled once: a second delivery of the same one ends the process at once
  // (Node's default), for whoever cannot wait. `npm start` passes a signal on as the other one
  // (scripts/start.mjs), so a Ctrl+C that reached both still needs a second Ctrl+C to force.
  const onSignal = (signal: NodeJS.Signals) => {
    if (run.signal) return;
    run.signal = signal;
    lifecycle.enter('draining');
    run.connections?.closeInFlight();
    if (run.serving) void shutdown({ app: run.app!, database: run.database!, env, signal });
    else console.log(`${signal} recebido durante a inicialização: o processo para ao fim da etapa atual.`);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // Start-up steps end here when a signal came meanwhile: what is open is closed, exit 0.
  const stopIfSignalled = async () => {
    if (!run.signal) return;
    await boot.close();
    await run.app?.close();
    await run.database?.close();
    process.exit(0);
  };

  const { dbTimeouts, openDatabase } = await import('./db/client.ts');
  // The serving portal's statements are bounded (DB_*_TIMEOUT_MS, docs/operations.md §4); the
  // migrations run on a connection of their own without them.
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    poolMax: env.DB_POOL_MAX,
    timeouts: dbTimeouts(env),
  });
  run.database = database;
  laps.mark('banco');
  await stopIfSignalled();
  lifecycle.enter('migrating');
  await database.migrate();
  laps.mark('migrações');
  if (env.SEED_ON_START) {
    const { seedWithDemoLogins } = await import('./db/seed/with-demo-logins.ts');
    const { result, loginLines } = await seedWithDemoLogins(database.db, env, {
      uploadsDir: env.UPLOADS_DIR,
      log: (line) => console.log(`[seed] ${line}`),
    });
    if (result.seeded)
      console.log(
        `[seed] banco vazio: dados de demonstração criados em ${Math.round(result.elapsedMs / 1000)} s.`,
      );
    for (const line of loginLines) console.log(`[seed] ${line}`);
    laps.mark('demonstração');
  }
  lifecycle.enter('starting');
  await stopIfSignalled();

  const { buildApp } = await import('./app.ts');
  laps.mark('módulos');
  const webMode =
    opts.webMode ?? (env.NODE_ENV === 'production' ? ('production' as const) : ('development' as const));
  const app = await buildApp({ env, database, web: webMode ? { mode: webMode } : false, lifecycle });
  run.app = app;
  run.connections = closeConnectionsWhileDraining(app, lifecycle);
  await app.ready();
  laps.mark('app');
  await stopIfSignalled();

  await boot.close();
  await app.listen({ port: boot.port, host: env.HOST });
  laps.mark('troca de porta');
  lifecycle.enter('serving');
  run.serving = true;
  if (run.signal) void shutdown({ app, database, env, signal: run.signal });
  console.log(
    `NC no ar em ${defaultPublicUrl(env.HOST, boot.port)} (banco: ${database.kind}, web: ${webMode || 'desligada'}) ${laps.summary()}`,
  );
  const { log, matchIndex } = app;
  void matchIndex.loaded().then(() => {
    log.info(
      `pronto para tráfego (índice de busca carregado) ${seconds(performance.now())} após o início do processo`,
    );
  });
  return app;
}

/** The start-up responder on PORT (0: a free port, which the app then takes over). */
async function listenForBoot(
  env: Env,
  lifecycle: Lifecycle,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(bootResponder(lifecycle, env.DATABASE_URL ? 'postgres' : 'pglite'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new StartError(
              `A porta ${env.PORT} (${env.HOST}) já está em uso: outro processo (outro NC?) escuta nela. Pare-o ou defina PORT.`,
            )
          : err,
      ),
    );
    server.listen({ port: env.PORT, host: env.HOST }, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  return {
    port,
    // What it still holds is answered (503) after the app has taken the port over.
    close: () => stopAccepting(server),
  };
}

/**
 * Closes a server's listening socket without resetting the connections that reached it. The
 * event loop may have been busy for a while (module loading and PGlite's own work run on this
 * thread): connections then wait in the socket's backlog, and closing it resets them. So: a full
 * turn of the loop, through its I/O phase (two setImmediate), accepts them; only the listening
 * socket closes (http.Server's close() would also drop the connections whose request is not
 * read yet, as idle ones); a second turn reads their requests, which are then in flight, never
 * idle, and answered. New connections from then on are refused.
 */
async function stopAccepting(server: http.Server): Promise<void> {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  await turn();
  await turn();
  net.Server.prototype.close.call(server);
  await turn();
  await turn();
}

/**
 * While draining, every answer tells its client to close the connection (`Connection: close`),
 * so kept-alive clients and proxies open their next one elsewhere before the listener closes:
 * the answers of requests that arrive from then on, and those of requests already in flight
 * whose headers are not sent yet (`closeInFlight`, called on the signal). A listener of the Node
 * server ahead of Fastify's, so it applies to every route; Fastify merges the header in.
 */
function closeConnectionsWhileDraining(
  app: FastifyInstance,
  lifecycle: Lifecycle,
): { closeInFlight(): void } {
  const inFlight = new Set<ServerResponse>();
  app.server.prependListener('request', (_req, res: ServerResponse) => {
    if (lifecycle.phase === 'draining') {
      res.setHeader('connection', 'close');
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return {
    closeInFlight() {
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      inFlight.clear();
    },
  };
}

async function shutdown(p: { app: FastifyInstance; database: Database; env: Env; signal: string }) {
  const { app, database, env, signal } = p;
  app.log.info(
    `${signal} recebido: /api/health/ready responde 503; o portal segue atendendo por ${seconds(env.SHUTDOWN_DELAY * 1000)} (SHUTDOWN_DELAY), depois termina o que está em andamento (até ${seconds(env.SHUTDOWN_TIMEOUT * 1000)}, SHUTDOWN_TIMEOUT) e sai. O mesmo sinal de novo encerra na hora.`,
  );
  if (env.SHUTDOWN_DELAY > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY * 1000));
  const force = setTimeout(() => {
    app.log.error(
      `encerramento forçado: requisições ou tarefas ainda em andamento após SHUTDOWN_TIMEOUT (${env.SHUTDOWN_TIMEOUT} s)`,
    );
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT * 1000);
  force.unref();
  // A connection whose answer was under way (streamed) when the signal came stays open once it
  // is done, kept alive: closed here as soon as it is idle, for the listener to finish closing.
  const idle = setInterval(() => app.server.closeIdleConnections(), 250);
  idle.unref();
  try {
    await stopAccepting(app.server);
    // Closes the idle connections, waits for the requests in flight, then runs the onClose
    // hooks (the job runner finishes its running jobs, the background tasks end).
    await app.close();
    clearInterval(idle);
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'falha ao encerrar');
    process.exit(1);
  }
}

/** Time marks of the start-up since the process began, for its log line (docs/operations.md §3). */
function startLaps() {
  const marks: [string, number][] = [['processo', performance.now()]];
  return {
    mark(name: string) {
      marks.push([name, performance.now()]);
    },
    summary() {
      const parts = marks.map(([name, at], i) => `${name} ${seconds(at - (marks[i - 1]?.[1] ?? 0))}`);
      return `em ${seconds(marks.at(-1)![1])} desde o início do processo (${parts.join(', ')})`;
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 2 })} s`;

/** Turns the expected start-up failures into one clear line instead of a stack trace. */
export async function main(opts: StartOptions = {}) {
  try {
    await startServer(opts);
  } catch (err) {
    const { DatabaseOpenError } = await import('./db/client.ts');
    if (err instanceof EnvError || err instanceof DatabaseOpenError || err instanceof StartError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  await main();
}
