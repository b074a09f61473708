import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { loadEnv, type Env } from '#server/env.ts';

/**
 * The environment of a bench server: production mode on a free loopback port, over
 * DATABASE_URL (the bench database, required), no seeding. `who` names the script in the error.
 */
export function loadBenchEnv(who: string): Env & { DATABASE_URL: string } {
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '0',
    SEED_ON_START: 'false',
    // No mail server in the bench: production mode accepts the outbox only when told so.
    MAIL_OUTBOX: 'true',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  });
  if (!env.DATABASE_URL) throw new Error(`${who} precisa de DATABASE_URL (o banco do bench).`);
  return { ...env, DATABASE_URL: env.DATABASE_URL };
}

/**
 * The tail of every bench server process: wait for the match index (measured as it runs once
 * loaded, not while searches take the SQL path), listen on the given loopback port, tell the
 * runner the port, and close app and database on SIGTERM/SIGINT.
 */
export async function serveForBench(
  app: FastifyInstance,
  database: Database,
  listen: { port: number; host: string },
): Promise<void> {
  await app.matchIndex.loaded();
  await app.listen(listen);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The runner waits for this exact line to learn the port.
  console.log(`BENCH_LISTENING ${port}`);
  const stop = () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
