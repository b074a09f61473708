/**
 * Paths, limits and messages of a logged-in user's favourites, without zod: the heart
 * is on every card of every page, and the contract's schemas would put zod into every page's
 * entry JavaScript (budget 150 KB). The zod schemas of the same calls: favorites.contract.ts.
 */
export const FAVORITES_API = {
  /** GET: my favourites still published, as listing cards, newest favourite first. */
  list: '/api/favoritos',
  /** PUT adds the listing (idempotent); DELETE removes it (idempotent). */
  one: (listingCode: number) => `/api/favoritos/${listingCode}`,
  /** POST { anuncios }: merges the device's list (on login); answers the merged list. */
  merge: '/api/favoritos/mesclar',
} as const;

export const FAVORITES_LIMITS = {
  /** Favourites an account keeps (a bound on the list a page loads). */
  perUser: 500,
  /** Listing codes one merge takes. */
  mergeMax: 200,
} as const;

export const FAVORITES_MESSAGES = {
  added: 'Anúncio adicionado aos favoritos.',
  removed: 'Anúncio removido dos favoritos.',
  notFound: 'Anúncio não encontrado ou não está mais publicado.',
  full: `Você já tem ${FAVORITES_LIMITS.perUser} favoritos. Remova algum para adicionar outro.`,
  mergeTooMany: `Envie no máximo ${FAVORITES_LIMITS.mergeMax} anúncios de uma vez.`,
  mergeInvalid: 'Envie a lista de códigos de anúncios em "anuncios".',
} as const;
