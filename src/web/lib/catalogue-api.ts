import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import type { City, State } from '#shared/contracts/places.contract.ts';
import type { ApiClient } from './api-client.ts';

// The reference data several pages read (categories, states, cities). Types only from the
// contracts: these run in the browser too, and the zod schemas stay out of its bundle.

/** Spec 1 §9: suggestion lists show 10 cities. */
export const CITY_SUGGESTIONS = 10;

/** Active categories, of one type or all. */
export async function findCategories(api: ApiClient, tipo?: string | number): Promise<Category[]> {
  const res = await api.get<Category[] | { data: Category[] }>('/api/categorias', {
    query: { tipo, ativo: 1 },
  });
  return Array.isArray(res) ? res : res.data;
}

/** Active subcategories of a category (spec 1 §7: ativo=1 for search). */
export async function findSubcategories(api: ApiClient, categoria: string | number): Promise<Subcategory[]> {
  const res = await api.get<Subcategory[] | { data: Subcategory[] }>('/api/subcategorias', {
    query: { categoria, ativo: 1 },
  });
  return Array.isArray(res) ? res : res.data;
}

export async function findStates(api: ApiClient): Promise<State[]> {
  const res = await api.get<Paged<State>>('/api/estados', { query: { page: 1, limit: 100 } });
  return res.data;
}

export async function findCities(api: ApiClient, nome: string, estado?: string): Promise<City[]> {
  const res = await api.get<Paged<City>>('/api/cidades', {
    query: { nome, estado, limit: CITY_SUGGESTIONS, page: 1 },
  });
  return res.data;
}
