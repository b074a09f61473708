import { PAGE_SIZES } from '#shared/constants.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import type {
  Condominium,
  CondominiumSuggestionReview,
  CondominiumWriteRequest,
} from '#shared/contracts/condominiums.contract.ts';
import { CONDOMINIUMS_API } from '#shared/contracts/condominiums.constants.ts';
import type {
  City,
  CondominiumStreetLink,
  Neighbourhood,
  PostalCode,
  Street,
} from '#shared/contracts/places.contract.ts';
import { CONDOMINIUM_SUGGESTIONS_API } from '#shared/contracts/profile.constants.ts';
import type { CondominiumSuggestion } from '#shared/contracts/profile.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { CondominiumListFilters } from './condominium-list-params.ts';

/*
 * The admin condominium pages' calls (spec 2 §7 "Catalogue", "External"). Types only from the
 * contracts: the schemas would bring zod into the pages.
 */

export function findCondominiums(api: ApiClient, f: CondominiumListFilters): Promise<Paged<Condominium>> {
  return api.get(CONDOMINIUMS_API.list, {
    query: {
      page: f.page,
      limit: PAGE_SIZES.condominiums,
      estado: f.estado,
      cidade: f.cidade,
      bairro: f.bairro,
      cep: f.cep,
    },
  });
}

export function getCondominium(api: ApiClient, id: number): Promise<Condominium> {
  return api.get(CONDOMINIUMS_API.one(id));
}

export function createCondominium(api: ApiClient, body: CondominiumWriteRequest): Promise<Condominium> {
  return api.post(CONDOMINIUMS_API.list, body);
}

export function updateCondominium(
  api: ApiClient,
  id: number,
  body: CondominiumWriteRequest,
): Promise<Condominium> {
  return api.put(CONDOMINIUMS_API.one(id), body);
}

export function deleteCondominium(api: ApiClient, id: number): Promise<{ ok: true; message: string }> {
  return api.delete(CONDOMINIUMS_API.one(id));
}

/** The street-number links of a page of condominiums, in one call (spec 2 §7: "array or data"). */
export async function findStreetLinks(api: ApiClient, codes: number[]): Promise<CondominiumStreetLink[]> {
  if (codes.length === 0) return [];
  const answer = await api.get<CondominiumStreetLink[] | { data: CondominiumStreetLink[] }>(
    CONDOMINIUMS_API.streetLinks,
    { query: { condominio: codes.join(',') } },
  );
  return Array.isArray(answer) ? answer : answer.data;
}

export type SuggestionStatus = CondominiumSuggestion['status'];

export function findSuggestions(
  api: ApiClient,
  q: { page: number; status?: SuggestionStatus },
): Promise<Paged<CondominiumSuggestion>> {
  return api.get(CONDOMINIUM_SUGGESTIONS_API.adminList, {
    query: { page: q.page, limit: PAGE_SIZES.condominiums, status: q.status },
  });
}

/** How many suggestions wait for a review (the list's link says so). */
export async function countNewSuggestions(api: ApiClient): Promise<number> {
  const page = await api.get<Paged<CondominiumSuggestion>>(CONDOMINIUM_SUGGESTIONS_API.adminList, {
    query: { status: 'nova', limit: 1 },
  });
  return page.total;
}

export function getSuggestion(api: ApiClient, id: number): Promise<CondominiumSuggestion> {
  return api.get(CONDOMINIUMS_API.suggestion(id));
}

export function reviewSuggestion(
  api: ApiClient,
  id: number,
  body: CondominiumSuggestionReview,
): Promise<{ ok: true; message: string; sugestao: CondominiumSuggestion }> {
  return api.patch(CONDOMINIUMS_API.suggestion(id), body);
}

/** A place filter: its code when known, else its name (the API takes either). */
export type PlaceFilter = number | string | undefined;

/** The look-ups of the portal's own places (spec 2 §7 "Location reads"); each answers its page's rows. */
export interface PlacesApi {
  cities(q: { nome: string; estado?: string; limit: number }): Promise<City[]>;
  neighbourhoods(q: {
    nome: string;
    cidade?: PlaceFilter;
    estado?: string;
    limit: number;
  }): Promise<Neighbourhood[]>;
  postalCodes(q: {
    nome: string;
    bairro?: PlaceFilter;
    cidade?: PlaceFilter;
    estado?: string;
    limit: number;
  }): Promise<PostalCode[]>;
  streets(q: {
    nome: string;
    cep?: string;
    bairro?: PlaceFilter;
    cidade?: PlaceFilter;
    estado?: string;
    limit: number;
  }): Promise<Street[]>;
}

export function placesApi(api: ApiClient): PlacesApi {
  const rows = async <T>(path: string, query: Record<string, string | number | undefined>) =>
    (await api.get<Paged<T>>(path, { query })).data;
  return {
    cities: (q) => rows<City>('/api/cidades', q),
    neighbourhoods: (q) => rows<Neighbourhood>('/api/bairros', q),
    postalCodes: (q) => rows<PostalCode>('/api/ceps', q),
    streets: (q) => rows<Street>('/api/logradouros', q),
  };
}
