import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';

/**
 * `npm run payments:reconcile`: runs the nightly payment reconciliation now (ADR 011,
 * docs/operations.md), on the configured database and gateway: the gateway's payments of the
 * last three days against the checkouts. A payment received there and not here is confirmed
 * (the usual grant); every other difference is recorded for the admins (/painel/admin) and
 * e-mailed to them through the outbox, delivered by the running portal's workers.
 */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await database.migrate();
const app = await buildApp({ env, database, web: false, runJobs: false, logger: false });
try {
  await app.ready();
  const run = await app.reconciliation.run('cli');
  console.log(
    `Conciliação ${run.id}: ${run.payments} pagamento(s) comparado(s), ${run.corrected} confirmado(s) agora, ` +
      `${run.findings} divergência(s) nova(s).`,
  );
} catch (err) {
  console.error(`Conciliação não concluída: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
}
