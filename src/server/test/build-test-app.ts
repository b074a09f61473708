import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadEnv } from '../env.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** GET through app.inject; the JSON body parsed. */
  get(url: string): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

/**
 * buildApp over a private test database, API only (no web); `opts` passes a clock, a mail
 * transport, a gateway or job timings. The job workers do not run by themselves: a test runs the
 * jobs due with `app.jobs.drain()` (the e-mails' delivery, say).
 */
export async function buildTestApp(
  envOverrides: Record<string, string> = {},
  opts: Pick<BuildAppOptions, 'clock' | 'mailTransport' | 'paymentGateway' | 'jobOptions' | 'runJobs'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOADS_DIR: './data/test-uploads',
    // Tests never reach the internet: ViaCEP and BrasilAPI are a closed local port unless a test
    // starts the fakes (src/server/test/viacep-fake.ts, brasilapi-fake.ts) and passes their URLs.
    VIACEP_URL: 'http://127.0.0.1:9/ws',
    BRASILAPI_URL: 'http://127.0.0.1:9/api/cep/v1',
    ...envOverrides,
  });
  const app = await buildApp({ env, database, web: false, logger: false, runJobs: false, ...opts });
  await app.ready();
  // Searches answer the same way on every run: from the match index, never while it loads.
  await app.matchIndex.loaded();
  return {
    app,
    database,
    async get(url) {
      const res = await app.inject({ url });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
