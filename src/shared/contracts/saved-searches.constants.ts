/**
 * Paths, limits and messages of the saved searches and their e-mail alerts (issue 36 item 1),
 * without zod: the "Salvar busca" button is on /anuncios and /busca, whose entry JavaScript has a
 * budget. The zod schemas of the same calls: saved-searches.contract.ts.
 */
export const SAVED_SEARCHES_API = {
  /** GET: my saved searches; POST { nome, pagina, consulta, frequencia }: saves one. */
  list: '/api/buscas-salvas',
  /** PATCH { nome?, frequencia?, pausada? } edits; DELETE removes. */
  one: (id: number) => `/api/buscas-salvas/${id}`,
  /** GET ?token= tells which search a link stops; POST { token } stops its alerts (no session). */
  unsubscribe: '/api/buscas-salvas/cancelar',
} as const;

/** The pages a search is saved from. */
export const SAVED_SEARCH_PAGES = ['anuncios', 'busca'] as const;
export type SavedSearchPage = (typeof SAVED_SEARCH_PAGES)[number];

/** `imediata`: as soon as ads appear, at most one e-mail an hour; `diaria`: a digest at 08:00. */
export const ALERT_FREQUENCIES = ['imediata', 'diaria'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  imediata: 'Assim que surgir (no máximo um e-mail por hora)',
  diaria: 'Resumo diário (às 8h)',
};

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches an account keeps. */
  perUser: 20,
  nameMax: 80,
  /** The longest query string kept (the page's text and filters). */
  queryMax: 1000,
  /** Ads in one alert e-mail. */
  adsPerEmail: 10,
} as const;

/** The query parameter that opens the "Salvar busca" dialog (after logging in). */
export const SAVE_SEARCH_PARAM = 'salvar';

/** The page whose link (and List-Unsubscribe address) stops one saved search's alerts. */
export const UNSUBSCRIBE_PAGE = '/alertas/cancelar';

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Busca salva. Você vai receber os novos anúncios por e-mail.',
  updated: 'Busca salva atualizada.',
  paused: 'Alertas pausados.',
  resumed: 'Alertas retomados.',
  deleted: 'Busca salva excluída.',
  notFound: 'Busca salva não encontrada.',
  full: `Você já tem ${SAVED_SEARCH_LIMITS.perUser} buscas salvas, o máximo. Exclua uma em "Buscas salvas" para salvar outra.`,
  duplicate: 'Você já salvou esta busca.',
  empty: 'Escreva o que procura ou escolha um filtro antes de salvar a busca.',
  nameRequired: 'Dê um nome à busca.',
  nameTooLong: `O nome pode ter até ${SAVED_SEARCH_LIMITS.nameMax} caracteres.`,
  queryTooLong: 'A busca é longa demais para salvar.',
  pageInvalid: 'A página da busca deve ser anuncios ou busca.',
  frequencyInvalid: 'Escolha a frequência: imediata ou diaria.',
  nothingToChange: 'Envie o nome, a frequência ou se os alertas ficam pausados.',
  unsubscribed: 'Pronto: você não vai mais receber alertas desta busca.',
  tokenInvalid: 'Este link de cancelamento não é válido. A busca pode ter sido excluída.',
} as const;
