import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { LISTING_STATS_API } from '#shared/contracts/listing-stats.constants.ts';
import {
  ListingStatsSchema,
  MyStatsQuerySchema,
  MyStatsSchema,
  PageEventBodySchema,
  StatsQuerySchema,
} from '#shared/contracts/listing-stats.contract.ts';
import type { Env } from '../../env.ts';
import { authOf } from '../../plugins/auth.ts';
import { clientKey, createLimiter } from '../../plugins/rate-limit.ts';
import type { ListingStatsService } from './listing-stats.service.ts';

const tags = ['Estatísticas'];
const E = ErrorResponseSchema;
const AUTH = { 401: E, 403: E };

/** The listing page's events (public) and the advertiser's statistics (session, own ads only). */
export const listingStatsRoutes: FastifyPluginAsync<{ env: Env; service: ListingStatsService }> = async (
  fastify,
  { env, service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perIp = createLimiter(app, 'estatisticas-ip', env.RATE_LIMIT_STATS_IP);

  app.post(
    '/api/anuncios/:id/eventos',
    {
      onRequest: async (req, reply) => perIp.hit(req, reply, clientKey(req)),
      schema: {
        tags,
        summary:
          'Registra uma ação na página do anúncio (visualização, WhatsApp, mapa, site, redes, favorito)',
        description:
          'Sem conta. Conta uma vez por visitante, anúncio, ação e dia: o visitante é um hash do IP e do navegador ' +
          'com um sal diário que é apagado depois do dia (nada de IP ou cookie guardado). Robôs não são contados; ' +
          'as visitas do próprio anunciante e anúncios fora do ar também não. Responde 204 em todos esses casos.',
        params: IdParamsSchema,
        body: PageEventBodySchema,
        response: { 204: z.null().describe('Sem corpo'), 400: E, 429: E },
      },
    },
    async (req, reply) => {
      const auth = await req.getAuth();
      service.recordPageEvent(req.params.id, req.body.tipo, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        viewerCode: auth?.user.code ?? null,
      });
      return reply.status(204).send(null);
    },
  );

  // Personal answers: never cached by a browser or a proxy.
  const personal = { 'cache-control': 'no-store' } as const;

  app.get(
    LISTING_STATS_API.mine,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Estatísticas dos anúncios do usuário, dia a dia e por anúncio',
        description:
          'dias: 7 a 90 (30 por padrão), até hoje (dias de Brasília). anuncios=12,15: os totais por anúncio desses ' +
          'anúncios do usuário, com zeros; sem ele, os 20 mais vistos do período.',
        querystring: MyStatsQuerySchema,
        response: { 200: MyStatsSchema, 400: E, ...AUTH },
      },
    },
    async (req, reply) => reply.headers(personal).send(await service.mine(authOf(req).user.code, req.query)),
  );

  app.get(
    '/api/minha-conta/anuncios/:id/estatisticas',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Estatísticas de um anúncio do usuário, dia a dia',
        description: 'dias: 7 a 90 (90 por padrão). O anúncio de outro usuário responde 404.',
        params: IdParamsSchema,
        querystring: StatsQuerySchema,
        response: { 200: ListingStatsSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req, reply) =>
      reply.headers(personal).send(await service.listing(authOf(req).user.code, req.params.id, req.query)),
  );
};
