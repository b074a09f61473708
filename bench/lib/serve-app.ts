import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';

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
