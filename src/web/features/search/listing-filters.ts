import { LISTING_FILTER_KEYS } from '#shared/lib/listing-filter-keys.ts';
import { CONDITIONS, PAGE_SIZES, TRANSACTION_TYPES } from '#shared/constants.ts';

/**
 * The filters of /anuncios (spec 1 §2 "Listing search"), as strings the way the URL carries
 * them. The URL is the source of truth: the page reads it, forms write it, and, when the visitor
 * accepts the "Preferências" cookies, the same object is saved in localStorage
 * (`anuncios_filters_v1`) and restored when the page opens bare (ADR 008).
 */
export interface ListingFilters {
  q?: string;
  tipo?: string;
  categoria?: string;
  subcategoria?: string;
  cidade?: string;
  estado?: string;
  condominio?: string;
  condominioNome?: string;
  rua?: string;
  numero?: string;
  bairro?: string;
  cep?: string;
  precoMin?: string;
  precoMax?: string;
  sort?: string;
  order?: string;
  condicao?: string;
  transacao?: string[];
  page?: number;
  limit?: number;
}

export const FILTERS_STORAGE_KEY = 'anuncios_filters_v1';
const DEFAULT_LIMIT = PAGE_SIZES.listingSearch;
const MAX_LIMIT = 100;

/** Text filters in URL order (the order the URL is written in, so equal filters give equal URLs). */
const TEXT_KEYS = LISTING_FILTER_KEYS satisfies readonly (keyof ListingFilters)[];
type TextKey = (typeof TEXT_KEYS)[number];

const SORTS = ['data', 'preco', 'titulo'];
const ORDERS = ['asc', 'desc'];
const INT_KEYS: readonly TextKey[] = ['categoria', 'subcategoria', 'condominio'];

function clean(key: TextKey, raw: string | null | undefined): string | undefined {
  const value = (raw ?? '').trim().slice(0, 200);
  if (value === '') return undefined;
  if (key === 'tipo') return /^[1-4]$/.test(value) ? value : undefined;
  if (key === 'sort') return SORTS.includes(value) ? value : undefined;
  if (key === 'order') return ORDERS.includes(value) ? value : undefined;
  if (key === 'condicao') return (CONDITIONS as readonly string[]).includes(value) ? value : undefined;
  if (key === 'estado')
    return /^[a-z]{2}$/i.test(value) ? value.toUpperCase() : /^\d{2}$/.test(value) ? value : undefined;
  if (INT_KEYS.includes(key)) return /^\d{1,9}$/.test(value) ? value : undefined;
  return value;
}

function positiveInt(raw: string | null | undefined, max: number): number | undefined {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
}

/** `transacao` is repeatable or comma separated (spec 1 §2); unknown values are dropped. */
function parseTransactions(values: readonly string[]): string[] | undefined {
  const parts = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter((v) => (TRANSACTION_TYPES as readonly string[]).includes(v));
  const unique = [...new Set(parts)];
  return unique.length > 0 ? unique : undefined;
}

/** The query string -> filters. Invalid values are dropped, `uf` is read as `estado`. */
export function parseFilters(search: URLSearchParams | string): ListingFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: ListingFilters = {};
  for (const key of TEXT_KEYS) {
    const value = clean(key, params.get(key) ?? (key === 'estado' ? params.get('uf') : null));
    if (value !== undefined) filters[key] = value;
  }
  // The sort select's form without JavaScript (sort-control.tsx) sends both as one value.
  const ordenar = /^(data|preco|titulo):(asc|desc)$/.exec(params.get('ordenar') ?? '');
  if (ordenar) {
    filters.sort = ordenar[1];
    filters.order = ordenar[2];
  } else if (params.get('ordenar') === '') {
    delete filters.sort;
    delete filters.order;
  }
  const transacao = parseTransactions(params.getAll('transacao'));
  if (transacao) filters.transacao = transacao;
  const page = positiveInt(params.get('page'), 100_000);
  if (page !== undefined && page > 1) filters.page = page;
  const limit = positiveInt(params.get('limit'), MAX_LIMIT);
  if (limit !== undefined && limit !== DEFAULT_LIMIT) filters.limit = limit;
  return filters;
}

/** Filters -> query string (no '?'), defaults left out: `{ q: 'bolo', page: 2 }` -> `q=bolo&page=2`. */
export function filtersToSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = clean(key, filters[key]);
    if (value !== undefined) params.set(key, value);
  }
  for (const t of parseTransactions(filters.transacao ?? []) ?? []) params.append('transacao', t);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  if (filters.limit && filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params.toString();
}

/** The /anuncios link for these filters. */
export function listingsHref(filters: ListingFilters): string {
  const qs = filtersToSearch(filters);
  return qs ? `/anuncios?${qs}` : '/anuncios';
}

/** True when any filter (paging aside) is set. */
export function hasActiveFilters(filters: ListingFilters): boolean {
  const { page: _page, limit: _limit, ...rest } = filters;
  return Object.keys(rest).length > 0;
}

/** The query of GET /api/anuncios for these filters (page and limit always given). */
export function toApiQuery(filters: ListingFilters): Record<string, string | number | string[]> {
  const query: Record<string, string | number | string[]> = {
    page: filters.page ?? 1,
    limit: filters.limit ?? DEFAULT_LIMIT,
  };
  for (const key of TEXT_KEYS) {
    const value = filters[key];
    if (value !== undefined) query[key] = value;
  }
  if (filters.transacao?.length) query.transacao = filters.transacao;
  return query;
}

/** What is saved in localStorage: the filters without the page (a restored search starts at page 1). */
export function serializeSavedFilters(filters: ListingFilters): string | null {
  const { page: _page, ...rest } = filters;
  return hasActiveFilters(rest) ? JSON.stringify(rest) : null;
}

/** The saved JSON -> filters, checked like a URL; null for anything unusable. */
export function deserializeSavedFilters(raw: string | null): ListingFilters | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'page') continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      if (typeof item === 'string' || typeof item === 'number') params.append(key, String(item));
    }
  }
  const filters = parseFilters(params);
  return hasActiveFilters(filters) ? filters : null;
}

export const TRANSACTION_LABELS: Record<(typeof TRANSACTION_TYPES)[number], string> = {
  compra: 'Compra',
  doacao: 'Doação',
  emprestimo: 'Empréstimo',
  locacao: 'Locação',
  troca: 'Troca',
  venda: 'Venda',
};

/** "12 resultados", "1 resultado", or "mais de 10.000 resultados" when the API did not count them all (totalExato false). */
export function resultsLabel(total: number, isExact: boolean): string {
  const n = total.toLocaleString('pt-BR');
  if (!isExact) return `mais de ${n} resultados`;
  return total === 1 ? '1 resultado' : `${n} resultados`;
}

/**
 * The orders GET /api/anuncios offers (ListingsQuerySchema: sort data|preco|titulo, order), as one
 * select's choices. With no `sort` the API ranks by relevance when there is text and shows the
 * newest first otherwise, so without text "Mais recentes" is that default rather than a second entry.
 */
export function sortChoices(hasText: boolean): { value: string; label: string }[] {
  return [
    ...(hasText
      ? [
          { value: '', label: 'Relevância' },
          { value: 'data:desc', label: 'Mais recentes' },
        ]
      : [{ value: '', label: 'Mais recentes' }]),
    { value: 'data:asc', label: 'Mais antigos' },
    { value: 'preco:asc', label: 'Menor preço' },
    { value: 'preco:desc', label: 'Maior preço' },
    { value: 'titulo:asc', label: 'Título (A a Z)' },
    { value: 'titulo:desc', label: 'Título (Z a A)' },
  ];
}

/** The sort select's value for these filters (one of sortChoices). */
export function sortValue(filters: ListingFilters): string {
  if (!filters.sort) return '';
  const value = `${filters.sort}:${filters.order ?? (filters.sort === 'data' ? 'desc' : 'asc')}`;
  return value === 'data:desc' && !filters.q ? '' : value;
}
