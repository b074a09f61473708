import type { Paged } from '#shared/contracts/common.contract.ts';
import type { ListingsPage } from '#shared/contracts/listings.contract.ts';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { toApiQuery, type ListingFilters } from './listing-filters.ts';

// Types only from the contracts: these run in the browser too, and the zod schemas stay on the
// server (the loaders check the listings page with its schema in listings-api.ts).

export function findListings(api: ApiClient, filters: ListingFilters): Promise<ListingsPage> {
  return api.get('/api/anuncios', { query: toApiQuery(filters) });
}

/** Spec 1 §9: 8 condominium suggestions. */
export const CONDOMINIUM_SUGGESTIONS = 8;

export async function findCondominiums(api: ApiClient, nome: string): Promise<Condominium[]> {
  const res = await api.get<Paged<Condominium>>('/api/condominios', {
    query: { nome, limit: CONDOMINIUM_SUGGESTIONS, page: 1 },
  });
  return res.data;
}
