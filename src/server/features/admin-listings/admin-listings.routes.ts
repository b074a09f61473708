import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_LISTINGS_API } from '#shared/contracts/admin-listings.constants.ts';
import {
  AdminListingCreateSchema,
  AdminListingPatchSchema,
  AdminListingPutSchema,
  AdminListingSchema,
  AdminListingsPageSchema,
  AdminListingsQuerySchema,
  ModerationAnswerSchema,
  OptionalReasonBodySchema,
  RemoveAnswerSchema,
  ReportQueuePageSchema,
  ReportQueueQuerySchema,
  ReportResolutionAnswerSchema,
  RequiredReasonBodySchema,
  RevisionAnswerSchema,
  RevisionQueuePageSchema,
  RevisionQueueQuerySchema,
} from '#shared/contracts/admin-listings.contract.ts';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Actor, AdminListingsService } from './admin-listings.service.ts';

const tags = ['Administração'];
const E = ErrorResponseSchema;
/** Every route: 401 without a session, 403 for any role but ADMIN. */
const AUTH = { 401: E, 403: E };
const BASE = ADMIN_LISTINGS_API.list;
const ONE = `${BASE}/:id`;
const REPORTS = ADMIN_LISTINGS_API.reports;
const BODY_NOTE =
  'Campos do ANUNCIO, validados como os do próprio anunciante (/api/minha-conta/anuncios). Status, ' +
  'anunciante de um anúncio existente, crédito e datas não são lidos do corpo: as ações decidem.';

/**
 * The admins' ads (spec 2 §7 "Admin ads") and the report queue, ADMIN only. Answers are never
 * cached (no-store).
 */
export const adminListingsRoutes: FastifyPluginAsync<{ service: AdminListingsService }> = async (
  fastify,
  { service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('ADMIN');
  const actor = (req: FastifyRequest): Actor => ({ code: authOf(req).user.code });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    BASE,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Lista os anúncios de todos os anunciantes (administradores)',
        description:
          'page, limit (20 por padrão), q (palavras do título, sem acentos; um número também acha o código), ' +
          'status, tipo (1 a 4), anunciante (código). status=pendente é a fila de moderação: o que espera há ' +
          'mais tempo primeiro (pela última alteração do anúncio, atualizadoEm); as outras listas, os mais ' +
          'novos primeiro.',
        querystring: AdminListingsQuerySchema,
        response: { 200: AdminListingsPageSchema, 400: E, ...AUTH },
      },
    },
    async (req) => service.list(req.query),
  );

  app.post(
    BASE,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Cria um anúncio (rascunho) para um anunciante (administradores)',
        description: `${BODY_NOTE} anuncianteANUNCIO: o código de uma conta existente (400 se não existe).`,
        body: AdminListingCreateSchema,
        response: { 201: AdminListingSchema, 400: E, ...AUTH },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(actor(req), req.body)),
  );

  app.get(
    ONE,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Um anúncio em qualquer status, com as denúncias abertas (administradores)',
        params: IdParamsSchema,
        response: { 200: AdminListingSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.get(req.params.id),
  );

  app.patch(
    ONE,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Altera campos do anúncio e/ou o destaque (administradores)',
        description: `${BODY_NOTE} destaqueANUNCIO 0/1 liga ou desliga o destaque (repetir não muda nada).`,
        params: IdParamsSchema,
        body: AdminListingPatchSchema,
        response: { 200: AdminListingSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.update(actor(req), req.params.id, req.body, 'patch'),
  );

  app.put(
    ONE,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Substitui o conteúdo do anúncio (administradores)',
        description: `${BODY_NOTE} Campos opcionais ausentes são apagados.`,
        params: IdParamsSchema,
        body: AdminListingPutSchema,
        response: { 200: AdminListingSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.update(actor(req), req.params.id, req.body, 'put'),
  );

  app.delete(
    ONE,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Remove o anúncio e suas imagens (administradores)',
        params: IdParamsSchema,
        response: { 200: RemoveAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.remove(actor(req), req.params.id),
  );

  app.post(
    `${ONE}/aprovar`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Aprova um anúncio pendente (administradores)',
        description:
          'pendente passa a publicado, com publicadoEm agora, e o motivo de reprovação é apagado; o anunciante ' +
          'recebe um e-mail com o link público. Um anúncio já publicado responde 200 sem mudança ' +
          '(alterado: false). 404 se o anúncio não existe; 409 em qualquer outro status.',
        params: IdParamsSchema,
        response: { 200: ModerationAnswerSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => service.approve(actor(req), req.params.id),
  );

  app.post(
    `${ONE}/reprovar`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Reprova um anúncio pendente ou publicado (administradores)',
        description:
          'Corpo opcional { motivo } (até 500 caracteres), enviado por e-mail ao anunciante com o link para ' +
          'editar o anúncio. Já reprovado: 200 sem mudança. 409 para rascunho ou inativo.',
        params: IdParamsSchema,
        body: OptionalReasonBodySchema,
        response: { 200: ModerationAnswerSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => service.reject(actor(req), req.params.id, req.body.motivo),
  );

  app.post(
    `${ONE}/inativar`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Inativa um anúncio publicado ou pendente (administradores)',
        description:
          'Corpo opcional { motivo }, enviado por e-mail ao anunciante. Já inativo: 200 sem mudança. 409 para ' +
          'rascunho ou reprovado.',
        params: IdParamsSchema,
        body: OptionalReasonBodySchema,
        response: { 200: ModerationAnswerSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => service.inactivate(actor(req), req.params.id, req.body.motivo),
  );

  app.get(
    ADMIN_LISTINGS_API.revisions,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Alterações de anúncios publicados aguardando análise (administradores)',
        description:
          'page, limit (20 por padrão); a mais antiga primeiro. Cada item traz, para cada campo revisado que ' +
          'mudou, o texto no ar (antes) e o proposto (depois). O anúncio continua no ar com a versão aprovada ' +
          '(ADR 018). Anúncios que saíram do ar não aparecem.',
        querystring: RevisionQueueQuerySchema,
        response: { 200: RevisionQueuePageSchema, 400: E, ...AUTH },
      },
    },
    async (req) => service.revisionQueue(req.query.page, req.query.limit),
  );

  app.post(
    `${ONE}/alteracao/aprovar`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Aprova a alteração pendente de um anúncio publicado (administradores)',
        description:
          'Os campos propostos passam a valer no site; o anunciante recebe um e-mail. 404 sem alteração ' +
          'pendente; 409 se o anúncio saiu do ar.',
        params: IdParamsSchema,
        response: { 200: RevisionAnswerSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => service.approveRevision(actor(req), req.params.id),
  );

  app.post(
    `${ONE}/alteracao/reprovar`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Reprova a alteração pendente de um anúncio publicado (administradores)',
        description:
          'Corpo { motivo } obrigatório (até 500 caracteres), enviado por e-mail ao anunciante. O anúncio continua ' +
          'no ar como estava. 404 sem alteração pendente.',
        params: IdParamsSchema,
        body: RequiredReasonBodySchema,
        response: { 200: RevisionAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.rejectRevision(actor(req), req.params.id, req.body.motivo),
  );

  app.get(
    REPORTS,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Anúncios com denúncias abertas, os mais denunciados primeiro (administradores)',
        description: 'page, limit (20 por padrão). Contagem por motivo e os detalhes mais recentes.',
        querystring: ReportQueueQuerySchema,
        response: { 200: ReportQueuePageSchema, 400: E, ...AUTH },
      },
    },
    async (req) => service.reportQueue(req.query.page, req.query.limit),
  );

  app.post(
    `${REPORTS}/:id/inativar`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Inativa o anúncio denunciado e resolve suas denúncias (administradores)',
        description:
          'O mesmo que POST /api/admin/anuncios/{id}/inativar (histórico, e-mail com o motivo, obrigatório ' +
          'aqui), e as denúncias abertas ficam resolvidas como "inativado". Sem denúncias abertas: 200 sem mudança.',
        params: IdParamsSchema,
        body: RequiredReasonBodySchema,
        response: { 200: ReportResolutionAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.inactivateReported(actor(req), req.params.id, req.body.motivo),
  );

  app.post(
    `${REPORTS}/:id/descartar`,
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Descarta as denúncias abertas do anúncio (administradores)',
        description:
          'O anúncio não muda; as denúncias ficam resolvidas como "descartado". Sem denúncias: 200.',
        params: IdParamsSchema,
        response: { 200: ReportResolutionAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.dismissReports(actor(req), req.params.id),
  );
};
