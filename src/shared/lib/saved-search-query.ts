import type { SavedSearchPage } from '../contracts/saved-searches.constants.ts';
import { LISTING_FILTER_KEYS } from './listing-filter-keys.ts';

/**
 * A saved search's query string (issue 36 item 1): the page's text and every filter as its URL
 * carries them, written the same way whatever the order or spelling of the address it was saved
 * from (paging dropped, `uf` read as `estado`, the sort select's `ordenar` as `sort` and
 * `order`), so one search saved twice is seen as the same; and the GET /api/anuncios query that
 * runs it, the one the page itself asks for. Zod-free: the pages' dialog and the server share it.
 */

/** /busca's fields by mode, then the catalogue's (web features/search/unified-search.ts). */
const UNIFIED_FIELDS = {
  condominio: ['condominio', 'cidade', 'estado', 'cep'],
  endereco: ['rua', 'numero', 'bairro', 'cidade', 'estado', 'cep'],
} as const;
const CATALOGUE_KEYS = ['tipo', 'categoria', 'subcategoria'] as const;

/** Kept apart from the filters: they order the page, not what it finds. */
const ORDER_KEYS = new Set(['sort', 'order']);

const value = (params: URLSearchParams, key: string) => (params.get(key) ?? '').trim().slice(0, 200);

/** The query string as saved: known filters only, in a fixed order, without paging. */
export function normaliseSavedQuery(page: SavedSearchPage, query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const out = new URLSearchParams();
  if (page === 'anuncios') {
    const ordenar = /^(data|preco|titulo):(asc|desc)$/.exec(value(params, 'ordenar'));
    for (const key of LISTING_FILTER_KEYS) {
      let v = value(params, key);
      if (key === 'estado' && v === '') v = value(params, 'uf');
      if (ordenar && key === 'sort') v = ordenar[1]!;
      if (ordenar && key === 'order') v = ordenar[2]!;
      if (v !== '') out.set(key, v);
    }
    const transactions = params
      .getAll('transacao')
      .flatMap((t) => t.split(','))
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean);
    for (const t of [...new Set(transactions)].sort()) out.append('transacao', t);
    return out.toString();
  }
  const mode = params.get('searchType') === 'endereco' ? 'endereco' : 'condominio';
  out.set('searchType', mode);
  for (const key of [...UNIFIED_FIELDS[mode], ...CATALOGUE_KEYS]) {
    const v = value(params, key);
    if (v !== '') out.set(key, v);
  }
  return out.toString();
}

/** Whether a saved query finds anything narrower than every ad (a text or a filter). */
export function hasSearchCriteria(page: SavedSearchPage, normalised: string): boolean {
  const keys = [...new URLSearchParams(normalised).keys()];
  return keys.some((k) => !ORDER_KEYS.has(k) && !(page === 'busca' && k === 'searchType'));
}

/**
 * The GET /api/anuncios filters of a saved query (without paging or order): /anuncios' own
 * parameters, or /busca's condominium name as `condominioNome`, as each page asks the API.
 */
export function savedSearchApiFilters(
  page: SavedSearchPage,
  normalised: string,
): Record<string, string | string[]> {
  const params = new URLSearchParams(normalised);
  const out: Record<string, string | string[]> = {};
  for (const [key, v] of params) {
    if (ORDER_KEYS.has(key) || key === 'searchType') continue;
    if (key === 'transacao') out.transacao = [...((out.transacao as string[] | undefined) ?? []), v];
    else if (page === 'busca' && key === 'condominio') out.condominioNome = v;
    else out[key] = v;
  }
  return out;
}

/** The page's address of a saved query; `newestFirst` for the alert's "see them all" link. */
export function savedSearchPath(page: SavedSearchPage, normalised: string, newestFirst = false): string {
  if (page === 'busca') {
    // /busca has no order of its own: newest first is /anuncios with the same filters.
    if (!newestFirst) return `/busca?${normalised}`;
    const params = new URLSearchParams();
    for (const [key, v] of Object.entries(savedSearchApiFilters('busca', normalised)))
      for (const item of Array.isArray(v) ? v : [v]) params.append(key, item);
    params.set('sort', 'data');
    params.set('order', 'desc');
    return `/anuncios?${params.toString()}`;
  }
  const params = new URLSearchParams(normalised);
  if (newestFirst) {
    params.set('sort', 'data');
    params.set('order', 'desc');
  }
  const qs = params.toString();
  return qs ? `/anuncios?${qs}` : '/anuncios';
}
