import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { ticketsRoutes } from './tickets.routes.ts';
import { buildTicketsService } from './tickets.service.ts';

/** Support tickets: /api/tickets and /api/admin/tickets; e-mails through the job queue. */
export async function registerTickets(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; mailer: Mailer },
): Promise<void> {
  const service = buildTicketsService({
    db: opts.db,
    clock: opts.clock,
    mailer: opts.mailer,
    publicUrl: opts.env.PUBLIC_URL,
    teamEmail: opts.env.CONTACT_EMAIL,
  });
  await app.register(ticketsRoutes, { service });
}
