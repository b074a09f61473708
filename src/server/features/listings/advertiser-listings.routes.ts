import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';

/**
 * "Mais anúncios deste anunciante" on the listing page (issue 23): the advertiser's other
 * published listings, as cards.
 */
export const advertiserListingsRoutes: FastifyPluginAsync<{ db: Db }> = async () => {
  // Filled in by the listing page work of issue 23.
};
