/**
 * Paths, kinds and pt-BR labels of the advertisers' statistics (issue 35 item 2, ADR 024), without
 * zod: the listing page imports these at load time. The zod schemas are in listing-stats.contract.ts.
 */
export const LISTING_STATS_API = {
  /** POST (anyone, no body but `tipo`): what a visitor did on a listing page. 204, always. */
  event: (listingCode: number) => `/api/anuncios/${listingCode}/eventos`,
  /** GET (session): the caller's ads, day by day and per ad, over `dias` (30 by default). */
  mine: '/api/minha-conta/estatisticas',
  /** GET (session, owner): one ad day by day over `dias` (90 by default). Another's ad is 404. */
  listing: (listingCode: number) => `/api/minha-conta/anuncios/${listingCode}/estatisticas`,
} as const;

/** What the listing page reports: a view, and each contact action. */
export const PAGE_EVENT_KINDS = ['visualizacao', 'whatsapp', 'mapa', 'site', 'redes', 'favorito'] as const;
export type PageEventKind = (typeof PAGE_EVENT_KINDS)[number];

/** Every counter of a day: the page's events and the conversations started (counted by the server). */
export const STAT_KINDS = [...PAGE_EVENT_KINDS, 'conversa'] as const;
export type StatKind = (typeof STAT_KINDS)[number];

/** The counters as the advertiser reads them (table headers, legends). */
export const STAT_LABELS: Record<StatKind, string> = {
  visualizacao: 'Visualizações',
  whatsapp: 'Cliques no WhatsApp',
  mapa: 'Mapa aberto',
  site: 'Cliques no site',
  redes: 'Cliques nas redes sociais',
  favorito: 'Favoritados',
  conversa: 'Conversas iniciadas',
};

/** The contact actions, summed as "Contatos" where there is room for one number only. */
export const CONTACT_KINDS = ['whatsapp', 'mapa', 'site', 'redes'] as const satisfies readonly StatKind[];

/** The periods a chart may ask for; the panel uses 30 (dashboard) and 90 (an ad's page). */
export const STATS_MAX_DAYS = 90;
export const STATS_DEFAULT_DAYS = { mine: 30, listing: 90 } as const;

export const LISTING_STATS_MESSAGES = {
  listingNotFound: 'Anúncio não encontrado.',
} as const;
