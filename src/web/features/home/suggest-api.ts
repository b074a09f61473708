import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import type { City, Neighbourhood, PostalCode, Street } from '#shared/contracts/places.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { SUGGEST_LIMITS } from './search-helpers.ts';

/*
 * The hero search's calls from the browser. Types only from the contracts, no schemas: importing
 * a contract module builds its zod schemas at load time, which would put zod into the home's
 * entry JavaScript (budget 150 KB compressed). The loader-side calls check the contract instead.
 */

/** Active categories of a listing type. */
export function findCategories(api: ApiClient, tipo: string): Promise<Category[]> {
  return api.get('/api/categorias', { query: { tipo, ativo: 1 } });
}

/** Active subcategories of a category (spec 1 §7: ativo 1 for search). */
export function findSubcategories(api: ApiClient, categoria: string): Promise<Subcategory[]> {
  return api.get('/api/subcategorias', { query: { categoria, ativo: 1 } });
}

interface Place {
  cidade: string;
  estado: string;
}

export async function suggestCondominiums(
  api: ApiClient,
  nome: string,
  estado: string,
): Promise<Condominium[]> {
  const page = await api.get<Paged<Condominium>>('/api/condominios', {
    query: { nome: nome.trim(), estado, limit: SUGGEST_LIMITS.condominio },
  });
  return page.data;
}

export async function suggestCities(api: ApiClient, nome: string, estado: string): Promise<City[]> {
  const page = await api.get<Paged<City>>('/api/cidades', {
    query: { nome: nome.trim(), estado, limit: SUGGEST_LIMITS.cidade },
  });
  return page.data;
}

export async function suggestNeighbourhoods(
  api: ApiClient,
  nome: string,
  place: Place,
): Promise<Neighbourhood[]> {
  const page = await api.get<Paged<Neighbourhood>>('/api/bairros', {
    query: {
      nome: nome.trim(),
      cidade: place.cidade.trim(),
      estado: place.estado,
      limit: SUGGEST_LIMITS.bairro,
    },
  });
  return page.data;
}

export async function suggestPostalCodes(api: ApiClient, cep: string, place: Place): Promise<PostalCode[]> {
  const page = await api.get<Paged<PostalCode>>('/api/ceps', {
    query: {
      nome: cep.replace(/\D/g, ''),
      cidade: place.cidade.trim(),
      estado: place.estado,
      limit: SUGGEST_LIMITS.cep,
    },
  });
  return page.data;
}

export async function suggestStreets(api: ApiClient, nome: string, place: Place): Promise<Street[]> {
  const page = await api.get<Paged<Street>>('/api/logradouros', {
    query: {
      nome: nome.trim(),
      cidade: place.cidade.trim(),
      estado: place.estado,
      limit: SUGGEST_LIMITS.rua,
    },
  });
  return page.data;
}
