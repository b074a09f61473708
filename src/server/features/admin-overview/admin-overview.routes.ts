import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_OVERVIEW_API as API } from '#shared/contracts/admin-overview.constants.ts';
import {
  AdminInvoicesCsvQuerySchema,
  AdminInvoicesPageSchema,
  AdminInvoicesQuerySchema,
  AdminSummarySchema,
  ContactMessageSchema,
  ContactMessagesPageSchema,
  ContactMessagesQuerySchema,
  ContactReplyAnswerSchema,
  ContactReplyBodySchema,
} from '#shared/contracts/admin-overview.contract.ts';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { authOf } from '../../plugins/auth.ts';
import type { AdminOverviewService } from './admin-overview.service.ts';

const tags = ['Administração'];
const E = ErrorResponseSchema;
const AUTH = { 401: E, 403: E };

/**
 * GET /api/admin/resumo, /api/admin/faturas(.csv) and /api/admin/contatos. ADMIN only:
 * 401 without a session, 403 for any other role. Nothing here may be cached.
 */
export const adminOverviewRoutes: FastifyPluginAsync<{ service: AdminOverviewService }> = async (
  fastify,
  { service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('ADMIN');

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    API.summary,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Números do painel administrativo (administradores)',
        description:
          'Os três contadores do painel (usuários cadastrados, anúncios pendentes, faturas pagas), denúncias ' +
          'abertas, mensagens de contato sem resposta, anúncios publicados e cadastros por dia (30 dias), ' +
          'receita das faturas pagas por mês (12 meses, em centavos) e a idade da fila de moderação. Dias e ' +
          'meses no horário de Brasília; os sem movimento vêm com 0.',
        response: { 200: AdminSummarySchema, ...AUTH },
      },
    },
    async () => service.summary(),
  );

  app.get(
    API.invoices,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Todas as faturas, com filtros (administradores)',
        description:
          'Da fatura mais recente à mais antiga, 20 por página. `status` open, paid, canceled ou estornada; `de` e `ate` ' +
          '(AAAA-MM-DD, dias de Brasília, inclusive) pela data da fatura (paga, ou emitida se em aberto); `q` o ' +
          'número ("123" ou "Nº 000123") ou parte do nome ou do e-mail do pagador. `pdf` é o recibo das pagas.',
        querystring: AdminInvoicesQuerySchema,
        response: { 200: AdminInvoicesPageSchema, 400: E, ...AUTH },
      },
    },
    async (req) => {
      const { page, limit, ...filters } = req.query;
      return service.findInvoices(filters, page, limit);
    },
  );

  app.get(
    API.invoicesCsv,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Faturas em CSV para o Excel, com os filtros da lista (administradores)',
        description:
          'Todas as faturas que atendem aos filtros de GET /api/admin/faturas, sem paginação, enviadas aos poucos ' +
          '(lidas de 1.000 em 1.000). UTF-8 com BOM, separador `;`, valores com vírgula decimal; células que ' +
          'começam com = + - @ levam um apóstrofo na frente (não viram fórmula).',
        querystring: AdminInvoicesCsvQuerySchema,
        response: { 200: z.any().describe('text/csv'), 400: E, ...AUTH },
      },
    },
    async (req, reply) => {
      const { filename, stream } = service.exportInvoices(req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(stream);
    },
  );

  app.get(
    API.contacts,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Mensagens do formulário de contato (administradores)',
        description:
          'Da mais recente à mais antiga, 20 por página; `status` pendentes (padrão), respondidas ou todas.',
        querystring: ContactMessagesQuerySchema,
        response: { 200: ContactMessagesPageSchema, 400: E, ...AUTH },
      },
    },
    async (req) => service.findContactMessages(req.query.status, req.query.page, req.query.limit),
  );

  app.get(
    '/api/admin/contatos/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Uma mensagem de contato, com a resposta se houver (administradores)',
        params: IdParamsSchema,
        response: { 200: ContactMessageSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.getContactMessage(req.params.id),
  );

  app.post(
    '/api/admin/contatos/:id/resposta',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Responde uma mensagem de contato por e-mail (administradores)',
        description:
          'Guarda a resposta (quem respondeu e quando) e a envia por e-mail ao remetente, depois da resposta ' +
          'HTTP. Uma mensagem é respondida uma vez: 409 se já foi. 404 se não existe.',
        params: IdParamsSchema,
        body: ContactReplyBodySchema,
        response: { 200: ContactReplyAnswerSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => service.reply(req.params.id, req.body.resposta, authOf(req).user.code),
  );
};
