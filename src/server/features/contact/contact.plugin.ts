import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createContactRepository } from './contact.repository.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';
import { buildTicketsService } from '../tickets/tickets.service.ts';

/**
 * POST /api/contato; the message is e-mailed through the job queue. A logged-in
 * user's message becomes a support ticket instead, through the tickets service.
 */
export async function registerContact(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; mailer: Mailer },
): Promise<void> {
  const contact = createContactService({
    inTransaction: (work) =>
      opts.db.transaction((tx) => work({ repo: createContactRepository(tx), mail: opts.mailer.over(tx) })),
    clock: opts.clock,
    teamEmail: opts.env.CONTACT_EMAIL,
  });
  const tickets = buildTicketsService({
    db: opts.db,
    clock: opts.clock,
    mailer: opts.mailer,
    publicUrl: opts.env.PUBLIC_URL,
    teamEmail: opts.env.CONTACT_EMAIL,
  });
  await app.register(contactRoutes, { contact, tickets, env: opts.env });
}
