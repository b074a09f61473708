import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import type { MediaListAnswer } from '#shared/contracts/media.contract.ts';
import { MEDIA_API } from '#shared/contracts/media.constants.ts';
import type { MyListing, MyListingBody, MyListingsPage } from '#shared/contracts/my-listings.contract.ts';
import {
  MY_LISTINGS_API,
  MY_LISTINGS_PAGE_SIZES,
  type MyListingStatus,
} from '#shared/contracts/my-listings.constants.ts';
import type { ApiClient } from '../../lib/api-client.ts';

// The own-ads calls of spec 2 §7 ("Own ads"). Types only from the contracts: the zod schemas
// stay out of the browser bundle.

export function findMyListings(
  api: ApiClient,
  query: { page: number; q?: string; limit?: number; status?: MyListingStatus },
): Promise<MyListingsPage> {
  return api.get(MY_LISTINGS_API.list, {
    query: {
      page: query.page,
      limit: query.limit ?? MY_LISTINGS_PAGE_SIZES.list,
      q: query.q,
      status: query.status,
    },
  });
}

export function findMyListing(api: ApiClient, id: number): Promise<MyListing> {
  return api.get(MY_LISTINGS_API.one(id));
}

export function createMyListing(api: ApiClient, body: MyListingBody): Promise<MyListing> {
  return api.post(MY_LISTINGS_API.create, body);
}

export function updateMyListing(api: ApiClient, id: number, body: MyListingBody): Promise<MyListing> {
  return api.patch(MY_LISTINGS_API.one(id), body);
}

export function removeMyListing(api: ApiClient, id: number): Promise<{ ok: true; message: string }> {
  return api.delete(MY_LISTINGS_API.one(id));
}

export function publishMyListing(api: ApiClient, id: number, checkoutId?: number): Promise<MyListing> {
  return api.post(MY_LISTINGS_API.publish(id), checkoutId === undefined ? {} : { checkoutId });
}

export function inactivateMyListing(api: ApiClient, id: number): Promise<MyListing> {
  return api.post(MY_LISTINGS_API.inactivate(id), {});
}

/** A Produto sold (ADR 023): it leaves the site for good and its credit is free again. */
export function markMyListingSold(api: ApiClient, id: number): Promise<MyListing> {
  return api.post(MY_LISTINGS_API.sold(id), {});
}

/** Ended by its owner (ADR 023): it leaves the site for good and its credit is free again. */
export function endMyListing(api: ApiClient, id: number): Promise<MyListing> {
  return api.post(MY_LISTINGS_API.end(id), {});
}

export function duplicateMyListing(
  api: ApiClient,
  id: number,
): Promise<{ message: string; anuncio: MyListing }> {
  return api.post(MY_LISTINGS_API.duplicate(id), {});
}

/** DELETE .../{id}/imagens: the ad's images left, in order. */
export function removeListingImages(
  api: ApiClient,
  id: number,
  urls: string[],
): Promise<{ removed: number; urls: string[] }> {
  return api.delete(MEDIA_API.listingImages(id), { urls });
}

/** "Minhas Imagens" (GET /api/midias), to pick photos already on the server. */
export function findMyMedia(api: ApiClient, page = 1): Promise<MediaListAnswer> {
  return api.get(MEDIA_API.list, { query: { page, limit: 48 } });
}

/** Spec 2 §9: the ad form's condominium search shows 8. */
export async function searchCondominiums(api: ApiClient, nome: string): Promise<Condominium[]> {
  const page = await api.get<Paged<Condominium>>('/api/condominios', { query: { nome, limit: 8, page: 1 } });
  return page.data;
}

/** Condominiums by code (the chips of an ad being edited). */
export async function findCondominiumsByIds(api: ApiClient, ids: readonly number[]): Promise<Condominium[]> {
  if (ids.length === 0) return [];
  return api.get<Condominium[]>('/api/condominios/batch', { query: { ids: ids.join(',') } });
}
