import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';

/**
 * `npm run alerts:run`: sends the saved searches' alerts due now (issue 36), on the configured
 * database, as the `alertas` job does on ALERTS_CRON: the "assim que surgir" searches whose last
 * e-mail is an hour old, and from 08:00 (Brasília) the day's digests not yet sent. The e-mails go
 * to the outbox, delivered by the running portal's workers.
 */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await database.migrate();
const app = await buildApp({ env, database, web: false, runJobs: false, logger: false });
try {
  await app.ready();
  // The search answers from its match index once loaded, as the serving portal does.
  await app.matchIndex.loaded();
  const run = await app.alerts.run();
  console.log(
    `Alertas: ${run.searched} busca(s) salva(s) verificada(s), ${run.emails} e-mail(s) na fila com ${run.ads} anúncio(s).`,
  );
} catch (err) {
  console.error(`Alertas não enviados: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
}
