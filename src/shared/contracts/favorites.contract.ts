import { z } from 'zod';
import { intParam } from './common.contract.ts';
import { FAVORITES_LIMITS, FAVORITES_MESSAGES as M } from './favorites.constants.ts';
import { ListingSummarySchema } from './listings.contract.ts';

/**
 * A logged-in user's favourites (spec 1 §3 keeps them in the browser, which still
 * holds while logged out). Paths, limits and messages: favorites.constants.ts.
 */

export const FavoriteParamsSchema = z.object({ anuncio: intParam('anuncio') });

/** POST /api/favoritos/mesclar: the codes of the device's favourites. */
export const MergeFavoritesBodySchema = z.object({
  anuncios: z
    .array(
      // A listing code: a positive int4 (a larger number would reach the database as an error).
      z
        .number({ error: M.mergeInvalid })
        .int({ error: M.mergeInvalid })
        .min(1, { error: M.mergeInvalid })
        .max(2_147_483_647, { error: M.mergeInvalid }),
      { error: M.mergeInvalid },
    )
    .max(FAVORITES_LIMITS.mergeMax, { error: M.mergeTooMany }),
});

/** The favourites still published, as the search's listing cards, newest favourite first. */
export const FavoritesListSchema = z.array(ListingSummarySchema);
