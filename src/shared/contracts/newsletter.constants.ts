/**
 * Paths, the link's life and the messages of the newsletter, without zod: the pages import these
 * at load time (the footer's form is on every page, the cancel page posts to the API), and zod
 * stays out of their entry JavaScript. newsletter.contract.ts re-exports them beside
 * its schemas, so the server reads the whole contract from one module.
 */
export const NEWSLETTER_API = {
  subscribe: '/api/newsletter',
  confirm: '/api/newsletter/confirmar',
} as const;

/** POST `{ token }`: cancels the subscription (no login, idempotent). */
export const NEWSLETTER_CANCEL_API = '/api/newsletter/cancelar';
/** The page of the cancel link in the e-mails (a button there sends the POST above). */
export const NEWSLETTER_CANCEL_PAGE = '/newsletter/cancelar';

/** Life of the confirmation link. */
export const NEWSLETTER_TOKEN_HOURS = 48;

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Informe seu e-mail.',
  /** The same answer for new, pending and confirmed addresses (no enumeration). */
  subscribed:
    'Quase lá! Se este e-mail ainda não estiver inscrito, enviaremos um link para confirmar a inscrição. Verifique sua caixa de entrada.',
  confirmed: 'Inscrição confirmada! Você vai receber as novidades do NC no seu e-mail.',
  confirmFailed:
    'Não foi possível confirmar a inscrição. O link pode ter expirado ou já ter sido usado; inscreva-se de novo.',
  /** The same answer when the subscription was already cancelled (idempotent). */
  cancelled: 'Inscrição cancelada. Você não receberá mais nossos e-mails.',
  cancelFailed:
    'Não foi possível cancelar a inscrição: este link de cancelamento não é válido. Use o link do e-mail mais recente da newsletter ou fale com a gente pela página de contato.',
} as const;
