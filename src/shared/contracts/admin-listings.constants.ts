/**
 * Paths, page size, limits and messages of the admins' ads and the report queue (spec 2 §7
 * "Admin ads", §9), without zod: the admin pages import these at load time. The zod
 * schemas are in admin-listings.contract.ts.
 */
export const ADMIN_LISTINGS_API = {
  list: '/api/admin/anuncios',
  create: '/api/admin/anuncios',
  one: (id: number) => `/api/admin/anuncios/${id}`,
  approve: (id: number) => `/api/admin/anuncios/${id}/aprovar`,
  reject: (id: number) => `/api/admin/anuncios/${id}/reprovar`,
  inactivate: (id: number) => `/api/admin/anuncios/${id}/inativar`,
  /** The report queue: listings with open reports, most reported first. */
  reports: '/api/admin/denuncias',
  reportsInactivate: (listingCode: number) => `/api/admin/denuncias/${listingCode}/inativar`,
  reportsDismiss: (listingCode: number) => `/api/admin/denuncias/${listingCode}/descartar`,
  /** Edits of published ads awaiting review (ADR 018), and the decision on one ad's edit. */
  revisions: '/api/admin/anuncios/alteracoes',
  revisionApprove: (id: number) => `/api/admin/anuncios/${id}/alteracao/aprovar`,
  revisionReject: (id: number) => `/api/admin/anuncios/${id}/alteracao/reprovar`,
} as const;

/** Spec 2 §7, §9: the admin ad list shows 20 a page. */
export const ADMIN_LISTINGS_PAGE_SIZE = 20;
export const ADMIN_LISTINGS_MAX_PAGE_SIZE = 100;

/** A rejection's or a deactivation's reason, e-mailed to the advertiser. */
export const MODERATION_REASON_MAX = 500;

export const ADMIN_LISTINGS_MESSAGES = {
  notFound: 'Anúncio não encontrado.',
  approved: 'Anúncio aprovado e publicado.',
  alreadyPublished: 'Este anúncio já está publicado.',
  notPending: (status: string) =>
    `Só um anúncio pendente de moderação pode ser aprovado (este está como "${status}").`,
  rejected: 'Anúncio reprovado. O anunciante foi avisado por e-mail.',
  alreadyRejected: 'Este anúncio já está reprovado.',
  cannotReject: (status: string) =>
    `Só um anúncio pendente ou publicado pode ser reprovado (este está como "${status}").`,
  inactivated: 'Anúncio inativado. O anunciante foi avisado por e-mail.',
  alreadyInactive: 'Este anúncio já está inativo.',
  cannotInactivate: (status: string) =>
    `Só um anúncio publicado ou pendente pode ser inativado (este está como "${status}").`,
  highlightOn: 'Anúncio em destaque.',
  highlightOff: 'Destaque removido.',
  saved: 'Alterações salvas.',
  created: 'Anúncio criado como rascunho.',
  removed: 'Anúncio removido.',
  advertiserNotFound: 'Anunciante não encontrado.',
  reasonTooLong: `O motivo deve ter no máximo ${MODERATION_REASON_MAX} caracteres.`,
  reasonRequired: 'Informe o motivo.',
  highlightInvalid: 'O campo Destaque deve ser 0 ou 1.',
  reportsInactivated: 'Anúncio inativado e denúncias resolvidas.',
  reportsResolved: 'Denúncias resolvidas (o anúncio já não estava no ar).',
  reportsDismissed: 'Denúncias descartadas.',
  noOpenReports: 'Este anúncio não tem denúncias abertas.',
  revisionApproved: 'Alteração aprovada: o anúncio já mostra a nova versão.',
  revisionRejected:
    'Alteração reprovada. O anúncio continua como estava e o anunciante foi avisado por e-mail.',
} as const;
