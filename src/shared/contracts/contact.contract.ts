import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact.constants.ts';
import { emailField } from './users.contract.ts';

export { CONTACT_API, CONTACT_LIMITS, CONTACT_MESSAGES } from './contact.constants.ts';

/**
 * POST /api/contato (spec 1 §2 "/contato"). The spec's form was not wired; ours stores
 * the message and e-mails it to the team (CONTACT_EMAIL). The same schema validates the API
 * request and the page's form (react-hook-form + zodResolver).
 */
const L = CONTACT_LIMITS;
const M = CONTACT_MESSAGES;

/**
 * A one-line text: trimmed, line breaks and tabs turned into spaces (the subject and the name
 * go into an e-mail subject line: no header injection, reference A1.5).
 */
function lineField(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .transform((v) => v.replace(/[\r\n\t\v\f]+/g, ' ').trim())
    .pipe(z.string().min(1, { error: required, abort: true }).max(max, { error: tooLong }));
}

export const ContactRequestSchema = z.object({
  nome: lineField(M.nameRequired, L.name, M.nameTooLong),
  email: emailField(M.emailRequired),
  assunto: lineField(M.subjectRequired, L.subject, M.subjectTooLong),
  mensagem: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, { error: M.messageRequired, abort: true })
    .min(L.messageMin, { error: M.messageTooShort, abort: true })
    .max(L.messageMax, { error: M.messageTooLong }),
});
export type ContactRequest = z.output<typeof ContactRequestSchema>;
export type ContactForm = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** The ticket a logged-in user's message became: the page links to it. */
  ticket: z.number().int().optional(),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
