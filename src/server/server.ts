import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from './app.ts';
import { DatabaseOpenError, openDatabase } from './db/client.ts';
import { defaultPublicUrl, EnvError, loadEnv } from './env.ts';

export interface StartOptions {
  /** Serve the built web app or Vite middleware; defaults from NODE_ENV. */
  webMode?: 'production' | 'development';
}

/**
 * Starts the portal: validates the configuration, opens and migrates the database, seeds demo
 * data into an empty one (SEED_ON_START; the demo logins and their password are printed), and
 * listens. SIGINT/SIGTERM drain in-flight requests (Fastify answers 503 to new ones while
 * closing) before the database is closed.
 */
export async function startServer(opts: StartOptions = {}) {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    poolMax: env.DB_POOL_MAX,
  });
  await database.migrate();
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
  }
  const webMode = opts.webMode ?? (env.NODE_ENV === 'production' ? 'production' : 'development');
  const app = await buildApp({ env, database, web: { mode: webMode } });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'falha ao encerrar');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(`NC no ar em ${defaultPublicUrl(env.HOST, port)} (banco: ${database.kind}, web: ${webMode})`);
  return app;
}

/** Turns the expected start-up failures into one clear line instead of a stack trace. */
export async function main(opts: StartOptions = {}) {
  try {
    await startServer(opts);
  } catch (err) {
    if (err instanceof EnvError || err instanceof DatabaseOpenError) {
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
