import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import type { Clock } from '../../lib/clock.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService } from './newsletter.service.ts';

/** POST /api/newsletter, GET /api/newsletter/confirmar and POST /api/newsletter/cancelar (LGPD). */
export async function registerNewsletter(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; mailer: Mailer; background: BackgroundTasks },
): Promise<void> {
  const newsletter = createNewsletterService({
    repo: createNewsletterRepository(opts.db),
    inTransaction: (work) =>
      opts.db.transaction((tx) => work(createNewsletterRepository(tx), opts.mailer.over(tx))),
    clock: opts.clock,
    background: opts.background,
    publicUrl: opts.env.PUBLIC_URL,
  });
  await app.register(newsletterRoutes, { newsletter, env: opts.env });
}
