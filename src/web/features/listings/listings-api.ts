import {
  ListingDetailSchema,
  ListingsPageSchema,
  type ListingDetail,
  type ListingSummary,
} from '#shared/contracts/listings.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import type { ListingType } from '#shared/constants.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/** Latest published listings of one type, newest first (spec 1 §9: 8 per type on the home). */
export function findLatestListings(
  api: ApiClient,
  tipo: ListingType,
  limit = 8,
): Promise<Paged<ListingSummary>> {
  return api.get('/api/anuncios', {
    query: { tipo, limit, sort: 'data', order: 'desc' },
    schema: ListingsPageSchema,
  });
}

/** One published listing; the API answers 404 `{ message: 'Anúncio não encontrado.' }` when absent. */
export function getListing(api: ApiClient, id: number): Promise<ListingDetail> {
  return api.get(`/api/anuncios/${id}`, { schema: ListingDetailSchema });
}
