import { CondominiumsPageSchema, type Condominium } from '#shared/contracts/condominiums.contract.ts';
import { ListingSummarySchema, type ListingSummary } from '#shared/contracts/listings.contract.ts';
import { StatesPageSchema, type State } from '#shared/contracts/places.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import { z } from 'zod';
import type { ListingType } from '#shared/constants.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { groupCondominiumsByCity, type CityCondominiums } from './cities.ts';

const HighlightsSchema = z.array(ListingSummarySchema);

/** Featured listings, newest first (spec 1 §7 GET /api/anuncios/destaques). */
export function findHighlights(
  api: ApiClient,
  { limit, tipo }: { limit: number; tipo?: ListingType },
): Promise<ListingSummary[]> {
  return api.get('/api/anuncios/destaques', { query: { limit, tipo }, schema: HighlightsSchema });
}

/** The 27 states for the state select (spec 1 §7: limit 100). */
export async function findStates(api: ApiClient): Promise<State[]> {
  const page = await api.get('/api/estados', { query: { limit: 100 }, schema: StatesPageSchema });
  return page.data;
}

/** A banner configuration file; any failure (absent, not JSON) means "no banner". */
export async function loadBannerConfig(api: ApiClient, path: string): Promise<unknown> {
  try {
    return await api.get(path);
  } catch {
    return null;
  }
}

/** Loader-side calls of the home (with contract checks outside production); the browser's are in suggest-api.ts. */
export async function findCondominiumCities(api: ApiClient): Promise<CityCondominiums[]> {
  const page: Paged<Condominium> = await api.get('/api/condominios', {
    query: { limit: 200 },
    schema: CondominiumsPageSchema,
  });
  return groupCondominiumsByCity(page.data);
}
