import { CATALOGUE_API } from '#shared/contracts/catalogue.constants.ts';
import type { CatalogueRemoved, Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

// The admin calls of spec 2 §7 "Catalogue". Types only from the contracts: the zod schemas stay
// out of the browser bundle. The session goes along as the cookie (loaders forward it).

/** Every category of a type, inactive ones too (the admin toggles them). */
export function findAdminCategories(api: ApiClient, tipo: number): Promise<Category[]> {
  return api.get(CATALOGUE_API.categories, { query: { tipo } });
}

/** A category's subcategories; `ativo` undefined for all of them. */
export function findAdminSubcategories(
  api: ApiClient,
  categoria: number,
  ativo: boolean | undefined,
): Promise<Subcategory[]> {
  return api.get(CATALOGUE_API.subcategories, {
    query: { categoria, ativo: ativo === undefined ? undefined : ativo ? 1 : 0 },
  });
}

export function createCategory(
  api: ApiClient,
  body: { nomeCATEGORIA: string; tipoCATEGORIA: number },
): Promise<Category> {
  return api.post(CATALOGUE_API.categories, body);
}

export function updateCategory(
  api: ApiClient,
  id: number,
  body: { nomeCATEGORIA: string } | { ativoCATEGORIA: boolean },
): Promise<Category> {
  return api.patch(CATALOGUE_API.category(id), body);
}

export function removeCategory(api: ApiClient, id: number): Promise<CatalogueRemoved> {
  return api.delete(CATALOGUE_API.category(id));
}

/** What the drawer sends: the slug only when filled in (null on edit: made again from the name). */
export interface SubcategoryBody {
  categoriaSUBCATEGORIA: number;
  nomeSUBCATEGORIA: string;
  slugSUBCATEGORIA?: string | null;
  ativoSUBCATEGORIA: boolean;
}

export function createSubcategory(api: ApiClient, body: SubcategoryBody): Promise<Subcategory> {
  return api.post(CATALOGUE_API.subcategories, body);
}

export function updateSubcategory(
  api: ApiClient,
  id: number,
  body: SubcategoryBody | { ativoSUBCATEGORIA: boolean },
): Promise<Subcategory> {
  return api.put(CATALOGUE_API.subcategory(id), body);
}

export function removeSubcategory(api: ApiClient, id: number): Promise<CatalogueRemoved> {
  return api.delete(CATALOGUE_API.subcategory(id));
}
