import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import {
  NEWSLETTER_API,
  NEWSLETTER_CANCEL_API,
  NEWSLETTER_MESSAGES as M,
  NewsletterCancelRequestSchema,
  NewsletterConfirmQuerySchema,
  NewsletterRequestSchema,
  NewsletterResponseSchema,
} from '#shared/contracts/newsletter.contract.ts';
import type { Env } from '../../env.ts';
import { clientKey, createLimiter } from '../../plugins/rate-limit.ts';
import type { NewsletterService } from './newsletter.service.ts';

const tags = ['Newsletter'];
const E = ErrorResponseSchema;

export const newsletterRoutes: FastifyPluginAsync<{ newsletter: NewsletterService; env: Env }> = async (
  fastify,
  { newsletter, env },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = {
    ip: createLimiter(app, 'newsletter-ip', env.RATE_LIMIT_NEWSLETTER_IP),
    email: createLimiter(app, 'newsletter-email', env.RATE_LIMIT_NEWSLETTER_EMAIL),
    tokenIp: createLimiter(app, 'newsletter-token-ip', env.RATE_LIMIT_TOKEN_IP),
    cancelIp: createLimiter(app, 'newsletter-cancel-ip', env.RATE_LIMIT_TOKEN_IP),
  };

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    NEWSLETTER_API.subscribe,
    {
      onRequest: async (req, reply) => limit.ip.hit(req, reply, clientKey(req)),
      // Per address too: nobody can flood someone's inbox with confirmation links.
      preHandler: async (req, reply) => limit.email.hit(req, reply, req.body.email),
      schema: {
        tags,
        summary: 'Inscreve um e-mail na newsletter (confirmação por link, double opt-in)',
        description:
          'Guarda a inscrição como pendente e envia um link de confirmação válido por 48 h. ' +
          'A mesma resposta para e-mails novos, pendentes ou já inscritos. Limitado por IP e por e-mail (429).',
        body: NewsletterRequestSchema,
        response: { 200: NewsletterResponseSchema, 400: E, 403: E, 429: E },
      },
    },
    async (req) => {
      newsletter.requestSubscription(req.body.email);
      return { ok: true as const, message: M.subscribed };
    },
  );

  app.get(
    NEWSLETTER_API.confirm,
    {
      onRequest: async (req, reply) => limit.tokenIp.hit(req, reply, clientKey(req)),
      schema: {
        tags,
        summary: 'Confirma a inscrição com o token do link (uso único, 48 h)',
        querystring: NewsletterConfirmQuerySchema,
        response: { 200: NewsletterResponseSchema, 400: E, 429: E },
      },
    },
    async (req) => {
      await newsletter.confirmSubscription(req.query.token);
      return { ok: true as const, message: M.confirmed };
    },
  );

  app.post(
    NEWSLETTER_CANCEL_API,
    {
      onRequest: async (req, reply) => limit.cancelIp.hit(req, reply, clientKey(req)),
      schema: {
        tags,
        summary: 'Cancela a inscrição com o token do link de cancelamento (sem login)',
        description:
          'O token vem no link "Cancelar inscrição" de todo e-mail da newsletter e vale enquanto a ' +
          'inscrição existir. Cancelar de novo uma inscrição já cancelada responde o mesmo 200; ' +
          'um token desconhecido responde 400. Uma nova inscrição do mesmo e-mail volta a ser pendente. ' +
          'Limitado por IP (429).',
        body: NewsletterCancelRequestSchema,
        response: { 200: NewsletterResponseSchema, 400: E, 403: E, 429: E },
      },
    },
    async (req) => {
      await newsletter.cancelSubscription(req.body.token);
      return { ok: true as const, message: M.cancelled };
    },
  );
};
