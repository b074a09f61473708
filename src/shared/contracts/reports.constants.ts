/**
 * Reports of listings ("Denunciar anúncio") and of conversations ("Denunciar conversa";
 * the report itself is sent through MESSAGES_API.report): paths, reasons, limits and
 * messages, without zod. The public detail page's report dialog imports these (it is loaded on demand, and
 * still keeps zod out of its chunk); the zod schemas are in reports.contract.ts.
 */
export const REPORTS_API = {
  /** POST: anyone (logged in or not) reports a published listing. */
  create: (listingCode: number) => `/api/anuncios/${listingCode}/denuncias`,
} as const;

/** The admins' queue of conversation reports (ADMIN only). The listings' queue: ADMIN_LISTINGS_API. */
export const CONVERSATION_REPORTS_API = {
  /** GET ?page&limit: the open conversation reports, the oldest first, with the messages. */
  list: '/api/admin/denuncias/conversas',
  /** POST: blocks the reported user (as /api/admin/usuarios/{id}/bloquear) and resolves the report. */
  block: (id: number) => `/api/admin/denuncias/conversas/${id}/bloquear`,
  /** POST {mensagem?}: e-mails the reported user a warning and resolves the report. */
  warn: (id: number) => `/api/admin/denuncias/conversas/${id}/advertir`,
  /** POST: resolves the report, nothing else. */
  dismiss: (id: number) => `/api/admin/denuncias/conversas/${id}/descartar`,
} as const;

/** Messages of the conversation shown with a report: the last ones sent up to the report. */
export const CONVERSATION_REPORT_MESSAGES_SHOWN = 20;
export const CONVERSATION_REPORTS_PAGE_SIZE = 20;
/** Characters of a warning's text (it goes into the e-mail). */
export const WARNING_TEXT_MAX = 2000;

/** The warning the admin's dialog starts with; the admin may change it. */
export const DEFAULT_WARNING_TEXT =
  'Recebemos uma denúncia sobre mensagens que você enviou pelo NC Classificados. Nas conversas do ' +
  'portal, trate os vizinhos com respeito, não peça pagamentos fora do combinado e não envie ' +
  'conteúdo ofensivo, enganoso ou proibido. Se isso se repetir, sua conta pode ser bloqueada.';

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

/** The reasons that fit a conversation ("Anúncio duplicado" does not). */
export const CONVERSATION_REPORT_REASONS = REPORT_REASONS.filter(
  (r): r is Exclude<ReportReason, 'duplicado'> => r !== 'duplicado',
);

/** What the admin did with a conversation report (the `resolucao` of `denuncias_conversas`). */
export const CONVERSATION_REPORT_RESOLUTIONS = ['bloqueado', 'advertido', 'descartado'] as const;
export type ConversationReportResolution = (typeof CONVERSATION_REPORT_RESOLUTIONS)[number];

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_MESSAGES = {
  /** The answer to a report, new or repeated (the visitor never learns which). */
  thanks: 'Obrigado. Nossa equipe vai analisar este anúncio.',
  reasonRequired: 'Escolha o motivo da denúncia.',
  detailsRequired: 'Conte o que há de errado com este anúncio.',
  detailsTooLong: `Os detalhes devem ter no máximo ${REPORT_DETAILS_MAX} caracteres.`,
  notFound: 'Anúncio não encontrado.',
} as const;

export const CONVERSATION_REPORT_MESSAGES = {
  notFound: 'Denúncia não encontrada.',
  alreadyResolved: 'Esta denúncia já foi resolvida.',
  blocked: 'Usuário bloqueado e denúncia resolvida.',
  alreadyBlocked: 'O usuário já estava bloqueado. Denúncia resolvida.',
  warned: 'Advertência enviada por e-mail e denúncia resolvida.',
  dismissed: 'Denúncia descartada.',
  warningRequired: 'Escreva o texto da advertência.',
  warningTooLong: `A advertência deve ter no máximo ${WARNING_TEXT_MAX} caracteres.`,
} as const;
