/**
 * Reports of listings ("Denunciar anúncio", issue 21): paths, reasons, limits and messages,
 * without zod. The public detail page's report dialog imports these (it is loaded on demand, and
 * still keeps zod out of its chunk); the zod schemas are in reports.contract.ts.
 */
export const REPORTS_API = {
  /** POST: anyone (logged in or not) reports a published listing. */
  create: (listingCode: number) => `/api/anuncios/${listingCode}/denuncias`,
} as const;

/** The reasons a visitor picks (the `motivo` column of `denuncias`). */
export const REPORT_REASONS = ['fraude', 'conteudo_proibido', 'dados_falsos', 'duplicado', 'outro'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the dialog and the admin queue name each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fraude: 'Fraude ou golpe',
  conteudo_proibido: 'Conteúdo proibido',
  dados_falsos: 'Dados falsos',
  duplicado: 'Anúncio duplicado',
  outro: 'Outro',
};

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_MESSAGES = {
  /** The answer to a report, new or repeated (the visitor never learns which). */
  thanks: 'Obrigado. Nossa equipe vai analisar este anúncio.',
  reasonRequired: 'Escolha o motivo da denúncia.',
  detailsRequired: 'Conte o que há de errado com este anúncio.',
  detailsTooLong: `Os detalhes devem ter no máximo ${REPORT_DETAILS_MAX} caracteres.`,
  notFound: 'Anúncio não encontrado.',
} as const;
