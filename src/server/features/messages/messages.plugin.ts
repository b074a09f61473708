import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ListingStatsService } from '../listing-stats/listing-stats.service.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { messagesRoutes } from './messages.routes.ts';
import { createMessagesService } from './messages.service.ts';

/** Resident–advertiser conversations: /api/mensagens and the e-mail to the recipient. */
export async function registerMessages(
  app: FastifyInstance,
  opts: {
    env: Env;
    db: Db;
    clock: Clock;
    mailer: Mailer;
    /** Counts the conversations started from each ad (ADR 024). */
    stats: Pick<ListingStatsService, 'recordConversationStarted'>;
  },
): Promise<void> {
  const { env, db } = opts;
  const service = createMessagesService({
    repo: createMessagesRepository(db),
    inTransaction: (work) => db.transaction((tx) => work(createMessagesRepository(tx), opts.mailer.over(tx))),
    clock: opts.clock,
    publicUrl: env.PUBLIC_URL,
    stats: opts.stats,
  });
  await app.register(messagesRoutes, { service, env });
}
