import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import type { AdminListingsService } from './admin-listings.service.ts';

const tags = ['Administração'];
const E = ErrorResponseSchema;

const ApprovedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  codigoANUNCIO: z.number().int(),
  statusANUNCIO: z.literal('publicado'),
  publicadoEm: z.string(),
});

/**
 * The admins' ads (spec 2 §7 "Admin ads"), ADMIN only (401 without a session, 403 for any other
 * role). Issue 20 needs only the approval (its e2e approves the ad it published); the admin issue
 * (21) adds the rest of /api/admin/anuncios here: the list with filters, GET/PATCH/PUT/DELETE of
 * one ad, /reprovar (motivo), /inativar and the destaque.
 */
export const adminListingsRoutes: FastifyPluginAsync<{ service: AdminListingsService }> = async (
  fastify,
  { service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/admin/anuncios/:id/aprovar',
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Aprova um anúncio pendente (administradores)',
        description:
          'Só um anúncio `pendente` pode ser aprovado: passa a `publicado`, com `publicadoEm` agora, e o ' +
          'motivo de reprovação é apagado; ele aparece na busca e no detalhe públicos. 404 se o anúncio ' +
          'não existe; 409 em qualquer outro status.',
        params: IdParamsSchema,
        response: { 200: ApprovedSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => service.approve(req.params.id),
  );
};
