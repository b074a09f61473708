import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { createDataExportRepository } from './data-export.repository.ts';
import { dataExportRoutes } from './data-export.routes.ts';
import { createDataExportService, scheduleDataExports } from './data-export.service.ts';

/**
 * "Meus dados" (issue 36 item 2): GET/POST /api/minha-conta/dados, the download, and the
 * `exportacao-dados` queue's worker (the exports and their daily clean-up).
 */
export async function registerDataExport(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; jobs: JobQueue; mailer: Mailer; storage: FileStorage },
): Promise<void> {
  const { db, jobs } = opts;
  const service = createDataExportService({
    repo: createDataExportRepository(db),
    inTransaction: (work) =>
      db.transaction((tx) =>
        work({
          repo: createDataExportRepository(tx),
          enqueue: (data) => jobs.send(tx, 'exportacao-dados', data),
        }),
      ),
    mailOver: (conn) => opts.mailer.over(conn),
    db,
    txRepo: createDataExportRepository,
    storage: opts.storage,
    clock: opts.clock,
    publicUrl: opts.env.PUBLIC_URL,
    log: app.log,
  });
  await app.register(dataExportRoutes, { service });
  scheduleDataExports(jobs, service);
}
