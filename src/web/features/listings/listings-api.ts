import { z } from 'zod';
import {
  moreFromAdvertiserPath,
  MoreFromAdvertiserSchema,
  type MoreFromAdvertiser,
} from '#shared/contracts/advertiser-listings.contract.ts';
import {
  ClosedListingSchema,
  ListingDetailSchema,
  ListingsPageSchema,
  ListingSummarySchema,
  type ClosedListing,
  type ListingDetail,
  type ListingsPage,
  type ListingSummary,
} from '#shared/contracts/listings.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import type { ListingType } from '#shared/constants.ts';
import type { ApiClient } from '../../lib/api-client.ts';

const HighlightsSchema = z.array(ListingSummarySchema);

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

/**
 * A sold or ended ad in its 30 days after closing (ADR 023): 410 after them, 404 for any ad that
 * is neither.
 */
export function getClosedListing(api: ApiClient, id: number): Promise<ClosedListing> {
  return api.get(`/api/anuncios/${id}/encerrado`, { schema: ClosedListingSchema });
}

/** One page of the public search (GET /api/anuncios with every filter of spec 1 §2). */
export function searchListings(
  api: ApiClient,
  query: Record<string, string | number | string[]>,
): Promise<ListingsPage> {
  return api.get('/api/anuncios', { query, schema: ListingsPageSchema });
}

/** Featured listings (GET /api/anuncios/destaques), of one type or all. */
export function findHighlights(api: ApiClient, options: { tipo?: number; limit?: number } = {}) {
  return api.get('/api/anuncios/destaques', {
    query: { tipo: options.tipo, limit: options.limit ?? 8 },
    schema: HighlightsSchema,
  });
}

/** "Mais anúncios deste anunciante": the advertiser's other published listings. */
export function findMoreFromAdvertiser(api: ApiClient, id: number): Promise<MoreFromAdvertiser> {
  return api.get(moreFromAdvertiserPath(id), { schema: MoreFromAdvertiserSchema });
}
