import type { MapPlace } from '../../components/search/map-place.ts';
import type { SearchMode } from '../../components/search/search-mode-toggle.tsx';
import type { ListingFilters } from './listing-filters.ts';

/**
 * /busca (spec 1 §2 "Unified search"): a condominium or an address. The URL carries
 * searchType, condominio, rua, numero, bairro, cidade, estado and cep, plus the listing type,
 * category and subcategory the home's hero search also sends; the results come from
 * GET /api/anuncios (condominioNome, rua, numero, bairro, cidade, estado, cep, tipo,
 * categoria, subcategoria).
 */
export interface UnifiedSearch {
  searchType: SearchMode;
  condominio?: string;
  rua?: string;
  numero?: string;
  bairro?: string;
  cidade?: string;
  estado?: string;
  cep?: string;
  /** Listing type 1–4, category and subcategory codes (in either mode). */
  tipo?: number;
  categoria?: number;
  subcategoria?: number;
}

const CATALOGUE_KEYS = ['tipo', 'categoria', 'subcategoria'] as const;
const isCatalogueValue = (key: (typeof CATALOGUE_KEYS)[number], raw: string) =>
  key === 'tipo' ? /^[1-4]$/.test(raw) : /^[1-9]\d{0,8}$/.test(raw);

type Field = 'condominio' | 'rua' | 'numero' | 'bairro' | 'cidade' | 'estado' | 'cep';
/** Fields of each mode (both share state and CEP, as the home's hero search). */
const MODE_FIELDS: Record<SearchMode, readonly Field[]> = {
  condominio: ['condominio', 'cidade', 'estado', 'cep'],
  endereco: ['rua', 'numero', 'bairro', 'cidade', 'estado', 'cep'],
};

const UNIFIED_RESULTS_LIMIT = 24;

export function parseUnifiedSearch(search: URLSearchParams | string): UnifiedSearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const searchType: SearchMode = params.get('searchType') === 'endereco' ? 'endereco' : 'condominio';
  const out: UnifiedSearch = { searchType };
  for (const key of MODE_FIELDS[searchType]) {
    const value = (params.get(key) ?? '').trim().slice(0, 120);
    if (value === '') continue;
    if (key === 'estado') {
      if (/^[a-z]{2}$/i.test(value)) out.estado = value.toUpperCase();
    } else if (key === 'cep') {
      const digits = value.replace(/\D/g, '').slice(0, 8);
      if (digits) out.cep = digits;
    } else out[key] = value;
  }
  for (const key of CATALOGUE_KEYS) {
    const raw = (params.get(key) ?? '').trim();
    if (isCatalogueValue(key, raw)) out[key] = Number(raw);
  }
  return out;
}

/** The /busca query string (no '?'); fields of the other mode are dropped. */
export function unifiedSearchToQuery(search: UnifiedSearch): string {
  const params = new URLSearchParams({ searchType: search.searchType });
  for (const key of MODE_FIELDS[search.searchType]) {
    const value = search[key]?.trim();
    if (value) params.set(key, value);
  }
  for (const key of CATALOGUE_KEYS) if (search[key] !== undefined) params.set(key, String(search[key]));
  return params.toString();
}

export function hasCriteria(search: UnifiedSearch): boolean {
  return (
    MODE_FIELDS[search.searchType].some((key) => Boolean(search[key])) ||
    CATALOGUE_KEYS.some((key) => search[key] !== undefined)
  );
}

/** The GET /api/anuncios query for the search. */
export function toListingsQuery(search: UnifiedSearch): Record<string, string | number> {
  const query: Record<string, string | number> = { page: 1, limit: UNIFIED_RESULTS_LIMIT };
  if (search.searchType === 'condominio' && search.condominio) query.condominioNome = search.condominio;
  for (const key of ['rua', 'numero', 'bairro', 'cidade', 'estado', 'cep'] as const) {
    if (search[key] && MODE_FIELDS[search.searchType].includes(key)) query[key] = search[key];
  }
  for (const key of CATALOGUE_KEYS) if (search[key] !== undefined) query[key] = search[key];
  return query;
}

/** The same search as /anuncios filters (the link to every result, with paging and more filters). */
export function toListingFilters(search: UnifiedSearch): ListingFilters {
  const q = toListingsQuery(search);
  const pick = (key: string) => (typeof q[key] === 'string' ? q[key] : undefined);
  return {
    condominioNome: pick('condominioNome'),
    rua: pick('rua'),
    numero: pick('numero'),
    bairro: pick('bairro'),
    cidade: pick('cidade'),
    estado: pick('estado'),
    cep: pick('cep'),
    tipo: search.tipo?.toString(),
    categoria: search.categoria?.toString(),
    subcategoria: search.subcategoria?.toString(),
  };
}

/**
 * Markers for the map: the results grouped by coordinates, in the order of the results. Listings
 * have no address coordinates, so the API places each at its city's seat (`precisao: 'cidade'`),
 * and a city's results share one marker. Results without valid coordinates are left out.
 */
export function toMapPlaces(
  items: readonly {
    codigo: number;
    titulo: string;
    href: string;
    place: string | null;
    coordinates: { latitude: number; longitude: number } | null;
  }[],
): MapPlace[] {
  const byKey = new Map<string, MapPlace>();
  for (const item of items) {
    const c = item.coordinates;
    if (!c || !Number.isFinite(c.latitude) || !Number.isFinite(c.longitude)) continue;
    if (Math.abs(c.latitude) > 90 || Math.abs(c.longitude) > 180) continue;
    const key = `${c.latitude},${c.longitude}`;
    let group = byKey.get(key);
    if (!group) {
      group = { lat: c.latitude, lng: c.longitude, place: item.place, listings: [] };
      byKey.set(key, group);
    }
    group.listings.push({ codigo: item.codigo, titulo: item.titulo, href: item.href });
  }
  return [...byKey.values()];
}
