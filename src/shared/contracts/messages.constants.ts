/**
 * Paths, limits and messages of the resident–advertiser conversations (spec 2 §2 "Messages",
 * §3 "Conversation", §9), without zod: the pages import these at load time. The zod
 * schemas of the same calls are in messages.contract.ts.
 */
export const MESSAGES_API = {
  /** GET: my conversations (page, limit); POST {anuncio, conteudo}: start or continue one. */
  list: '/api/mensagens',
  /** GET: the number of unread messages, for the panel header's badge. */
  unread: '/api/mensagens/nao-lidas',
  /** GET: the thread (marks it read; `depois` = newer than that message id); POST {conteudo}. */
  one: (id: number) => `/api/mensagens/${id}`,
  /** POST blocks the other party of that conversation; DELETE unblocks. */
  block: (id: number) => `/api/mensagens/${id}/bloqueio`,
  /** POST {motivo, detalhes}: a report of the conversation (the other party), to the admins. */
  report: (id: number) => `/api/mensagens/${id}/denuncia`,
} as const;

export const MESSAGE_LIMITS = {
  /** Characters of one message. */
  maxLength: 2000,
  /** The last message's preview in the list (spec 2 §9). */
  previewLength: 80,
  /** Conversations per page of the list. */
  pageSize: 20,
  /** Messages a thread answers at most (the newest; older ones with `antes`). */
  threadPageSize: 100,
  /** How often an open panel asks for new messages. */
  pollMs: 5000,
  /** At most one e-mail per conversation and recipient in this time, while unread. */
  emailQuietMinutes: 15,
} as const;

export const MESSAGES_MESSAGES = {
  empty: 'Escreva uma mensagem.',
  tooLong: `A mensagem pode ter no máximo ${MESSAGE_LIMITS.maxLength} caracteres.`,
  notFound: 'Conversa não encontrada.',
  listingNotFound: 'Anúncio não encontrado.',
  ownListing: 'Este anúncio é seu: não é possível enviar mensagem para você mesmo.',
  closed: 'Esta conversa está encerrada: o anúncio não está mais disponível.',
  blocked: 'Não é possível enviar mensagens para este usuário.',
  /** The other party deleted their account (issue 36): the messages stay, no new ones. */
  otherRemoved: 'Esta conversa está encerrada: a outra pessoa excluiu a conta.',
  /** The thread's motivoEncerrada for the side that blocked the other. */
  blockedByMe: 'Você bloqueou este usuário. Desbloqueie para voltar a conversar.',
  /** A conversation report with the reason "Outro" and no details. */
  reportDetailsRequired: 'Conte o que há de errado nesta conversa.',
  sent: 'Mensagem enviada.',
  blockedDone: 'Usuário bloqueado. Ele não poderá mais enviar mensagens para você.',
  unblockedDone: 'Usuário desbloqueado.',
  reported: 'Obrigado. Nossa equipe vai analisar esta conversa.',
  rateLimited: 'Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente de novo.',
} as const;
