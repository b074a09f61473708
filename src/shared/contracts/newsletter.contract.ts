import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from './newsletter.constants.ts';
import { emailField, TokenQuerySchema } from './users.contract.ts';

/**
 * The footer's newsletter box (spec 1 §2 footer), with double opt-in: POST stores a
 * pending subscription and e-mails a one-time link; GET .../confirmar?token= confirms it.
 * Leaving (LGPD): POST .../cancelar with the token of the link in every newsletter e-mail.
 */
export {
  NEWSLETTER_API,
  NEWSLETTER_CANCEL_API,
  NEWSLETTER_CANCEL_PAGE,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_TOKEN_HOURS,
} from './newsletter.constants.ts';

export const NewsletterRequestSchema = z.object({ email: emailField(NEWSLETTER_MESSAGES.emailRequired) });

/** `?token=`; missing or empty answers 400 'Token inválido ou ausente.' (spec 1 §8). */
export const NewsletterConfirmQuerySchema = TokenQuerySchema;

/** `{ token }` of the cancel link; missing or empty answers 400 'Token inválido ou ausente.'. */
export const NewsletterCancelRequestSchema = TokenQuerySchema;

export const NewsletterResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>;
