import { z } from 'zod';
import { ListingSummarySchema } from './listings.contract.ts';

/**
 * "Mais anúncios deste anunciante" on the listing page: at most this many of the
 * advertiser's other published listings, as the search's cards.
 */
export const MORE_FROM_ADVERTISER_LIMIT = 8;

export const MoreFromAdvertiserSchema = z.array(ListingSummarySchema).max(MORE_FROM_ADVERTISER_LIMIT);
export type MoreFromAdvertiser = z.infer<typeof MoreFromAdvertiserSchema>;

export const moreFromAdvertiserPath = (id: number) => `/api/anuncios/${id}/mais-do-anunciante`;
