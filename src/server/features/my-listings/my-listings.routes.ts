import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { MY_LISTINGS_API, MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import {
  DeleteAnswerSchema,
  DuplicateAnswerSchema,
  MyListingBodySchema,
  MyListingSchema,
  MyListingsPageSchema,
  MyListingsQuerySchema,
  PublishBodySchema,
} from '#shared/contracts/my-listings.contract.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Caller, MyListingsService } from './my-listings.service.ts';

const tags = ['Meus anúncios'];
const E = ErrorResponseSchema;
/** Every route needs a session; another user's ad is 404. */
const AUTH = { 401: E, 403: E };
const BASE = MY_LISTINGS_API.list;
const ONE = `${BASE}/:id`;
const BODY_NOTE =
  'Campos do ANUNCIO (nomes da especificação). Campos desconhecidos e os que só o servidor escreve ' +
  '(destaqueANUNCIO, anuncianteANUNCIO, slugANUNCIO, status de moderação, crédito, datas) são ignorados. ' +
  'statusANUNCIO: só `inativo` tem efeito num salvamento; `publicado` é feito por POST .../publicar. ' +
  'mapaUrlANUNCIO: só endereço de incorporação do Google Maps (um <iframe> colado é desembrulhado).';

/** The advertiser's own ads (spec 2 §7 "Own ads"), bearer token or session cookie. */
export const myListingsRoutes: FastifyPluginAsync<{ service: MyListingsService }> = async (
  fastify,
  { service },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const caller = (req: FastifyRequest): Caller => {
    const { user } = authOf(req);
    return { code: user.code, level: user.level };
  };

  // Personal answers: never cached by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    BASE,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Lista os anúncios do usuário (mais novos primeiro)',
        description: 'page, limit (10 por padrão, até 50), q (título, sem acentos), status.',
        querystring: MyListingsQuerySchema,
        response: { 200: MyListingsPageSchema, 400: E, ...AUTH },
      },
    },
    async (req) => service.list(caller(req), req.query),
  );

  app.post(
    BASE,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Cria um anúncio como rascunho',
        description: `${BODY_NOTE} Obrigatórios: título, descrição, categoria e tipo (400 "Preencha os campos obrigatórios: ...").`,
        body: MyListingBodySchema,
        response: { 201: MyListingSchema, 400: E, ...AUTH },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(caller(req), req.body)),
  );

  app.get(
    ONE,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Um anúncio do usuário',
        params: IdParamsSchema,
        response: { 200: MyListingSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => service.get(caller(req), req.params.id),
  );

  for (const [method, mode] of [
    ['PATCH', 'patch'],
    ['PUT', 'put'],
  ] as const) {
    app.route({
      method,
      url: ONE,
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          mode === 'patch' ? 'Altera campos do anúncio' : 'Substitui o anúncio (campos ausentes são limpos)',
        description: `${BODY_NOTE} Editar um anúncio publicado com moderação prévia o devolve a pendente.`,
        params: IdParamsSchema,
        body: MyListingBodySchema,
        response: { 200: MyListingSchema, 400: E, ...AUTH, 404: E },
      },
      handler: async (req) => service.update(caller(req), req.params.id, req.body, mode),
    });
  }

  app.delete(
    ONE,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove o anúncio (qualquer status), suas imagens e condomínios',
        params: IdParamsSchema,
        response: { 200: DeleteAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req) => {
      await service.remove(caller(req), req.params.id);
      return { ok: true as const, message: M.removed };
    },
  );

  app.post(
    `${ONE}/publicar`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Publica o anúncio com um crédito',
        description:
          'Usa o crédito do checkoutId informado, ou o crédito válido mais antigo; um anúncio que já tem crédito ' +
          'no período reutiliza o seu. Vai a pendente (moderação prévia) ou publicado (AD_MODERATION=post). ' +
          '409 já publicado ou pendente; 422 sem crédito ou com cadastro incompleto (errors lista os campos).',
        params: IdParamsSchema,
        body: PublishBodySchema.optional(),
        response: { 200: MyListingSchema, 400: E, ...AUTH, 404: E, 409: E, 422: E },
      },
    },
    async (req) => service.publish(caller(req), req.params.id, req.body?.checkoutId),
  );

  app.post(
    `${ONE}/inativar`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Inativa o anúncio (publicado ou pendente)',
        params: IdParamsSchema,
        response: { 200: MyListingSchema, 400: E, ...AUTH, 404: E, 409: E },
      },
    },
    async (req) => service.inactivate(caller(req), req.params.id),
  );

  for (const [path, outcome, summary] of [
    [
      'vendido',
      'vendido',
      'Marca um anúncio de produto como vendido: sai das buscas e devolve o crédito (ADR 023)',
    ],
    ['encerrar', 'encerrado', 'Encerra o anúncio: sai das buscas e devolve o crédito (ADR 023)'],
  ] as const) {
    app.post(
      `${ONE}/${path}`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary,
          description:
            'Definitivo: o anúncio não volta ao ar (duplique-o para anunciar de novo). A página pública mostra o aviso ' +
            'por 30 dias e depois responde 410. O crédito, se ainda no período, fica disponível para outro anúncio. ' +
            '404 para o anúncio de outro usuário; 409 se o status não permite.',
          params: IdParamsSchema,
          response: { 200: MyListingSchema, 400: E, ...AUTH, 404: E, 409: E },
        },
      },
      async (req) => service.close(caller(req), req.params.id, outcome),
    );
  }

  app.post(
    `${ONE}/duplicar`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Duplica o anúncio como rascunho (textos, condomínios e horários; sem imagens)',
        params: IdParamsSchema,
        response: { 201: DuplicateAnswerSchema, 400: E, ...AUTH, 404: E },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ message: M.duplicated, anuncio: await service.duplicate(caller(req), req.params.id) }),
  );
};
