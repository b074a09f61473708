import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { CONVERSATION_REPORTS_API } from '#shared/contracts/reports.constants.ts';
import {
  ConversationReportAnswerSchema,
  ConversationReportsPageSchema,
  ConversationReportsQuerySchema,
  WarnBodySchema,
} from '#shared/contracts/reports.contract.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ConversationReportsService } from './conversation-reports.service.ts';

const tags = ['Administração'];
const E = ErrorResponseSchema;
/** Every route: 401 without a session, 403 for any role but ADMIN. */
const AUTH = { 401: E, 403: E };
const BASE = CONVERSATION_REPORTS_API.list;
const REPEAT = 'Uma denúncia já resolvida responde 200 sem mudança (alterado: false). 404 se não existe.';

/** The admins' queue of conversation reports, ADMIN only, never cached. */
export const conversationReportsRoutes: FastifyPluginAsync<{ service: ConversationReportsService }> = async (
  fastify,
  { service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('ADMIN');
  const actor = (req: FastifyRequest) => authOf(req).user.code;

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    BASE,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Denúncias de conversas abertas, as mais antigas primeiro (administradores)',
        description:
          'page, limit (20 por padrão). Cada denúncia com quem denunciou, o usuário denunciado, a conversa ' +
          'e as últimas 20 mensagens enviadas até a denúncia (temAnteriores: há mais antigas). Não contam ' +
          'nas denúncias do anúncio.',
        querystring: ConversationReportsQuerySchema,
        response: { 200: ConversationReportsPageSchema, 400: E, ...AUTH },
      },
    },
    async (req) => service.queue(req.query.page, req.query.limit),
  );

  app.post(
    `${BASE}/:id/bloquear`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Bloqueia o usuário denunciado e resolve a denúncia (administradores)',
        description:
          'O mesmo bloqueio de POST /api/admin/usuarios/{id}/bloquear (sessões encerradas, anúncios fora do ' +
          `ar, histórico), e a denúncia fica resolvida como "bloqueado". 409 se o denunciado é você ou o ` +
          `último administrador ativo. ${REPEAT}`,
        params: IdParamsSchema,
        response: { 200: ConversationReportAnswerSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => service.block(actor(req), req.params.id),
  );

  app.post(
    `${BASE}/:id/advertir`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary:
          'Envia uma advertência por e-mail ao usuário denunciado e resolve a denúncia (administradores)',
        description:
          'Corpo opcional { mensagem } (até 2000 caracteres): o texto da advertência; sem ele, vai o texto ' +
          `padrão. Quem denunciou não é identificado. A denúncia fica resolvida como "advertido". ${REPEAT}`,
        params: IdParamsSchema,
        body: WarnBodySchema,
        response: { 200: ConversationReportAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.warn(actor(req), req.params.id, req.body.mensagem),
  );

  app.post(
    `${BASE}/:id/descartar`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Descarta a denúncia de conversa (administradores)',
        description: `Ninguém é avisado; a denúncia fica resolvida como "descartado". ${REPEAT}`,
        params: IdParamsSchema,
        response: { 200: ConversationReportAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.dismiss(actor(req), req.params.id),
  );
};
