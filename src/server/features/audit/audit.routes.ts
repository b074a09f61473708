import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_API, AuditListSchema, AuditQuerySchema } from '#shared/contracts/audit.contract.ts';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import type { Db } from '../../db/client.ts';
import { createAuditRepository } from './audit.repository.ts';

const E = ErrorResponseSchema;

/** GET /api/admin/auditoria: the admins' actions on one ad, user, category, subcategory or condominium. */
export const auditRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createAuditRepository(db);
  app.get(
    AUDIT_API.list,
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags: ['Administração'],
        summary: 'Histórico das ações dos administradores sobre um item (administradores)',
        description:
          'Quem fez o quê e quando, com os campos antes e depois, do mais recente ao mais antigo (até 100).',
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, 400: E, 401: E, 403: E },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await repo.list(req.query.entidade, req.query.id) };
    },
  );
};
