import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import {
  CONDOMINIUM_SUGGESTIONS_API,
  CondominiumSuggestionCreatedSchema,
  CondominiumSuggestionRequestSchema,
  CondominiumSuggestionsPageSchema,
  CondominiumSuggestionsQuerySchema,
  PROFILE_MESSAGES as M,
} from '#shared/contracts/profile.contract.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimitSetting } from '../../env.ts';
import { authOf } from '../../plugins/auth.ts';
import { createLimiter } from '../../plugins/rate-limit.ts';
import { createCondominiumSuggestionsRepository } from './condominium-suggestions.repository.ts';

const tags = ['Condomínios'];
const E = ErrorResponseSchema;
/** Suggestions per user: a person suggests a few condominiums, not hundreds. */
const SUGGESTIONS_PER_USER: RateLimitSetting = { max: 10, windowMs: 60 * 60_000 };

/**
 * The settings page's condominium-suggestion modal (spec 2 §2 "Settings": the spec's only showed
 * a message; here the suggestion is stored for the admins) and the admins' list of them.
 */
export const condominiumSuggestionsRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createCondominiumSuggestionsRepository(db);
  const perUser = createLimiter(app, 'sugestao-condominio-usuario', SUGGESTIONS_PER_USER);

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    CONDOMINIUM_SUGGESTIONS_API.create,
    {
      preHandler: [
        app.requireUser,
        async (req, reply) => perUser.hit(req, reply, String(authOf(req).user.code)),
      ],
      schema: {
        tags,
        summary: 'Sugere um condomínio que não está na lista (Configurações)',
        description:
          'Guarda a sugestão (status nova) para os administradores. Exige sessão; limitado por usuário (429).',
        body: CondominiumSuggestionRequestSchema,
        response: { 201: CondominiumSuggestionCreatedSchema, 400: E, 401: E, 403: E, 429: E },
      },
    },
    async (req, reply) => {
      const id = await repo.insert(authOf(req).user.code, req.body);
      return reply.status(201).send({ ok: true as const, message: M.suggestionSent, id });
    },
  );

  app.get(
    CONDOMINIUM_SUGGESTIONS_API.adminList,
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Sugestões de condomínio enviadas pelos usuários (administradores)',
        description: 'Mais novas primeiro; filtro opcional por status (nova, aceita, recusada).',
        querystring: CondominiumSuggestionsQuerySchema,
        response: { 200: CondominiumSuggestionsPageSchema, 400: E, 401: E, 403: E },
      },
    },
    async (req) => repo.list(req.query),
  );
};
