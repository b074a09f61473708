import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import {
  CONDOMINIUM_MESSAGES,
  CondominiumSuggestionReviewedSchema,
  CondominiumSuggestionReviewSchema,
  CondominiumSuggestionSchema,
} from '#shared/contracts/condominiums.contract.ts';
import {
  CONDOMINIUM_SUGGESTIONS_API,
  CondominiumSuggestionCreatedSchema,
  CondominiumSuggestionRequestSchema,
  CondominiumSuggestionsPageSchema,
  CondominiumSuggestionsQuerySchema,
  PROFILE_MESSAGES as M,
} from '#shared/contracts/profile.contract.ts';
import type { RateLimitSetting } from '../../env.ts';
import { notFound } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { createLimiter } from '../../plugins/rate-limit.ts';
import type { CondominiumSuggestionsRepository } from './condominium-suggestions.repository.ts';
import type { CondominiumsService } from './condominiums.service.ts';

const tags = ['Condomínios'];
const E = ErrorResponseSchema;
/** Suggestions per user: a person suggests a few condominiums, not hundreds. */
const SUGGESTIONS_PER_USER: RateLimitSetting = { max: 10, windowMs: 60 * 60_000 };

/**
 * The settings page's condominium-suggestion modal (spec 2 §2 "Settings": the spec's only showed
 * a message; here the suggestion is stored for the admins), the admins' list of them and their
 * review.
 */
export const condominiumSuggestionsRoutes: FastifyPluginAsync<{
  repo: CondominiumSuggestionsRepository;
  service: CondominiumsService;
}> = async (fastify, { repo, service }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    `${CONDOMINIUM_SUGGESTIONS_API.adminList}/:id`,
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags: ['Administração'],
        summary: 'Uma sugestão de condomínio (administradores)',
        description:
          'O formulário de novo condomínio começa com os dados dela (?sugestao=). 404 se não existe.',
        params: IdParamsSchema,
        response: { 200: CondominiumSuggestionSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (req) => {
      const suggestion = await repo.get(req.params.id);
      if (!suggestion) throw notFound(CONDOMINIUM_MESSAGES.suggestionNotFound);
      return suggestion;
    },
  );

  app.patch(
    `${CONDOMINIUM_SUGGESTIONS_API.adminList}/:id`,
    {
      preHandler: app.requireRole('ADMIN'),
      schema: {
        tags: ['Administração'],
        summary: 'Marca uma sugestão de condomínio como aceita ou recusada (administradores)',
        description:
          'status aceita (com `condominio`, o código do condomínio cadastrado a partir dela, guardado na ' +
          'auditoria) ou recusada. Pedir o status que ela já tem não muda nada (idempotente). Cada mudança ' +
          'é uma linha na auditoria (entidade sugestao_condominio). 404 se não existe.',
        params: IdParamsSchema,
        body: CondominiumSuggestionReviewSchema,
        response: { 200: CondominiumSuggestionReviewedSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (req) => service.reviewSuggestion(authOf(req).user.code, req.params.id, req.body),
  );
};
