import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import {
  ConversationsPageSchema,
  ConversationsQuerySchema,
  MESSAGES_API as API,
  MESSAGES_MESSAGES as M,
  MessageSentSchema,
  OkMessageSchema,
  ReportConversationBodySchema,
  SendMessageBodySchema,
  StartConversationBodySchema,
  ThreadQuerySchema,
  ThreadSchema,
  UnreadCountSchema,
} from '#shared/contracts/messages.contract.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { clientKey, createLimiter } from '../../plugins/rate-limit.ts';
import type { MessagesService } from './messages.service.ts';

const tags = ['Mensagens'];
const E = ErrorResponseSchema;
const AUTH = { 401: E };
const PARTIES_ONLY =
  'Só as duas partes da conversa a veem; qualquer outro usuário, administradores inclusive, recebe 404.';

/**
 * /api/mensagens: the caller's conversations with advertisers (as a resident) and
 * with residents (as an advertiser). Every route needs a session; the writes are limited per
 * account (RATE_LIMIT_MESSAGES_USER). Nothing here may be cached.
 */
export const messagesRoutes: FastifyPluginAsync<{ service: MessagesService; env: Env }> = async (
  fastify,
  { service, env },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiter = createLimiter(app, 'mensagens-usuario', env.RATE_LIMIT_MESSAGES_USER);
  const me = (req: FastifyRequest) => authOf(req).user.code;
  /**
   * Counts the write against its sender before the body is judged (invalid ones count too): a
   * preValidation hook, which runs after the session guard (plugins/auth.ts moves requireUser
   * to the front of preValidation).
   */
  const perSender = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await limiter.hit(req, reply, String(me(req)));
    } catch (err) {
      // The limiter words the accounts' limit; a sender of messages reads this one.
      if (err instanceof AppError && err.code === 'RATE_LIMITED')
        throw new AppError('RATE_LIMITED', M.rateLimited);
      throw err;
    }
  };
  const writes = { preHandler: app.requireUser, preValidation: perSender };

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    API.list,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Minhas conversas, da mensagem mais recente à mais antiga',
        description:
          'As conversas em que sou o interessado ou o anunciante, 20 por página: título do anúncio, a última ' +
          'mensagem cortada em 80 caracteres, quando foi, as não lidas de cada uma, o anúncio com a primeira ' +
          'foto (null se foi excluído), a outra parte, o meu papel e se a conversa está aberta a novas ' +
          'mensagens. `naoLidas` no topo soma as não lidas de todas.',
        querystring: ConversationsQuerySchema,
        response: { 200: ConversationsPageSchema, 400: E, ...AUTH },
      },
    },
    async (req) => service.list(me(req), req.query.page, req.query.limit),
  );

  app.get(
    API.unread,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Quantas mensagens não lidas tenho (o contador do painel)',
        response: { 200: UnreadCountSchema, ...AUTH },
      },
    },
    async (req) => ({ naoLidas: await service.unread(me(req)) }),
  );

  app.post(
    API.list,
    {
      ...writes,
      schema: {
        tags,
        summary: 'Envia uma mensagem ao anunciante de um anúncio (inicia ou continua a conversa)',
        description:
          'anuncio: o código de um anúncio publicado (404 caso contrário); conteudo: texto de 1 a 2000 ' +
          'caracteres (guardado como enviado, sem espaços nas pontas; nunca interpretado como HTML). Uma ' +
          'conversa por anúncio e interessado: a segunda mensagem continua a mesma. 422 para o próprio ' +
          'anúncio, 403 quando um bloqueou o outro, 429 além do limite por conta. Responde o id da conversa.',
        body: StartConversationBodySchema,
        response: { 201: MessageSentSchema, 400: E, 403: E, 404: E, 422: E, 429: E, ...AUTH },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.start(me(req), req.body.anuncio, req.body.conteudo)),
  );

  app.get(
    '/api/mensagens/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Uma conversa, com as mensagens (marca como lida)',
        description:
          'Até 100 mensagens, da mais antiga à mais recente: as últimas; com `depois` (id) só as mais novas ' +
          'que ela (a atualização da conversa aberta; sem novidades nada é marcado); com `antes` (id) as ' +
          'anteriores a ela (`temAnteriores` diz se há). `aberta` falso e `motivoEncerrada` quando o anúncio ' +
          `saiu do ar ou um bloqueou o outro; a conversa continua legível. ${PARTIES_ONLY}`,
        params: IdParamsSchema,
        querystring: ThreadQuerySchema,
        response: { 200: ThreadSchema, 400: E, 404: E, ...AUTH },
      },
    },
    async (req) => service.thread(req.params.id, me(req), req.query),
  );

  app.post(
    '/api/mensagens/:id',
    {
      ...writes,
      schema: {
        tags,
        summary: 'Responde numa conversa',
        description:
          'conteudo: texto de 1 a 2000 caracteres. 409 quando a conversa está encerrada (anúncio excluído ' +
          `ou fora do ar), 403 quando um bloqueou o outro, 429 além do limite por conta. ${PARTIES_ONLY}`,
        params: IdParamsSchema,
        body: SendMessageBodySchema,
        response: { 201: MessageSentSchema, 400: E, 403: E, 404: E, 409: E, 429: E, ...AUTH },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.send(req.params.id, me(req), req.body.conteudo)),
  );

  app.post(
    '/api/mensagens/:id/bloqueio',
    {
      ...writes,
      schema: {
        tags,
        summary: 'Bloqueia a outra parte da conversa',
        description:
          'Ela não poderá mais enviar mensagens para mim, em nenhuma conversa; as conversas entre nós ficam ' +
          `encerradas para os dois lados. Repetir não muda nada. ${PARTIES_ONLY}`,
        params: IdParamsSchema,
        response: { 200: OkMessageSchema, 400: E, 404: E, 429: E, ...AUTH },
      },
    },
    async (req) => {
      await service.block(req.params.id, me(req));
      return { ok: true as const, message: M.blockedDone };
    },
  );

  app.delete(
    '/api/mensagens/:id/bloqueio',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Desbloqueia a outra parte da conversa',
        description: `Repetir não muda nada. ${PARTIES_ONLY}`,
        params: IdParamsSchema,
        response: { 200: OkMessageSchema, 400: E, 404: E, ...AUTH },
      },
    },
    async (req) => {
      await service.unblock(req.params.id, me(req));
      return { ok: true as const, message: M.unblockedDone };
    },
  );

  app.post(
    '/api/mensagens/:id/denuncia',
    {
      ...writes,
      schema: {
        tags,
        summary: 'Denuncia a conversa à equipe',
        description:
          'motivo: fraude, conteudo_proibido, dados_falsos ou outro; detalhes até 1000 caracteres, ' +
          'obrigatório com outro. A denúncia é da conversa, sobre a outra parte: entra na fila de denúncias ' +
          'de conversas dos administradores, com as mensagens, e não conta no anúncio. 201 quando guardada; ' +
          `200 quando você já tem uma denúncia aberta desta conversa (nada é repetido). ${PARTIES_ONLY}`,
        params: IdParamsSchema,
        body: ReportConversationBodySchema,
        response: { 200: OkMessageSchema, 201: OkMessageSchema, 400: E, 404: E, 429: E, ...AUTH },
      },
    },
    async (req, reply) => {
      const isNew = await service.report(req.params.id, me(req), req.body, clientKey(req));
      return reply.status(isNew ? 201 : 200).send({ ok: true as const, message: M.reported });
    },
  );
};
