import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DATA_API,
  ACCOUNT_DATA_MESSAGES as M,
  AccountDeletedSchema,
  DeleteAccountRequestSchema,
} from '#shared/contracts/account-data.contract.ts';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import type { Env } from '../../env.ts';
import { authOf, clearSessionCookie, sessionCookie } from '../../plugins/auth.ts';
import { createLimiter } from '../../plugins/rate-limit.ts';
import type { AccountRemovalService } from './account-removal.service.ts';

const tags = ['Minha conta'];
const E = ErrorResponseSchema;

/** Password guesses through the deletion's form, per account (the login's own limit is apart). */
const DELETE_ATTEMPTS = { max: 10, windowMs: 15 * 60_000 };

/** POST /api/minha-conta/excluir (issue 36 item 3). */
export const accountRemovalRoutes: FastifyPluginAsync<{ service: AccountRemovalService; env: Env }> = async (
  fastify,
  { service, env },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cookie = sessionCookie(env);
  const perUser = createLimiter(app, 'excluir-conta-usuario', DELETE_ATTEMPTS);

  app.post(
    ACCOUNT_DATA_API.deleteAccount,
    {
      preHandler: [
        app.requireUser,
        async (req, reply) => perUser.hit(req, reply, String(authOf(req).user.code)),
      ],
      schema: {
        tags,
        summary: 'Exclui a minha conta',
        description:
          'Pede a senha da conta (400 no campo `senha` se não confere). Numa só transação: todas as sessões ' +
          'encerradas; anúncios, fotos, imagens, favoritos, buscas salvas e a inscrição na newsletter apagados; ' +
          'tickets anonimizados; a conta fica anônima ("Usuário removido" nas conversas de quem falou com você; ' +
          'o e-mail e o documento ficam livres para um novo cadastro); as faturas ficam, pelo prazo fiscal; a ' +
          'auditoria registra; um e-mail confirma ao endereço antigo. O cookie de sessão é apagado. 409 para o ' +
          'último administrador ativo.',
        body: DeleteAccountRequestSchema,
        response: { 200: AccountDeletedSchema, 400: E, 401: E, 403: E, 404: E, 409: E, 429: E },
      },
    },
    async (req, reply) => {
      const { code } = authOf(req).user;
      const { listings } = await service.deleteAccount(
        { kind: 'self', code, password: req.body.senha },
        code,
      );
      clearSessionCookie(reply, cookie);
      reply.header('cache-control', 'no-store');
      return { ok: true as const, message: M.accountDeleted, anunciosRemovidos: listings };
    },
  );
};
