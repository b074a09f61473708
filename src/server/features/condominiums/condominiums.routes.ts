import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import {
  CONDOMINIUM_NOT_FOUND,
  CondominiumDeletedSchema,
  CondominiumSchema,
  CondominiumsBatchQuerySchema,
  CondominiumsPageSchema,
  CondominiumsQuerySchema,
  CondominiumWriteRequestSchema,
} from '#shared/contracts/condominiums.contract.ts';
import { notFound } from '../../lib/app-error.ts';
import { authOf } from '../../plugins/auth.ts';
import type { CondominiumsRepository } from './condominiums.repository.ts';
import type { CondominiumsService } from './condominiums.service.ts';

const tags = ['Condomínios'];
const adminTags = ['Administração'];
const E = ErrorResponseSchema;

const WRITE_DESCRIPTION =
  'O corpo de criação da spec 2 §3: nomeCONDOMINIO, numeroCONDOMINIO, estadoCONDOMINIO (nome), ' +
  'estadoSiglaCONDOMINIO, estadoCONDOMINIOId e, para cidade, bairro, CEP e logradouro, o texto ' +
  '(cidadeCONDOMINIO, bairroCONDOMINIO, cepCONDOMINIO, logradouroCONDOMINIO) e o código ' +
  '(...CONDOMINIOId, null quando desconhecido). Com código, o lugar deve existir e pertencer ao de ' +
  'cima (400). Sem código, é procurado pelo nome (sem acento) dentro do de cima; bairro, CEP e ' +
  'logradouro novos são cadastrados, cidades não (dados do IBGE: cidade desconhecida é 400). Campo ' +
  'obrigatório ausente: 400 "Preencha todos os campos obrigatórios antes de salvar.". Mesmo nome no ' +
  'mesmo logradouro e número: 409. Grava o vínculo logradouro-número e uma linha na auditoria.';

/**
 * The condominiums (spec 2 §7 "Catalogue"): the reads are public; the writes are the admins'
 * (401 without a session, 403 for any other role), answered with no-store.
 */
export const condominiumsRoutes: FastifyPluginAsync<{
  repo: CondominiumsRepository;
  service: CondominiumsService;
}> = async (fastify, { repo, service }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The admins' answers (errors included) are never cached; the public reads keep their defaults.
  const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  app.get(
    '/api/condominios',
    {
      schema: {
        tags,
        summary: 'Busca condomínios (nome sem acento e tolerante a erro; cep, bairro, cidade, estado)',
        querystring: CondominiumsQuerySchema,
        response: { 200: CondominiumsPageSchema, 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findCondominiums(req.query),
  );
  // Registered before /:id so "batch" is never read as an id.
  app.get(
    '/api/condominios/batch',
    {
      schema: {
        tags,
        summary: 'Vários condomínios por código (ids=1,2,3)',
        querystring: CondominiumsBatchQuerySchema,
        response: { 200: z.array(CondominiumSchema), 400: ErrorResponseSchema },
      },
    },
    async (req) => repo.findCondominiumsByCodes(req.query.ids),
  );
  app.get(
    '/api/condominios/:id',
    {
      schema: {
        tags,
        summary: 'Um condomínio',
        params: IdParamsSchema,
        response: { 200: CondominiumSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (req) => {
      const condominium = await repo.getCondominium(req.params.id);
      if (!condominium) throw notFound(CONDOMINIUM_NOT_FOUND);
      return condominium;
    },
  );

  app.post(
    '/api/condominios',
    {
      preHandler: app.requireRole('ADMIN'),
      onSend: noStore,
      schema: {
        tags: adminTags,
        summary: 'Cadastra um condomínio (administradores)',
        description: WRITE_DESCRIPTION,
        body: CondominiumWriteRequestSchema,
        response: { 201: CondominiumSchema, 400: E, 401: E, 403: E, 409: E },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(authOf(req).user.code, req.body)),
  );
  app.put(
    '/api/condominios/:id',
    {
      preHandler: app.requireRole('ADMIN'),
      onSend: noStore,
      schema: {
        tags: adminTags,
        summary: 'Altera um condomínio (administradores)',
        description: `Mesmo corpo e regras do cadastro; o vínculo logradouro-número acompanha o logradouro principal. 404 se não existe. ${WRITE_DESCRIPTION}`,
        params: IdParamsSchema,
        body: CondominiumWriteRequestSchema,
        response: { 200: CondominiumSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => service.update(authOf(req).user.code, req.params.id, req.body),
  );
  app.delete(
    '/api/condominios/:id',
    {
      preHandler: app.requireRole('ADMIN'),
      onSend: noStore,
      schema: {
        tags: adminTags,
        summary: 'Exclui um condomínio (administradores)',
        description:
          'Recusado com 409 enquanto anúncios ou usuários o usam (a mensagem traz as contagens); 404 se não ' +
          'existe. Os vínculos logradouro-número vão junto; uma linha na auditoria.',
        params: IdParamsSchema,
        response: { 200: CondominiumDeletedSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (req) => service.remove(authOf(req).user.code, req.params.id),
  );
};
