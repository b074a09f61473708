import type { FastifyInstance } from 'fastify';
import { createOutboxRepository, type Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { devEmailsAccess, devEmailsRoutes } from './dev-emails.routes.ts';

/**
 * The outbox page: public in development, admins only in production with the outbox as the
 * mailer, else not served (devEmailsAccess says why).
 */
export async function registerDevEmails(
  app: FastifyInstance,
  opts: { env: Env; db: Db; mailer: Mailer },
): Promise<void> {
  const access = devEmailsAccess(opts.env, opts.mailer.kind);
  if (access === 'off') return;
  await app.register(devEmailsRoutes, { outbox: createOutboxRepository(opts.db), access });
}
