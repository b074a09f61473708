/**
 * A process that runs the job queue, for the crash test (lib/job-queue.crash.int.test.ts), so
 * that test can kill it with SIGKILL mid-job. Arguments: `hang` (migrate an empty database,
 * queue one job, run it and never finish) or `work` (run jobs to the end), then the file to
 * append what happens to. The database: DATABASE_URL, or the PGlite directory PGLITE_DIR.
 */
import fs from 'node:fs';
import { openDatabase } from '../db/client.ts';
import { createJobQueue } from '../lib/job-queue.ts';

const [mode, journal] = process.argv.slice(2) as ['hang' | 'work', string];
const write = (line: string) => fs.appendFileSync(journal, `${line}\n`);

const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
if (mode === 'hang') await database.migrate();
const jobs = createJobQueue({
  database,
  log: { warn: () => undefined, error: () => undefined },
  pollMs: 100,
  // A job running for 2 s is taken as lost, and the maintenance pass looks every second.
  maintenanceIntervalSeconds: 1,
  policies: { 'asaas-evento': { expireInSeconds: 2, retryDelay: 0, retryBackoff: false, retryLimit: 3 } },
});
jobs.work<{ n: number }>('asaas-evento', async (data, job) => {
  write(`start ${data.n} ${job.retryCount}`);
  if (mode === 'hang') await new Promise(() => undefined);
  write(`done ${data.n}`);
});
if (mode === 'hang') await jobs.send(database.db, 'asaas-evento', { n: 1 });
await jobs.start();
write('ready');
