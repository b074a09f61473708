/**
 * Paths, limits and messages of the admin dashboard, the admin invoice list and the contact
 * messages, without zod: the admin pages import these at load time, and zod stays out
 * of their JavaScript (see contact.constants.ts). The zod schemas are in admin-overview.contract.ts.
 */
export const ADMIN_OVERVIEW_API = {
  summary: '/api/admin/resumo',
  invoices: '/api/admin/faturas',
  invoicesCsv: '/api/admin/faturas.csv',
  contacts: '/api/admin/contatos',
  contact: (id: number) => `/api/admin/contatos/${id}`,
  contactReply: (id: number) => `/api/admin/contatos/${id}/resposta`,
} as const;

/** The dashboard's windows: days of new ads and sign-ups, months of revenue. */
export const SUMMARY_DAYS = 30;
export const SUMMARY_MONTHS = 12;

/** Page sizes: 20 invoices (like the other admin lists) and 20 contact messages. */
export const ADMIN_INVOICES_PAGE_SIZE = 20;
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

export const CONTACT_MESSAGE_FILTERS = ['pendentes', 'respondidas', 'todas'] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

export const CONTACT_REPLY_MAX = 5000;

/** How long pending ads have waited, in the order the dashboard shows them. */
export const QUEUE_AGE_BUCKETS = [
  { key: 'menosDeUmaHora', label: 'Menos de 1 h' },
  { key: 'deUmaA24Horas', label: '1 a 24 h' },
  { key: 'deUmATresDias', label: '1 a 3 dias' },
  { key: 'maisDeTresDias', label: 'Mais de 3 dias' },
] as const;
export type QueueAgeBucket = (typeof QUEUE_AGE_BUCKETS)[number]['key'];

export const ADMIN_OVERVIEW_MESSAGES = {
  /** Spec 2 §8 "Lists". */
  invoicesLoadFailed: 'Erro ao carregar faturas',
  periodOutOfOrder: 'A data inicial deve ser igual ou anterior à data final.',
  replyRequired: 'Escreva a resposta.',
  replyTooLong: `A resposta deve ter no máximo ${CONTACT_REPLY_MAX} caracteres.`,
  contactNotFound: 'Mensagem não encontrada.',
  alreadyReplied: 'Esta mensagem já foi respondida.',
  replied: (email: string) => `Resposta enviada para ${email}.`,
} as const;
