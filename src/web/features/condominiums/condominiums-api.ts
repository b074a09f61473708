import {
  CondominiumSchema,
  CondominiumsPageSchema,
  type Condominium,
} from '#shared/contracts/condominiums.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { PUBLIC_CONDOMINIUMS_PAGE_SIZE, type CondominiumFilters } from './condominiums-params.ts';

export function findCondominiums(api: ApiClient, filters: CondominiumFilters): Promise<Paged<Condominium>> {
  return api.get('/api/condominios', {
    query: {
      page: filters.page,
      limit: PUBLIC_CONDOMINIUMS_PAGE_SIZE,
      nome: filters.nome,
      cidade: filters.cidade,
      uf: filters.uf.length === 2 ? filters.uf : undefined,
    },
    schema: CondominiumsPageSchema,
  });
}

/** One condominium; the API answers 404 'Condomínio não encontrado.' when absent. */
export function getCondominium(api: ApiClient, id: number): Promise<Condominium> {
  return api.get(`/api/condominios/${id}`, { schema: CondominiumSchema });
}

/** "Rua X, 120 - Bairro, Cidade - UF" from what the condominium has. */
export function formatCondominiumAddress(c: Condominium): string {
  const street = c.logradouro
    ? [c.logradouro.nomeLOGRADOURO, c.numeroCONDOMINIO].filter(Boolean).join(', ')
    : '';
  const head = [street, c.bairro?.nomeBAIRRO].filter(Boolean).join(' - ');
  return [head, `${c.cidade.nomeCIDADE} - ${c.estado.sigla}`].filter(Boolean).join(', ');
}
