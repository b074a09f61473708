import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../adapters/email/index.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminUsersService } from '../admin-users/admin-users.service.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createConversationReportsRepository } from './conversation-reports.repository.ts';
import { conversationReportsRoutes } from './conversation-reports.routes.ts';
import {
  createConversationReportsService,
  type ConversationReportsTx,
} from './conversation-reports.service.ts';
import { createReportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/**
 * Reports of listings ("Denunciar anúncio"): the public POST. The admins' queue of
 * listings and its actions (deactivate, dismiss) are moderation, in features/admin-listings,
 * which resolves the reports in the transaction of the deactivation.
 *
 * Reports of conversations (filed through /api/mensagens/{id}/denuncia): the admins'
 * queue, with the messages, and its actions about the reported user (block through admin-users,
 * warn by e-mail, discard).
 */
export async function registerReports(
  app: FastifyInstance,
  opts: { env: Env; db: Db; clock: Clock; mailer: Mailer; adminUsers: AdminUsersService },
): Promise<void> {
  const service = createReportsService({ repo: createReportsRepository(opts.db), clock: opts.clock });
  await app.register(reportsRoutes, { service, env: opts.env });

  const over = (conn: Db): ConversationReportsTx => ({
    repo: createConversationReportsRepository(conn),
    audit: createAuditService(conn),
    mail: opts.mailer.over(conn),
  });
  const conversations = createConversationReportsService({
    repo: createConversationReportsRepository(opts.db),
    over,
    inTransaction: (work) => opts.db.transaction((tx) => work(over(tx))),
    adminUsers: opts.adminUsers,
    clock: opts.clock,
    publicUrl: opts.env.PUBLIC_URL,
  });
  await app.register(conversationReportsRoutes, { service: conversations });
}
