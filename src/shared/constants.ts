/** Listing types (spec 1 §9). */
export const LISTING_TYPES = {
  1: { name: 'Oportunidades', slug: 'oportunidade', path: '/oportunidades' },
  2: { name: 'Produtos', slug: 'produto', path: '/produtos' },
  3: { name: 'Serviços', slug: 'servico', path: '/servicos' },
  4: { name: 'Comodidades', slug: 'comodidade', path: '/comodidades' },
} as const;
export type ListingType = keyof typeof LISTING_TYPES;
export const LISTING_TYPE_CODES = [1, 2, 3, 4] as const;

export const TRANSACTION_TYPES = ['compra', 'doacao', 'emprestimo', 'locacao', 'troca', 'venda'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const CONDITIONS = ['novo', 'seminovo'] as const;
export const WEEKDAYS = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const USER_LEVELS = { ADMIN: 1, ANUNCIANTE: 2, USUARIO: 3 } as const;
export const USER_TYPES = { PJ: 2, PF: 3 } as const;

/** Page sizes named by the spec. */
export const PAGE_SIZES = {
  listingSearch: 12,
  condominiums: 20,
  publicCondominiums: 24,
  states: 100,
  places: 20,
  maxLimit: 200,
} as const;
