import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import {
  ACCOUNT_MESSAGES as M,
  ConfirmResetRequestSchema,
  LoginRefusedResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OkResponseSchema,
  RecoverPasswordRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResendConfirmationRequestSchema,
  ResetPasswordRequestSchema,
  SessionUserSchema,
  TokenQuerySchema,
  USERS_API,
} from '#shared/contracts/users.contract.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf, clearSessionCookie, sessionCookie, setSessionCookie } from '../../plugins/auth.ts';
import { clientKey, createLimiter, type Limiter } from '../../plugins/rate-limit.ts';
import type { AccountsService } from './accounts.service.ts';
import type { SessionService } from './sessions.service.ts';

const tags = ['Usuários'];
const E = ErrorResponseSchema;

/** An onRequest hook counting the request against a per-IP limit (before the body is read). */
const perIp =
  (limiter: Limiter) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> =>
    limiter.hit(req, reply, clientKey(req));

export const accountsRoutes: FastifyPluginAsync<{
  accounts: AccountsService;
  sessions: SessionService;
  env: Env;
}> = async (fastify, { accounts, sessions, env }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cookie = sessionCookie(env);
  const limit = {
    loginIp: createLimiter(app, 'login-ip', env.RATE_LIMIT_LOGIN_IP),
    loginAccount: createLimiter(app, 'login-conta', env.RATE_LIMIT_LOGIN_ACCOUNT),
    registerIp: createLimiter(app, 'cadastro-ip', env.RATE_LIMIT_REGISTER_IP),
    recoveryIp: createLimiter(app, 'recuperacao-ip', env.RATE_LIMIT_RECOVERY_IP),
    recoveryEmail: createLimiter(app, 'recuperacao-email', env.RATE_LIMIT_RECOVERY_EMAIL),
    resendIp: createLimiter(app, 'reenvio-ip', env.RATE_LIMIT_RESEND_IP),
    resendEmail: createLimiter(app, 'reenvio-email', env.RATE_LIMIT_RESEND_EMAIL),
    tokenIp: createLimiter(app, 'token-ip', env.RATE_LIMIT_TOKEN_IP),
  };

  // Account answers are personal or carry secrets: never cached by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    USERS_API.register,
    {
      onRequest: perIp(limit.registerIp),
      schema: {
        tags,
        summary: 'Cadastro (PF ou PJ); envia o e-mail de confirmação',
        description:
          'Cria a conta com nivel 2 (ANUNCIANTE), tipo 2 (PJ) ou 3 (PF) e validacao 0 até a confirmação do e-mail. ' +
          '409 quando o e-mail ou o documento já está cadastrado.',
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema, 400: E, 403: E, 409: E, 429: E },
      },
    },
    async (req, reply) => reply.status(201).send(await accounts.register(req.body)),
  );

  app.post(
    USERS_API.login,
    {
      onRequest: perIp(limit.loginIp),
      preHandler: async (req, reply) => limit.loginAccount.check(req, reply, req.body.usuario),
      schema: {
        tags,
        summary: 'Login: token de sessão no corpo e cookie HttpOnly',
        description:
          'O token vai no corpo (use `Authorization: Bearer <token>`) e num cookie HttpOnly, SameSite=Lax. ' +
          '401 para e-mail ou senha errados (a mesma resposta nos dois casos); 403 com `motivo` ' +
          '(nao_confirmado, bloqueado) quando a senha está certa mas a conta não pode entrar.',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, 400: E, 401: E, 403: LoginRefusedResponseSchema, 429: E },
      },
    },
    async (req, reply) => {
      const result = await accounts.login(req.body);
      if (result.kind === 'invalid') {
        await limit.loginAccount.count(req, req.body.usuario);
        throw new AppError('UNAUTHENTICATED', M.invalidCredentials);
      }
      if (result.kind === 'refused') {
        const message = result.motivo === 'bloqueado' ? M.blocked : M.unconfirmed;
        return reply.status(403).send({ message, code: 'FORBIDDEN', motivo: result.motivo });
      }
      // A new login replaces the browser's earlier session instead of leaving it open.
      const previous = await req.getAuth();
      if (previous?.via === 'cookie') await sessions.revokeSession(previous.sessionId);
      setSessionCookie(reply, cookie, result.token, req.body.lembrar, result.expiresAt);
      const { user } = result;
      return {
        ok: true as const,
        token: result.token,
        expiraEm: result.expiresAt.toISOString(),
        payload: {
          email: user.email,
          nome: user.name,
          role: user.role,
          codigo: user.codigo,
          tipo: user.tipo,
          ativo: user.ativo,
          nivel: user.nivel,
          validacao: user.validacao,
        },
        user,
      };
    },
  );

  app.get(
    USERS_API.confirm,
    {
      onRequest: perIp(limit.tokenIp),
      schema: {
        tags,
        summary: 'Confirma o e-mail com o token do link (uso único, 48 h)',
        description:
          'O mesmo link aberto de novo, com a conta já confirmada, responde 200 com a mensagem de e-mail já ' +
          'confirmado; um token desconhecido ou expirado, 400.',
        querystring: TokenQuerySchema,
        response: { 200: OkResponseSchema, 400: E, 429: E },
      },
    },
    async (req) => {
      const outcome = await accounts.confirmEmail(req.query.token);
      return { ok: true as const, message: outcome === 'already' ? M.alreadyConfirmed : M.confirmed };
    },
  );

  app.post(
    USERS_API.resendConfirmation,
    {
      onRequest: perIp(limit.resendIp),
      preHandler: async (req, reply) => limit.resendEmail.hit(req, reply, req.body.email),
      schema: {
        tags,
        summary: 'Reenvia o e-mail de confirmação (invalida os links anteriores)',
        description: 'A mesma resposta para e-mails cadastrados ou não.',
        body: ResendConfirmationRequestSchema,
        response: { 200: OkResponseSchema, 400: E, 403: E, 429: E },
      },
    },
    async (req) => {
      accounts.requestConfirmationResend(req.body.email);
      return { ok: true as const, message: M.resendSent };
    },
  );

  app.post(
    USERS_API.recoverPassword,
    {
      onRequest: perIp(limit.recoveryIp),
      preHandler: async (req, reply) => limit.recoveryEmail.hit(req, reply, req.body.email),
      schema: {
        tags,
        summary: 'Envia o link de redefinição de senha (válido por 1 h)',
        description:
          'A mesma resposta para e-mails cadastrados ou não. `plano` (opcional): o plano escolhido antes de entrar; ' +
          'o link do e-mail o leva adiante se for um plano ativo do tipo da conta (senão é ignorado).',
        body: RecoverPasswordRequestSchema,
        response: { 200: OkResponseSchema, 400: E, 403: E, 429: E },
      },
    },
    async (req) => {
      accounts.requestPasswordRecovery(req.body.email, req.body.plano);
      return { ok: true as const, message: M.recoverySent };
    },
  );

  app.get(
    USERS_API.validateResetToken,
    {
      onRequest: perIp(limit.tokenIp),
      schema: {
        tags,
        summary: 'Diz se um token de redefinição ainda vale (sem usá-lo)',
        querystring: TokenQuerySchema,
        response: { 200: OkResponseSchema, 400: E, 429: E },
      },
    },
    async (req) => {
      await accounts.validateResetToken(req.query.token);
      return { ok: true as const, message: M.tokenValid };
    },
  );

  const afterReset = (reply: FastifyReply) => {
    // Every session of the user was revoked, this browser's included.
    clearSessionCookie(reply, cookie);
    return { ok: true as const, message: M.passwordReset };
  };

  app.post(
    USERS_API.confirmReset,
    {
      onRequest: perIp(limit.tokenIp),
      schema: {
        tags,
        summary: 'Nova senha com o token do link; encerra todas as sessões do usuário',
        body: ConfirmResetRequestSchema,
        response: { 200: OkResponseSchema, 400: E, 403: E, 429: E },
      },
    },
    async (req, reply) => {
      await accounts.resetPassword(req.body.token, req.body.novaSenha, 'novaSenha');
      return afterReset(reply);
    },
  );

  app.post(
    USERS_API.resetPassword,
    {
      onRequest: perIp(limit.tokenIp),
      schema: {
        tags,
        summary: 'O mesmo que recuperar-senha/confirmar, com o campo `senha` (alternativa da especificação)',
        body: ResetPasswordRequestSchema,
        response: { 200: OkResponseSchema, 400: E, 403: E, 429: E },
      },
    },
    async (req, reply) => {
      await accounts.resetPassword(req.body.token, req.body.senha, 'senha');
      return afterReset(reply);
    },
  );

  app.post(
    USERS_API.logout,
    {
      schema: {
        tags,
        summary: 'Encerra a sessão atual (token ou cookie) e apaga o cookie',
        response: { 200: OkResponseSchema, 403: E },
      },
    },
    async (req, reply) => {
      const auth = await req.getAuth();
      if (auth) await sessions.revokeSession(auth.sessionId);
      clearSessionCookie(reply, cookie);
      return { ok: true as const, message: M.loggedOut };
    },
  );

  app.get(
    USERS_API.me,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'O usuário da sessão',
        response: { 200: SessionUserSchema, 401: E },
      },
    },
    async (req) => {
      const user = await accounts.getSessionUser(authOf(req).user.code);
      if (!user) throw new AppError('UNAUTHENTICATED', M.unauthenticated);
      return user;
    },
  );
};
