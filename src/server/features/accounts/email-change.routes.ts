import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import {
  EMAIL_CHANGE_API,
  EmailChangeOutcomeSchema,
  EmailChangeRequestedSchema,
  EmailChangeRequestSchema,
} from '#shared/contracts/email-change.contract.ts';
import { TokenQuerySchema } from '#shared/contracts/users.contract.ts';
import type { Env } from '../../env.ts';
import { authOf } from '../../plugins/auth.ts';
import { clientKey, createLimiter } from '../../plugins/rate-limit.ts';
import type { EmailChangeService } from './email-change.service.ts';

const tags = ['Usuários'];
const E = ErrorResponseSchema;

/**
 * Changing the e-mail (issue 36 item 4): the request needs the session and the password and
 * counts against a per-account limit (RATE_LIMIT_EMAIL_CHANGE_USER, every attempt, so the
 * password cannot be guessed here either); the two links count against the per-IP limit of
 * every e-mail token (RATE_LIMIT_TOKEN_IP, the same counter as /confirmar's).
 */
export const emailChangeRoutes: FastifyPluginAsync<{ emailChange: EmailChangeService; env: Env }> = async (
  fastify,
  { emailChange, env },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perUser = createLimiter(app, 'troca-email-usuario', env.RATE_LIMIT_EMAIL_CHANGE_USER);
  const tokenIp = createLimiter(app, 'token-ip', env.RATE_LIMIT_TOKEN_IP);
  const perIp = async (req: FastifyRequest, reply: FastifyReply) => tokenIp.hit(req, reply, clientKey(req));

  // Personal answers, and links carrying secrets: never cached.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    EMAIL_CHANGE_API.request,
    {
      preHandler: [
        app.requireUser,
        async (req, reply) => perUser.hit(req, reply, String(authOf(req).user.code)),
      ],
      schema: {
        tags,
        summary: 'Pede a troca do e-mail da conta: envia um link de confirmação ao novo endereço',
        description:
          'Exige a sessão e a senha atual. O e-mail só muda quando o link enviado ao novo endereço for aberto ' +
          '(GET /api/usuarios/email/confirmar). 400 para senha errada ou o mesmo e-mail; 409 quando o novo ' +
          'e-mail já está cadastrado (a mesma resposta do cadastro).',
        body: EmailChangeRequestSchema,
        response: { 200: EmailChangeRequestedSchema, 400: E, 401: E, 403: E, 409: E, 429: E },
      },
    },
    async (req) => emailChange.requestChange(authOf(req).user.code, req.body),
  );

  app.get(
    EMAIL_CHANGE_API.confirm,
    {
      onRequest: perIp,
      schema: {
        tags,
        summary: 'Confirma a troca de e-mail com o token do link (uso único, 48 h)',
        description:
          'Troca o e-mail da conta (as sessões continuam valendo) e envia ao endereço antigo um aviso com um link ' +
          'para desfazer (7 dias). `estado`: alterado, ou usado para um link já aberto. 400 para um link ' +
          'desconhecido, 410 para um expirado, 409 quando o novo e-mail passou a ser de outra conta.',
        querystring: TokenQuerySchema,
        response: { 200: EmailChangeOutcomeSchema, 400: E, 409: E, 410: E, 429: E },
      },
    },
    async (req) => emailChange.confirmChange(req.query.token),
  );

  app.get(
    EMAIL_CHANGE_API.undo,
    {
      onRequest: perIp,
      schema: {
        tags,
        summary: 'Desfaz uma troca de e-mail com o token do aviso (uso único, 7 dias)',
        description:
          'Devolve o e-mail antigo à conta (se nenhuma outra conta o usa) e encerra todas as sessões dela. ' +
          '`estado`: restaurado, em_uso (o e-mail antigo é de outra conta: só as sessões foram encerradas) ou usado. ' +
          '400 para um link desconhecido, 410 para um expirado.',
        querystring: TokenQuerySchema,
        response: { 200: EmailChangeOutcomeSchema, 400: E, 409: E, 410: E, 429: E },
      },
    },
    async (req) => emailChange.undoChange(req.query.token),
  );
};
