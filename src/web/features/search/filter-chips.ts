import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { listingsHref, TRANSACTION_LABELS, type ListingFilters } from './listing-filters.ts';
import { unifiedSearchToQuery, type UnifiedSearch } from './unified-search.ts';

/**
 * One active filter as the pages show it: "Categoria: Bolos", a link to the same search without
 * it. Every filter the URL carries gets one, so nothing narrows the results out of sight
 * (/busca kept the hero's type and category as hidden inputs only).
 */
export interface FilterChip {
  key: string;
  /** What the filter is ("Categoria"). */
  name: string;
  /** Its value as a person reads it ("Bolos"). */
  value: string;
  /** The same search without this filter, back on page 1. */
  href: string;
}

/** Names of the codes the URL carries, looked up by the loaders; a code stands in when absent. */
export interface ChipNames {
  categoria?: string;
  subcategoria?: string;
  condominio?: string;
  estado?: string;
}

const typeName = (tipo: string | number) =>
  LISTING_TYPE_STYLES[Number(tipo) as 1 | 2 | 3 | 4]?.name ?? String(tipo);

/** The chips of /anuncios: every filter but the order and the paging. */
export function listingChips(filters: ListingFilters, names: ChipNames = {}): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, name: string, value: string, patch: Partial<ListingFilters>) =>
    chips.push({ key, name, value, href: listingsHref({ ...filters, ...patch, page: undefined }) });
  if (filters.q) add('q', 'Busca', filters.q, { q: undefined });
  if (filters.tipo)
    add('tipo', 'Tipo', typeName(filters.tipo), {
      tipo: undefined,
      categoria: undefined,
      subcategoria: undefined,
    });
  if (filters.categoria)
    add('categoria', 'Categoria', names.categoria ?? `código ${filters.categoria}`, {
      categoria: undefined,
      subcategoria: undefined,
    });
  if (filters.subcategoria)
    add('subcategoria', 'Subcategoria', names.subcategoria ?? `código ${filters.subcategoria}`, {
      subcategoria: undefined,
    });
  if (filters.estado)
    add('estado', 'Estado', names.estado ?? filters.estado, { estado: undefined, cidade: undefined });
  if (filters.cidade) add('cidade', 'Cidade', filters.cidade, { cidade: undefined });
  if (filters.condominio)
    add('condominio', 'Condomínio', names.condominio ?? `código ${filters.condominio}`, {
      condominio: undefined,
    });
  if (filters.condominioNome)
    add('condominioNome', 'Condomínio', filters.condominioNome, { condominioNome: undefined });
  if (filters.rua) add('rua', 'Rua', filters.rua, { rua: undefined, numero: undefined });
  if (filters.numero) add('numero', 'Número', filters.numero, { numero: undefined });
  if (filters.bairro) add('bairro', 'Bairro', filters.bairro, { bairro: undefined });
  if (filters.cep) add('cep', 'CEP', filters.cep, { cep: undefined });
  if (filters.precoMin) add('precoMin', 'Preço mínimo', `R$ ${filters.precoMin}`, { precoMin: undefined });
  if (filters.precoMax) add('precoMax', 'Preço máximo', `R$ ${filters.precoMax}`, { precoMax: undefined });
  if (filters.condicao)
    add('condicao', 'Condição', filters.condicao === 'novo' ? 'Novo' : 'Seminovo', { condicao: undefined });
  for (const t of filters.transacao ?? []) {
    const rest = (filters.transacao ?? []).filter((x) => x !== t);
    add('transacao', 'Transação', TRANSACTION_LABELS[t as keyof typeof TRANSACTION_LABELS] ?? t, {
      transacao: rest.length > 0 ? rest : undefined,
    });
  }
  return chips;
}

/** The chips of /busca: the place fields of the chosen mode plus the hero's type and category. */
export function unifiedChips(search: UnifiedSearch, names: ChipNames = {}): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, name: string, value: string, patch: Partial<UnifiedSearch>) =>
    chips.push({ key, name, value, href: `/busca?${unifiedSearchToQuery({ ...search, ...patch })}` });
  const s = search;
  if (s.searchType === 'condominio' && s.condominio)
    add('condominio', 'Condomínio', s.condominio, { condominio: undefined });
  if (s.searchType === 'endereco') {
    if (s.rua) add('rua', 'Rua', s.rua, { rua: undefined, numero: undefined });
    if (s.numero) add('numero', 'Número', s.numero, { numero: undefined });
    if (s.bairro) add('bairro', 'Bairro', s.bairro, { bairro: undefined });
  }
  if (s.cidade) add('cidade', 'Cidade', s.cidade, { cidade: undefined });
  if (s.estado) add('estado', 'Estado', names.estado ?? s.estado, { estado: undefined, cidade: undefined });
  if (s.cep) add('cep', 'CEP', s.cep, { cep: undefined });
  if (s.tipo !== undefined)
    add('tipo', 'Tipo', typeName(s.tipo), { tipo: undefined, categoria: undefined, subcategoria: undefined });
  if (s.categoria !== undefined)
    add('categoria', 'Categoria', names.categoria ?? `código ${s.categoria}`, {
      categoria: undefined,
      subcategoria: undefined,
    });
  if (s.subcategoria !== undefined)
    add('subcategoria', 'Subcategoria', names.subcategoria ?? `código ${s.subcategoria}`, {
      subcategoria: undefined,
    });
  return chips;
}
