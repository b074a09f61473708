import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema, OkMessageSchema } from '#shared/contracts/common.contract.ts';
import {
  CreateSavedSearchBodySchema,
  SAVED_SEARCH_LIMITS as L,
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCHES_API as API,
  SavedSearchAnswerSchema,
  SavedSearchListSchema,
  UnsubscribeBodySchema,
  UnsubscribeInfoSchema,
  UnsubscribeQuerySchema,
  UpdateSavedSearchBodySchema,
} from '#shared/contracts/saved-searches.contract.ts';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { authOf } from '../../plugins/auth.ts';
import { clientKey, createLimiter } from '../../plugins/rate-limit.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

const tags = ['Buscas salvas'];
const E = ErrorResponseSchema;
const OWN_ONLY = 'Sempre as buscas da sessão: a de outro usuário responde 404, também a um administrador.';

/** /api/buscas-salvas: the caller's saved searches, and the alerts' unsubscribe link (no session). */
export const savedSearchesRoutes: FastifyPluginAsync<{ service: SavedSearchesService; env: Env }> = async (
  fastify,
  { service, env },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const me = (req: FastifyRequest) => authOf(req).user.code;
  const tokenIp = createLimiter(app, 'buscas-salvas-token-ip', env.RATE_LIMIT_TOKEN_IP);

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    API.list,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Minhas buscas salvas, da mais recente à mais antiga',
        description: `Até ${L.perUser} por conta. ${OWN_ONLY}`,
        response: { 200: SavedSearchListSchema, 401: E },
      },
    },
    async (req) => ({ data: await service.list(me(req)), limite: L.perUser }),
  );

  app.post(
    API.list,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Salva uma busca com alerta por e-mail',
        description:
          '`consulta` é a query string da página (`/anuncios` ou `/busca`), com o texto e todos os filtros; ' +
          'a paginação é descartada. `frequencia`: `imediata` (no máximo um e-mail por hora) ou `diaria` ' +
          `(resumo às 8h de Brasília). 400 para uma busca sem texto nem filtro, ou com filtro inválido; ` +
          `409 para a mesma busca já salva ou com ${L.perUser} buscas. ${OWN_ONLY}`,
        body: CreateSavedSearchBodySchema,
        response: { 201: SavedSearchAnswerSchema, 400: E, 401: E, 403: E, 409: E },
      },
    },
    async (req, reply) => {
      const busca = await service.create(me(req), req.body);
      return reply.status(201).send({ ok: true as const, message: M.saved, busca });
    },
  );

  // Registered before /:id so "cancelar" is never read as an id.
  app.get(
    API.unsubscribe,
    {
      onRequest: async (req, reply) => tokenIp.hit(req, reply, clientKey(req)),
      schema: {
        tags,
        summary: 'Qual busca um link de cancelamento de alertas interrompe (sem login)',
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeInfoSchema, 400: E, 404: E, 429: E },
      },
    },
    async (req) => service.unsubscribeInfo(req.query.token),
  );

  app.post(
    API.unsubscribe,
    {
      onRequest: async (req, reply) => tokenIp.hit(req, reply, clientKey(req)),
      schema: {
        tags,
        summary: 'Para os alertas de uma busca salva com o token do e-mail (sem login)',
        description:
          'O token vem no link "Parar de receber alertas desta busca" e no cabeçalho List-Unsubscribe de cada ' +
          'alerta (RFC 8058). A busca fica salva, pausada; de novo responde o mesmo 200. Token desconhecido: 404. ' +
          'Limitado por IP (429).',
        body: UnsubscribeBodySchema,
        response: {
          200: UnsubscribeInfoSchema.extend({ message: z.string() }),
          400: E,
          403: E,
          404: E,
          429: E,
        },
      },
    },
    async (req) => ({ ...(await service.unsubscribe(req.body.token)), message: M.unsubscribed }),
  );

  app.patch(
    '/api/buscas-salvas/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Edita o nome ou a frequência de uma busca salva, ou pausa e retoma seus alertas',
        description: `Retomada, a busca avisa só dos anúncios publicados dali em diante. ${OWN_ONLY}`,
        params: IdParamsSchema,
        body: UpdateSavedSearchBodySchema,
        response: { 200: SavedSearchAnswerSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (req) => {
      const busca = await service.update(me(req), req.params.id, req.body);
      const message =
        req.body.pausada === true && req.body.nome === undefined && req.body.frequencia === undefined
          ? M.paused
          : req.body.pausada === false && req.body.nome === undefined && req.body.frequencia === undefined
            ? M.resumed
            : M.updated;
      return { ok: true as const, message, busca };
    },
  );

  app.delete(
    '/api/buscas-salvas/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Exclui uma busca salva (e seus alertas)',
        description: OWN_ONLY,
        params: IdParamsSchema,
        response: { 200: OkMessageSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (req) => {
      await service.remove(me(req), req.params.id);
      return { ok: true as const, message: M.deleted };
    },
  );
};
