import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECONCILIATION_API as API } from '#shared/contracts/reconciliation.constants.ts';
import {
  ReconciliationOverviewSchema,
  ResolveFindingAnswerSchema,
} from '#shared/contracts/reconciliation.contract.ts';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Reconciliation } from './reconciliation.service.ts';

const tags = ['Administração'];
const E = ErrorResponseSchema;
const AUTH = { 401: E, 403: E };

/**
 * GET /api/admin/conciliacao and POST /api/admin/conciliacao/{id}/resolver: the nightly payment
 * reconciliation's latest run and open findings. ADMIN only (401 without a session, 403 for any
 * other role); nothing cached.
 */
export const reconciliationRoutes: FastifyPluginAsync<{ reconciliation: Reconciliation }> = async (
  fastify,
  { reconciliation },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('ADMIN');

  app.get(
    API.latest,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Última conciliação de pagamentos e divergências abertas (administradores)',
        description:
          'A conciliação roda toda noite (03:30, horário de Brasília) e com `npm run payments:reconcile`: compara os ' +
          'pagamentos dos últimos três dias no gateway com as compras daqui. Responde a última execução (quando, ' +
          'quantos pagamentos, quantos confirmados por ela, quantas divergências novas) e as divergências ainda abertas.',
        response: { 200: ReconciliationOverviewSchema, ...AUTH },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return reconciliation.overview();
    },
  );

  app.post(
    '/api/admin/conciliacao/:id/resolver',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Marca uma divergência da conciliação como resolvida (administradores)',
        description: '404 se a divergência não existe, 409 se já estava resolvida.',
        params: IdParamsSchema,
        response: { 200: ResolveFindingAnswerSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => reconciliation.resolve(authOf(req).user.code, req.params.id),
  );
};
