/** Public condominium list (spec 1 §2 /condominios, §9: 24 per page). */
export const PUBLIC_CONDOMINIUMS_PAGE_SIZE = 24;

export interface CondominiumFilters {
  nome: string;
  cidade: string;
  uf: string;
  page: number;
}

/** The UF filter: letters only, at most 2, upper-cased (spec 1 §2, §5). */
export function normalizeUf(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

export function parseCondominiumFilters(search: URLSearchParams): CondominiumFilters {
  const page = Number(search.get('page'));
  return {
    nome: (search.get('nome') ?? '').trim().slice(0, 120),
    cidade: (search.get('cidade') ?? '').trim().slice(0, 120),
    uf: normalizeUf(search.get('uf') ?? ''),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The list URL for a page of the same filters (empty filters left out). */
export function condominiumsHref(filters: CondominiumFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.nome) params.set('nome', filters.nome);
  if (filters.cidade) params.set('cidade', filters.cidade);
  if (filters.uf) params.set('uf', filters.uf);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/condominios?${qs}` : '/condominios';
}
