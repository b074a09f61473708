import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import {
  AdminTicketsPageSchema,
  AdminTicketsQuerySchema,
  TICKETS_API as API,
  TicketCreateSchema,
  TicketListSchema,
  TicketReplySchema,
  TicketSchema,
  TicketStatusSchema,
} from '#shared/contracts/tickets.contract.ts';
import type { RateLimitSetting } from '../../env.ts';
import { authOf } from '../../plugins/auth.ts';
import { createLimiter } from '../../plugins/rate-limit.ts';
import type { TicketsService } from './tickets.service.ts';

const E = ErrorResponseSchema;
const AUTH = { 401: E, 403: E };
const support = ['Suporte'];
const admin = ['Administração'];
const PARAMS = `/:id`;

/**
 * New tickets and a user's replies per account: each e-mails the team, so a script cannot fill
 * its inbox. Far above what a person asking for help writes; admins are not limited.
 */
const TICKET_WRITES_PER_USER: RateLimitSetting = { max: 20, windowMs: 60 * 60_000 };

/**
 * The support tickets: a user's own under /api/tickets, the team's list and status
 * changes under /api/admin/tickets. Only the owner and admins read or change a ticket; anyone
 * else gets 404, as if it did not exist. Nothing here may be cached.
 */
export const ticketsRoutes: FastifyPluginAsync<{ service: TicketsService }> = async (
  fastify,
  { service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireAdmin = app.requireRole('ADMIN');
  const actor = (req: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(req);
    return { code: user.code, role: user.role };
  };

  const writes = createLimiter(app, 'tickets-usuario', TICKET_WRITES_PER_USER);
  const limitWrites = async (req: Parameters<typeof authOf>[0], reply: FastifyReply) => {
    const { user } = authOf(req);
    if (user.role !== 'ADMIN') await writes.hit(req, reply, String(user.code));
  };

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    API.list,
    {
      preHandler: app.requireUser,
      schema: {
        tags: support,
        summary: 'Meus tickets de suporte',
        description:
          'Os tickets de quem chama (um administrador vê aqui só os seus), da atividade mais recente à mais ' +
          'antiga, sem as mensagens. `ultimoDe` diz quem escreveu a última mensagem (user ou admin).',
        response: { 200: TicketListSchema, ...AUTH },
      },
    },
    async (req) => service.listMine(authOf(req).user.code),
  );

  app.post(
    API.list,
    {
      preHandler: [app.requireUser, limitWrites],
      schema: {
        tags: support,
        summary: 'Abre um ticket de suporte',
        description:
          'assunto (até 200 caracteres, uma linha) e mensagem (até 5000), ambos obrigatórios sem os espaços das ' +
          'pontas. O ticket nasce com status open e a equipe (CONTACT_EMAIL) recebe um e-mail com o link.',
        body: TicketCreateSchema,
        response: { 201: TicketSchema, 400: E, 429: E, ...AUTH },
      },
    },
    async (req, reply) => reply.status(201).send(await service.open(actor(req), req.body)),
  );

  app.get(
    `${API.list}${PARAMS}`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: support,
        summary: 'Um ticket e suas mensagens',
        description:
          'Para o dono do ticket e para administradores; para qualquer outra conta, 404. Mensagens da mais ' +
          'antiga à mais recente; `from` é user (o dono) ou admin (a equipe).',
        params: IdParamsSchema,
        response: { 200: TicketSchema, 400: E, 404: E, ...AUTH },
      },
    },
    async (req) => service.read(req.params.id, actor(req)),
  );

  app.post(
    `${API.list}${PARAMS}/mensagens`,
    {
      preHandler: [app.requireUser, limitWrites],
      schema: {
        tags: support,
        summary: 'Responde um ticket',
        description:
          'mensagem obrigatória (até 5000 caracteres). A resposta do dono põe o ticket em in_progress (também ' +
          'quando estava fechado: ele é reaberto) e avisa a equipe por e-mail; a de um administrador põe em ' +
          'waiting_user (também quando fechado) e avisa o dono por e-mail. Outras contas: 404.',
        params: IdParamsSchema,
        body: TicketReplySchema,
        response: { 200: TicketSchema, 400: E, 404: E, 429: E, ...AUTH },
      },
    },
    async (req) => service.reply(req.params.id, actor(req), req.body.mensagem),
  );

  app.post(
    `${API.list}${PARAMS}/fechar`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: support,
        summary: 'Fecha um ticket',
        description:
          'Pelo dono ou por um administrador. Fechar um ticket já fechado não muda nada (mesma resposta). ' +
          'Outras contas: 404.',
        params: IdParamsSchema,
        response: { 200: TicketSchema, 400: E, 404: E, ...AUTH },
      },
    },
    async (req) => service.close(req.params.id, actor(req)),
  );

  app.get(
    API.admin,
    {
      preHandler: requireAdmin,
      schema: {
        tags: admin,
        summary: 'Todos os tickets (administradores)',
        description:
          'Com o nome e o e-mail de quem abriu, 20 por página. `status` open, in_progress, waiting_user ou ' +
          'closed; `ordem` recentes (atividade mais recente primeiro, o padrão) ou antigos (primeiro os que ' +
          'esperam a equipe — em aberto ou em andamento e com a última palavra do usuário —, do que espera ' +
          'há mais tempo; depois os demais, mais recentes primeiro).',
        querystring: AdminTicketsQuerySchema,
        response: { 200: AdminTicketsPageSchema, 400: E, ...AUTH },
      },
    },
    async (req) => {
      const { page, limit, status, ordem } = req.query;
      return service.findAll({ status, order: ordem }, page, limit);
    },
  );

  app.patch(
    `${API.admin}${PARAMS}`,
    {
      preHandler: requireAdmin,
      schema: {
        tags: admin,
        summary: 'Muda o status de um ticket (administradores)',
        description:
          'status: open, in_progress, waiting_user ou closed (qualquer um). Repetir o status atual não muda nada.',
        params: IdParamsSchema,
        body: TicketStatusSchema,
        response: { 200: TicketSchema, 400: E, 404: E, ...AUTH },
      },
    },
    async (req) => service.setStatus(req.params.id, actor(req), req.body.status),
  );
};
