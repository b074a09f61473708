import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MORE_FROM_ADVERTISER_LIMIT,
  MoreFromAdvertiserSchema,
} from '#shared/contracts/advertiser-listings.contract.ts';
import { ErrorResponseSchema, IdParamsSchema } from '#shared/contracts/common.contract.ts';
import { LISTING_NOT_FOUND } from '#shared/contracts/listings.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/app-error.ts';
import { createJsonTextSender } from '../../lib/json-text.ts';
import { createAdvertiserListingsRepository } from './advertiser-listings.repository.ts';
import { createListingsRepository } from './listings.repository.ts';

/**
 * "Mais anúncios deste anunciante" on the listing page: the advertiser's other
 * published listings, as cards.
 */
export const advertiserListingsRoutes: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (
  fastify,
  { db, clock },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createAdvertiserListingsRepository(db);
  // The stored cards (ADR 007) are sent as they are, like the search's; checked outside production.
  const cards = createListingsRepository(db);
  const sendCards = createJsonTextSender(MoreFromAdvertiserSchema, {
    check: fastify.env.NODE_ENV !== 'production',
  });

  app.get(
    '/api/anuncios/:id/mais-do-anunciante',
    {
      schema: {
        tags: ['Anúncios'],
        summary: 'Outros anúncios publicados do anunciante de um anúncio',
        description:
          `Até ${MORE_FROM_ADVERTISER_LIMIT} anúncios publicados do mesmo anunciante, sem o próprio anúncio, ` +
          'os mais recentes primeiro. 404 quando o anúncio não existe ou não está publicado (nem vendido ou encerrado ' +
          'há menos de 30 dias: a página dele mostra os outros, ADR 023).',
        params: IdParamsSchema,
        response: { 200: MoreFromAdvertiserSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      const codes = await repo.findOtherPublishedCodes(
        req.params.id,
        MORE_FROM_ADVERTISER_LIMIT,
        clock.now(),
      );
      if (codes === null) throw notFound(LISTING_NOT_FOUND);
      return sendCards(reply, await cards.findCards(codes));
    },
  );
};
