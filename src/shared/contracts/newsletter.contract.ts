import { z } from 'zod';
import { emailField, TokenQuerySchema } from './users.contract.ts';

/**
 * The footer's newsletter box (spec 1 §2 footer; issue 4), with double opt-in: POST stores a
 * pending subscription and e-mails a one-time link; GET .../confirmar?token= confirms it.
 * Leaving (LGPD): POST .../cancelar with the token of the link in every newsletter e-mail.
 */
export { NEWSLETTER_API } from './contact.constants.ts';

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

export const NewsletterRequestSchema = z.object({ email: emailField(NEWSLETTER_MESSAGES.emailRequired) });
export type NewsletterRequest = z.output<typeof NewsletterRequestSchema>;
export type NewsletterForm = z.input<typeof NewsletterRequestSchema>;

/** `?token=`; missing or empty answers 400 'Token inválido ou ausente.' (spec 1 §8). */
export const NewsletterConfirmQuerySchema = TokenQuerySchema;

/** `{ token }` of the cancel link; missing or empty answers 400 'Token inválido ou ausente.'. */
export const NewsletterCancelRequestSchema = TokenQuerySchema;
export type NewsletterCancelRequest = z.output<typeof NewsletterCancelRequestSchema>;

export const NewsletterResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
