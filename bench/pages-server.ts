/**
 * The application with its web pages, as `npm start` runs it (production build, NODE_ENV
 * production, the Node flags of package.json "start" given by the runner), over DATABASE_URL,
 * without request logging, on a free loopback port. A child process of bench/pages.ts, which
 * reads its CPU time from /proc.
 *
 * BENCH_PAGE_CACHE=off replaces the page cache by a disabled one (every page rendered, every
 * home section loaded): the "before" of docs/performance-log.md §10 with the same code.
 */
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { systemClock } from '#server/lib/clock.ts';
import { createPageCache } from '#server/plugins/page-cache.ts';
import { loadBenchEnv, serveForBench } from './lib/serve-app.ts';

const env = loadBenchEnv('bench/pages-server.ts');

const database = await openDatabase({ url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX });
await database.migrate();
const app = await buildApp({ env, database, web: { mode: 'production' }, logger: false });
if (process.env.BENCH_PAGE_CACHE === 'off') {
  app.pageCache = createPageCache({ clock: systemClock, enabled: false });
}
await serveForBench(app, database, { port: env.PORT, host: env.HOST });
