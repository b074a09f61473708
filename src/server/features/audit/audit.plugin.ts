import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditRoutes } from './audit.routes.ts';

/** The admins' audit log (GET /api/admin/auditoria); each feature writes its lines through audit.service.ts. */
export async function registerAudit(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  await app.register(auditRoutes, { db: opts.db });
}
