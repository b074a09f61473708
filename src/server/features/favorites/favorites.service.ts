import { FAVORITES_LIMITS, FAVORITES_MESSAGES as M } from '#shared/contracts/favorites.constants.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FavoritesRepository } from './favorites.repository.ts';

/**
 * A logged-in user's favourites: always the caller's own (the user comes from the
 * session, never from the request), only published listings, at most FAVORITES_LIMITS.perUser.
 */
export function createFavoritesService(deps: { repo: FavoritesRepository; clock: Clock }) {
  const { repo, clock } = deps;
  const cap = FAVORITES_LIMITS.perUser;
  return {
    /** The favourites still published, as the JSON text of their cards, newest first. */
    list: (userCode: number): Promise<string> => repo.findCards(userCode),

    /** Idempotent: a listing already a favourite is fine. 404 unpublished, 409 past the cap. */
    async add(userCode: number, listingCode: number): Promise<void> {
      const r = await repo.addPublished(userCode, [listingCode], cap, clock.now());
      if (!r.published.includes(listingCode)) throw notFound(M.notFound);
      if (r.added === 0 && !r.alreadyFavorite.includes(listingCode)) throw new AppError('CONFLICT', M.full);
    },

    remove: (userCode: number, listingCode: number): Promise<void> => repo.remove(userCode, listingCode),

    /**
     * The device's list on login: unknown and unpublished codes are skipped, and past the cap
     * the rest is left out (a login must not fail over the device's list). The first code is
     * the newest. Answers the merged list.
     */
    async merge(userCode: number, codes: number[]): Promise<string> {
      if (codes.length > 0) await repo.addPublished(userCode, codes, cap, clock.now());
      return repo.findCards(userCode);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
