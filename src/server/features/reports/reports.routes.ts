import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { REPORT_MESSAGES as M } from '#shared/contracts/reports.constants.ts';
import { ReportAnswerSchema, ReportBodySchema } from '#shared/contracts/reports.contract.ts';
import type { Env } from '../../env.ts';
import { clientKey, createLimiter } from '../../plugins/rate-limit.ts';
import type { ReportsService } from './reports.service.ts';

const E = ErrorResponseSchema;

/** POST /api/anuncios/{id}/denuncias: public, limited per client address. */
export const reportsRoutes: FastifyPluginAsync<{ service: ReportsService; env: Env }> = async (
  fastify,
  { service, env },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perIp = createLimiter(app, 'denuncia-ip', env.RATE_LIMIT_REPORT_IP);

  app.post(
    '/api/anuncios/:id/denuncias',
    {
      // Counted before the body is read, so invalid submissions count too.
      onRequest: async (req, reply) => perIp.hit(req, reply, clientKey(req)),
      schema: {
        tags: ['Anúncios'],
        summary: 'Denuncia um anúncio publicado (qualquer visitante)',
        description:
          'motivo: fraude, conteudo_proibido, dados_falsos, duplicado ou outro; detalhes (até 1000 caracteres) ' +
          'obrigatório com outro. Com sessão, a conta de quem denuncia fica registrada. 201 quando guardada; ' +
          '200 quando este endereço já tem uma denúncia aberta deste anúncio (nada é repetido). 404 se o ' +
          'anúncio não está publicado. Limitado por IP (429).',
        params: IdParamsSchema,
        body: ReportBodySchema,
        response: { 200: ReportAnswerSchema, 201: ReportAnswerSchema, 400: E, 403: E, 404: E, 429: E },
      },
    },
    async (req, reply) => {
      const auth = await req.getAuth();
      const isNew = await service.report(req.params.id, req.body, {
        reporterCode: auth?.user.code ?? null,
        ip: clientKey(req),
      });
      return reply
        .status(isNew ? 201 : 200)
        .header('cache-control', 'no-store')
        .send({ ok: true as const, message: M.thanks });
    },
  );
};
