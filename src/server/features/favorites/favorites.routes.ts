import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, OkMessageSchema } from '#shared/contracts/common.contract.ts';
import {
  FAVORITES_API as API,
  FAVORITES_LIMITS,
  FAVORITES_MESSAGES as M,
} from '#shared/contracts/favorites.constants.ts';
import {
  FavoriteParamsSchema,
  FavoritesListSchema,
  MergeFavoritesBodySchema,
} from '#shared/contracts/favorites.contract.ts';
import { createJsonTextSender } from '../../lib/json-text.ts';
import { authOf } from '../../plugins/auth.ts';
import type { FavoritesService } from './favorites.service.ts';

const tags = ['Favoritos'];
const E = ErrorResponseSchema;
const OWN_ONLY =
  'Sempre os favoritos da sessão: ninguém, administradores inclusive, vê ou altera os de outro usuário.';

/** /api/favoritos: the caller's own favourites. Every route needs a session. */
export const favoritesRoutes: FastifyPluginAsync<{ service: FavoritesService }> = async (
  fastify,
  { service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const me = (req: FastifyRequest) => authOf(req).user.code;
  // The cards are sent as they are stored (ADR 007); outside production checked against the schema.
  const sendCards = createJsonTextSender(FavoritesListSchema, {
    check: fastify.env.NODE_ENV !== 'production',
  });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    API.list,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Meus favoritos ainda publicados, do mais recente ao mais antigo',
        description: `Os anúncios como nos resultados da busca (até ${FAVORITES_LIMITS.perUser}). ${OWN_ONLY}`,
        response: { 200: FavoritesListSchema, 401: E },
      },
    },
    async (req, reply) => sendCards(reply, await service.list(me(req))),
  );

  app.post(
    API.merge,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Junta os favoritos guardados no aparelho aos da conta (no login)',
        description:
          `\`anuncios\`: até ${FAVORITES_LIMITS.mergeMax} códigos, o primeiro o mais recente. Códigos desconhecidos ` +
          `ou de anúncios não publicados são ignorados; além de ${FAVORITES_LIMITS.perUser} favoritos o resto fica ` +
          `de fora. Responde a lista resultante. ${OWN_ONLY}`,
        body: MergeFavoritesBodySchema,
        response: { 200: FavoritesListSchema, 400: E, 401: E, 403: E },
      },
    },
    async (req, reply) => sendCards(reply, await service.merge(me(req), req.body.anuncios)),
  );

  app.put(
    '/api/favoritos/:anuncio',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Adiciona um anúncio publicado aos meus favoritos',
        description: `Idempotente (200 também se já era favorito). 404 se o anúncio não está publicado; 409 com ${FAVORITES_LIMITS.perUser} favoritos. ${OWN_ONLY}`,
        params: FavoriteParamsSchema,
        response: { 200: OkMessageSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => {
      await service.add(me(req), req.params.anuncio);
      return { ok: true as const, message: M.added };
    },
  );

  app.delete(
    '/api/favoritos/:anuncio',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove um anúncio dos meus favoritos',
        description: `Idempotente: 200 também se não era favorito. ${OWN_ONLY}`,
        params: FavoriteParamsSchema,
        response: { 200: OkMessageSchema, 400: E, 401: E, 403: E },
      },
    },
    async (req) => {
      await service.remove(me(req), req.params.anuncio);
      return { ok: true as const, message: M.removed };
    },
  );
};
