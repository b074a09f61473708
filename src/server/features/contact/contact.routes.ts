import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#shared/contracts/common.contract.ts';
import {
  CONTACT_API,
  CONTACT_MESSAGES,
  ContactRequestSchema,
  ContactResponseSchema,
} from '#shared/contracts/contact.contract.ts';
import type { Env } from '../../env.ts';
import { clientKey, createLimiter } from '../../plugins/rate-limit.ts';
import { TICKET_MESSAGES } from '#shared/contracts/tickets.constants.ts';
import type { TicketsService } from '../tickets/tickets.service.ts';
import type { ContactService } from './contact.service.ts';

const E = ErrorResponseSchema;

export const contactRoutes: FastifyPluginAsync<{
  contact: ContactService;
  tickets: TicketsService;
  env: Env;
}> = async (fastify, { contact, tickets, env }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perIp = createLimiter(app, 'contato-ip', env.RATE_LIMIT_CONTACT_IP);

  app.post(
    CONTACT_API.send,
    {
      // Counted before the body is read, so invalid submissions count too.
      onRequest: async (req, reply) => perIp.hit(req, reply, clientKey(req)),
      schema: {
        tags: ['Contato'],
        summary: 'Envia uma mensagem à equipe (formulário de /contato)',
        description:
          'Guarda a mensagem e a envia por e-mail à equipe (CONTACT_EMAIL). Uma falha no envio do e-mail ' +
          'não perde a mensagem: ela fica guardada. Com sessão (cookie ou bearer), a mensagem vira um ticket ' +
          'de suporte da conta (assunto e mensagem; nome e e-mail do formulário são ignorados) e a resposta diz ' +
          'o número e o link do ticket. Limitado por IP (429).',
        body: ContactRequestSchema,
        response: { 201: ContactResponseSchema, 400: E, 403: E, 429: E },
      },
    },
    async (req, reply) => {
      const auth = await req.getAuth();
      let message: string = CONTACT_MESSAGES.sent;
      let ticketId: number | undefined;
      if (auth) {
        const { assunto, mensagem } = req.body;
        const ticket = await tickets.open(
          { code: auth.user.code, role: auth.user.role },
          { assunto, mensagem },
        );
        message = TICKET_MESSAGES.fromContact(ticket.id);
        ticketId = ticket.id;
      } else {
        await contact.sendMessage(req.body, clientKey(req));
      }
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ ok: true as const, message, ...(ticketId ? { ticket: ticketId } : {}) });
    },
  );
};
