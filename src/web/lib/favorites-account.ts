import { FAVORITES_API } from '#shared/contracts/favorites.constants.ts';
import type { ListingSummary } from '#shared/contracts/listings.contract.ts';
import { ApiError, createApiClient } from './api-client.ts';
import type { Favorite } from './favorites-store.ts';
import { toListingCardWithSummary } from './listing-cards.ts';

/**
 * The calls behind the favourites of a logged-in user, loaded on first use by
 * favorites-store.ts: a visitor's pages never download them (every page carries the heart, and
 * the JavaScript budget is 150 KB).
 */

/** A change the server refused with its own reason (the listing left the site, the list is full). */
class FavoriteRefused extends Error {
  override name = 'FavoriteRefused';
}

/** A card of GET /api/favoritos as the favourite the hearts and /favoritos read. */
export function favoriteFromCard(listing: ListingSummary): Favorite {
  const card = toListingCardWithSummary(listing);
  return {
    id: card.titulo,
    titulo: card.titulo,
    descricao: card.resumo ?? '',
    imagem: card.image?.thumb ?? '',
    codigo: card.codigo,
    href: card.href,
  };
}

/** Merges these codes (newest first) into the account, or just reads it; the account's list. */
export async function loadAccountFavorites(codes: number[]): Promise<Favorite[]> {
  const api = createApiClient();
  const cards =
    codes.length > 0
      ? await api.post<ListingSummary[]>(FAVORITES_API.merge, { anuncios: codes })
      : await api.get<ListingSummary[]>(FAVORITES_API.list);
  return cards.map(favoriteFromCard);
}

/** Adds or removes one favourite; FavoriteRefused carries the server's reason for a 404 or 409. */
export async function saveAccountFavorite(code: number, isAdding: boolean): Promise<void> {
  const api = createApiClient();
  try {
    await (isAdding ? api.put(FAVORITES_API.one(code), {}) : api.delete(FAVORITES_API.one(code)));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409) && error.apiMessage)
      throw new FavoriteRefused(error.apiMessage);
    throw error;
  }
}
