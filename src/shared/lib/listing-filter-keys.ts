/**
 * /anuncios' text filters in the order its URL writes them (so equal filters give equal URLs):
 * the page's filters (web features/search/listing-filters.ts) and a saved search's query string
 * (saved-search-query.ts) both follow it.
 */
export const LISTING_FILTER_KEYS = [
  'q',
  'tipo',
  'categoria',
  'subcategoria',
  'estado',
  'cidade',
  'condominio',
  'condominioNome',
  'rua',
  'numero',
  'bairro',
  'cep',
  'precoMin',
  'precoMax',
  'condicao',
  'sort',
  'order',
] as const;
