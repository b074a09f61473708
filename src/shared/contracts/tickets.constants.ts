/**
 * Paths, statuses, limits and messages of the support tickets (spec 2 §2 "Tickets (user)",
 * "Admin tickets", §4 "Ticket status", §5 "Tickets"), without zod: the pages import
 * these at load time. The zod schemas of the same calls are in tickets.contract.ts.
 */
export const TICKETS_API = {
  /** GET: my tickets, newest activity first; POST {assunto, mensagem}: open one. */
  list: '/api/tickets',
  /** GET: the ticket and its messages (owner or admin). */
  one: (id: number) => `/api/tickets/${id}`,
  /** POST {mensagem}: a reply (owner or admin). */
  messages: (id: number) => `/api/tickets/${id}/mensagens`,
  /** POST: close it (owner or admin; closing a closed ticket changes nothing). */
  close: (id: number) => `/api/tickets/${id}/fechar`,
  /** GET (ADMIN): every ticket, filters status and ordem, 20 per page. */
  admin: '/api/admin/tickets',
  /** PATCH {status} (ADMIN). */
  adminOne: (id: number) => `/api/admin/tickets/${id}`,
} as const;

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_user', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Spec 2 §4 "Ticket status". */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Aberto',
  in_progress: 'Em andamento',
  waiting_user: 'Aguardando usuário',
  closed: 'Fechado',
};

/** The admin list's orders: `antigos` puts the tickets waiting for the team first, oldest first. */
export const TICKET_ORDERS = ['antigos', 'recentes'] as const;
export type TicketOrder = (typeof TICKET_ORDERS)[number];

export const TICKET_LIMITS = {
  subject: 200,
  message: 5000,
  adminPageSize: 20,
} as const;

/** Who wrote a message, as the thread names them. */
export const TICKET_AUTHOR_LABELS = { user: 'Você', admin: 'Equipe NC' } as const;

export const TICKET_MESSAGES = {
  subjectRequired: 'Informe o assunto.',
  subjectTooLong: `O assunto deve ter no máximo ${TICKET_LIMITS.subject} caracteres.`,
  messageRequired: 'Escreva sua mensagem.',
  messageTooLong: `A mensagem deve ter no máximo ${TICKET_LIMITS.message} caracteres.`,
  replyRequired: 'Escreva uma resposta.',
  statusInvalid: 'O status deve ser open, in_progress, waiting_user ou closed.',
  notFound: 'Ticket não encontrado.',
  created: 'Ticket aberto! Nossa equipe responde por aqui e avisa você por e-mail.',
  replied: 'Mensagem enviada.',
  closed: 'Ticket fechado.',
  statusChanged: 'Status atualizado.',
  /** The /contato answer to a logged-in user: the message became a ticket. */
  fromContact: (id: number) =>
    `Mensagem enviada! Ela virou o ticket #${id}: acompanhe a resposta em Suporte, no seu painel.`,
  loadFailed: 'Erro ao carregar tickets',
  empty: 'Você ainda não abriu nenhum ticket.',
  adminEmpty: 'Nenhum ticket encontrado.',
} as const;
