import {
  CategorySchema,
  SubcategorySchema,
  type Category,
  type Subcategory,
} from '#shared/contracts/catalogue.contract.ts';
import { CondominiumsPageSchema, type Condominium } from '#shared/contracts/condominiums.contract.ts';
import { ListingSummarySchema, type ListingSummary } from '#shared/contracts/listings.contract.ts';
import {
  CitiesPageSchema,
  NeighbourhoodsPageSchema,
  PostalCodesPageSchema,
  StatesPageSchema,
  StreetsPageSchema,
  type City,
  type Neighbourhood,
  type PostalCode,
  type State,
  type Street,
} from '#shared/contracts/places.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import { z } from 'zod';
import type { ListingType } from '#shared/constants.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { SUGGEST_LIMITS } from './search-helpers.ts';

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

/** Active categories of a listing type. */
export function findCategories(api: ApiClient, tipo: string): Promise<Category[]> {
  return api.get('/api/categorias', { query: { tipo, ativo: 1 }, schema: z.array(CategorySchema) });
}

/** Active subcategories of a category (spec 1 §7: ativo 1 for search). */
export function findSubcategories(api: ApiClient, categoria: string): Promise<Subcategory[]> {
  return api.get('/api/subcategorias', {
    query: { categoria, ativo: 1 },
    schema: z.array(SubcategorySchema),
  });
}

export async function suggestCondominiums(
  api: ApiClient,
  nome: string,
  estado: string,
): Promise<Condominium[]> {
  const page = await api.get('/api/condominios', {
    query: { nome: nome.trim(), estado, limit: SUGGEST_LIMITS.condominio },
    schema: CondominiumsPageSchema,
  });
  return page.data;
}

export async function suggestCities(api: ApiClient, nome: string, estado: string): Promise<City[]> {
  const page = await api.get('/api/cidades', {
    query: { nome: nome.trim(), estado, limit: SUGGEST_LIMITS.cidade },
    schema: CitiesPageSchema,
  });
  return page.data;
}

export async function suggestNeighbourhoods(
  api: ApiClient,
  nome: string,
  place: { cidade: string; estado: string },
): Promise<Neighbourhood[]> {
  const page = await api.get('/api/bairros', {
    query: {
      nome: nome.trim(),
      cidade: place.cidade.trim(),
      estado: place.estado,
      limit: SUGGEST_LIMITS.bairro,
    },
    schema: NeighbourhoodsPageSchema,
  });
  return page.data;
}

export async function suggestPostalCodes(
  api: ApiClient,
  cep: string,
  place: { cidade: string; estado: string },
): Promise<PostalCode[]> {
  const page = await api.get('/api/ceps', {
    query: {
      nome: cep.replace(/\D/g, ''),
      cidade: place.cidade.trim(),
      estado: place.estado,
      limit: SUGGEST_LIMITS.cep,
    },
    schema: PostalCodesPageSchema,
  });
  return page.data;
}

export async function suggestStreets(
  api: ApiClient,
  nome: string,
  place: { cidade: string; estado: string },
): Promise<Street[]> {
  const page = await api.get('/api/logradouros', {
    query: {
      nome: nome.trim(),
      cidade: place.cidade.trim(),
      estado: place.estado,
      limit: SUGGEST_LIMITS.rua,
    },
    schema: StreetsPageSchema,
  });
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

export interface CityCondominiums {
  key: string;
  cidade: string;
  uf: string;
  total: number;
  condominios: { id: number; nome: string; bairro: string | null }[];
}

/** Carousel shape (spec 1 §9): 8 cities, 5 condominiums each, 4 cities per slide. */
export const CAROUSEL = { cities: 8, perCity: 5, perSlide: 4 } as const;

/**
 * Cities that have condominiums, the ones with most condominiums first (ties by name), each with
 * its first condominiums by name. Built from one page of the public condominium list.
 */
export function groupCondominiumsByCity(
  condominiums: readonly Condominium[],
  { cities = CAROUSEL.cities, perCity = CAROUSEL.perCity } = {},
): CityCondominiums[] {
  const groups = new Map<string, CityCondominiums>();
  for (const c of condominiums) {
    const key = `${c.cidade.codigoCIDADE}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, cidade: c.cidade.nomeCIDADE, uf: c.estado.sigla, total: 0, condominios: [] };
      groups.set(key, group);
    }
    group.total += 1;
    group.condominios.push({
      id: c.codigoCONDOMINIO,
      nome: c.nomeCONDOMINIO,
      bairro: c.bairro?.nomeBAIRRO ?? null,
    });
  }
  const collator = new Intl.Collator('pt-BR');
  return [...groups.values()]
    .sort((a, b) => b.total - a.total || collator.compare(a.cidade, b.cidade))
    .slice(0, cities)
    .map((g) => ({
      ...g,
      condominios: [...g.condominios].sort((a, b) => collator.compare(a.nome, b.nome)).slice(0, perCity),
    }));
}

export async function findCondominiumCities(api: ApiClient): Promise<CityCondominiums[]> {
  const page: Paged<Condominium> = await api.get('/api/condominios', {
    query: { limit: 200 },
    schema: CondominiumsPageSchema,
  });
  return groupCondominiumsByCity(page.data);
}
