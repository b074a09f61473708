import type { Paged } from '#shared/contracts/common.contract.ts';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

// Types only from the contracts: these run in the browser too, and the zod schemas stay on the
// server (the loaders check the listings page with its schema in listings-api.ts).

/** Spec 1 §9: 8 condominium suggestions. */
const CONDOMINIUM_SUGGESTIONS = 8;

export async function findCondominiums(api: ApiClient, nome: string): Promise<Condominium[]> {
  const res = await api.get<Paged<Condominium>>('/api/condominios', {
    query: { nome, limit: CONDOMINIUM_SUGGESTIONS, page: 1 },
  });
  return res.data;
}
