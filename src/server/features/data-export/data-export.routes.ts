import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_DATA_API,
  ACCOUNT_DATA_MESSAGES as M,
  DataExportRequestedSchema,
  DataExportsResponseSchema,
  ExportIdParamsSchema,
} from '#shared/contracts/account-data.contract.ts';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import { authOf } from '../../plugins/auth.ts';
import type { DataExportService } from './data-export.service.ts';

const tags = ['Minha conta'];
const E = ErrorResponseSchema;

/** "Meus dados" (issue 36 item 2): the latest export, a new one, the download. */
export const dataExportRoutes: FastifyPluginAsync<{ service: DataExportService }> = async (
  fastify,
  { service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Personal data: never cached by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    ACCOUNT_DATA_API.exports,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Situação dos meus dados (exportação)',
        description:
          'A última exportação pedida (pendente, pronta com o endereço do arquivo e a validade, falhou ou ' +
          'expirada) e quando um novo pedido pode ser feito (um por dia).',
        response: { 200: DataExportsResponseSchema, 401: E, 403: E },
      },
    },
    async (req) => service.status(authOf(req).user.code),
  );

  app.post(
    ACCOUNT_DATA_API.exports,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Pede uma cópia dos meus dados',
        description:
          'Prepara em segundo plano um ZIP com data.json (perfil, anúncios, favoritos, buscas salvas, conversas, ' +
          'tickets e faturas) e as fotos dos anúncios; um e-mail avisa quando fica pronto (válido por 7 dias, ' +
          'baixado só com a sessão). Um pedido por dia: 409 enquanto um está sendo preparado, 429 (com ' +
          'Retry-After) quando já houve um nas últimas 24 horas; a mensagem diz quando pedir de novo. Um pedido ' +
          'que falhou não conta.',
        response: { 202: DataExportRequestedSchema, 401: E, 403: E, 409: E, 429: E },
      },
    },
    async (req, reply) => {
      const outcome = await service.request(authOf(req).user.code);
      if ('error' in outcome) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw outcome.error;
      }
      return reply
        .status(202)
        .send({ ok: true as const, message: M.exportRequested, exportacao: outcome.exportacao });
    },
  );

  app.get(
    '/api/minha-conta/dados/:id/arquivo',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Baixa o arquivo dos meus dados',
        description:
          'O ZIP de uma exportação pronta da própria conta. 404 para a de outra pessoa (ou uma que falhou), 409 ' +
          'enquanto está sendo preparada, 410 depois de vencida (7 dias).',
        params: ExportIdParamsSchema,
        response: {
          200: z.any().describe('application/zip'),
          400: E,
          401: E,
          403: E,
          404: E,
          409: E,
          410: E,
        },
      },
    },
    async (req, reply) => {
      const file = await service.download(authOf(req).user.code, req.params.id);
      const day = file.createdAt.toISOString().slice(0, 10);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="nc-meus-dados-${day}.zip"`)
        .header('x-content-type-options', 'nosniff');
      if (file.bytes !== null) reply.header('content-length', String(file.bytes));
      return reply.send(file.stream);
    },
  );
};
