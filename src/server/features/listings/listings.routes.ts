import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { CLOSED_LISTING_DAYS, LISTING_GONE } from '#shared/contracts/listings.constants.ts';
import {
  ClosedListingSchema,
  HighlightsQuerySchema,
  LISTING_NOT_FOUND,
  ListingDetailSchema,
  ListingsPageSchema,
  ListingsQuerySchema,
  ListingSummarySchema,
} from '#shared/contracts/listings.contract.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createJsonTextSender } from '../../lib/json-text.ts';
import { createListingDetailRepository } from './listing-detail.repository.ts';
import type { ListingsService } from './listings.service.ts';

const tags = ['Anúncios'];

export const listingsRoutes: FastifyPluginAsync<{ db: Db; service: ListingsService; clock: Clock }> = async (
  fastify,
  { db, service, clock },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The detail has no rule beyond "published or 404": the route reads it from its repository.
  const detail = createListingDetailRepository(db);
  // The two routes that answer every search and the home page send the stored cards as they are
  // (ADR 007); outside production each answer is checked against its schema first.
  const check = fastify.env.NODE_ENV !== 'production';
  const sendPage = createJsonTextSender(ListingsPageSchema, { check });
  const sendCards = createJsonTextSender(z.array(ListingSummarySchema), { check });

  app.get(
    '/api/anuncios',
    {
      schema: {
        tags,
        summary: 'Busca de anúncios publicados',
        description:
          '`q` é busca textual em português (sem acento, com radicais: "bolos" encontra "bolo"): todas as palavras, ' +
          'ou "frase entre aspas"; `OU` (ou `or`) entre alternativas; `NÃO palavra` (ou `-palavra`) para excluir; ' +
          'sinônimos do dia a dia ("faxina" também encontra "diarista"), exceto entre aspas. Sem anúncio com todas ' +
          'as palavras, responde os que têm mais delas (`correspondencia: "algumas"`); sem resultado, `sugestao` ' +
          'traz o texto com a grafia mais próxima que tem resultados. Sem `sort`, com `q`, ordena por relevância. ' +
          '`transacao` pode repetir ou ' +
          'vir separado por vírgula. `estado`/`uf` aceitam código IBGE ou sigla; `cidade` e `bairro`, código ou nome.',
        querystring: ListingsQuerySchema,
        response: { 200: ListingsPageSchema, 400: ErrorResponseSchema },
      },
    },
    async (req, reply) => sendPage(reply, await service.findListings(req.query)),
  );
  // Registered before /:id so "destaques" is never read as an id.
  app.get(
    '/api/anuncios/destaques',
    {
      schema: {
        tags,
        summary: 'Anúncios em destaque, mais recentes primeiro',
        querystring: HighlightsQuerySchema,
        response: { 200: z.array(ListingSummarySchema), 400: ErrorResponseSchema },
      },
    },
    async (req, reply) => sendCards(reply, await service.findHighlights(req.query.limit, req.query.tipo)),
  );
  app.get(
    '/api/anuncios/:id',
    {
      schema: {
        tags,
        summary: 'Um anúncio publicado, com anunciante, horários e condomínios',
        params: IdParamsSchema,
        response: { 200: ListingDetailSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (req) => {
      const listing = await detail.getPublishedListing(req.params.id);
      if (!listing) throw notFound(LISTING_NOT_FOUND);
      return listing;
    },
  );
  app.get(
    '/api/anuncios/:id/encerrado',
    {
      schema: {
        tags,
        summary: 'Um anúncio vendido ou encerrado pelo anunciante, nos 30 dias seguintes (ADR 023)',
        description:
          `Nos ${CLOSED_LISTING_DAYS} dias depois de marcado como vendido ou encerrado, a página do anúncio diz isso e ` +
          'mostra os outros anúncios do anunciante; depois, 410. 404 para qualquer outro anúncio.',
        params: IdParamsSchema,
        response: {
          200: ClosedListingSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
        },
      },
    },
    async (req) => {
      const closed = await detail.getClosedListing(req.params.id);
      if (!closed) throw notFound(LISTING_NOT_FOUND);
      const { closedAt, ...rest } = closed;
      const until = (closedAt?.getTime() ?? 0) + CLOSED_LISTING_DAYS * 86_400_000;
      if (until <= clock.now().getTime()) throw new AppError('GONE', LISTING_GONE);
      return { ...rest, encerradoEm: closedAt!.toISOString() };
    },
  );
};
