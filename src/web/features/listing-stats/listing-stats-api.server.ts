import { data } from 'react-router';
import {
  ListingStatsSchema,
  MyStatsSchema,
  type ListingStats,
  type MyStats,
} from '#shared/contracts/listing-stats.contract.ts';
import {
  LISTING_STATS_API,
  LISTING_STATS_MESSAGES,
  STATS_DEFAULT_DAYS,
} from '#shared/contracts/listing-stats.constants.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

// The advertisers' statistics calls (issue 35 item 2, ADR 024). Server-only (.server.ts): only
// the panel's loaders read them, and the zod contract (checked outside production, api-client.ts)
// stays out of the browser bundle.

/**
 * GET /api/minha-conta/estatisticas: the caller's ads day by day over `dias` (30 by default),
 * and per ad: those of `anuncios` (in that order, zeros included) or else the 20 most viewed.
 */
export function findMyStats(
  api: ApiClient,
  query: { dias?: number; anuncios?: readonly number[] } = {},
): Promise<MyStats> {
  return api.get(LISTING_STATS_API.mine, {
    query: {
      dias: query.dias ?? STATS_DEFAULT_DAYS.mine,
      anuncios: query.anuncios && query.anuncios.length > 0 ? query.anuncios.join(',') : undefined,
    },
    schema: MyStatsSchema,
  });
}

/** GET /api/minha-conta/anuncios/{id}/estatisticas: one own ad day by day (90 days by default). */
function getListingStats(
  api: ApiClient,
  id: number,
  dias: number = STATS_DEFAULT_DAYS.listing,
): Promise<ListingStats> {
  return api.get(LISTING_STATS_API.listing(id), { query: { dias }, schema: ListingStatsSchema });
}

/** The largest id the API accepts (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A positive integer id from a path segment ("12"), or null ("12a", "0", "1.5"). */
function parseId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The stats page's ad: an id that is not one of the caller's ads (the API answers 404 for
 * another's, so nobody learns which ads exist) is the panel's 404, as on the ad form.
 */
export async function loadListingStats(api: ApiClient, idSegment: string | undefined): Promise<ListingStats> {
  const notFound = () => data({ message: LISTING_STATS_MESSAGES.listingNotFound }, { status: 404 });
  const id = parseId(idSegment);
  if (id === null) throw notFound();
  try {
    return await getListingStats(api, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
