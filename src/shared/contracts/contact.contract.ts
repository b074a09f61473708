import { z } from 'zod';
import { emailField } from './users.contract.ts';

/**
 * POST /api/contato (spec 1 §2 "/contato"; issue 4). The spec's form was not wired; ours stores
 * the message and e-mails it to the team (CONTACT_EMAIL). The same schema validates the API
 * request and the page's form (react-hook-form + zodResolver).
 */
export const CONTACT_API = { send: '/api/contato' } as const;

export const CONTACT_LIMITS = { name: 150, subject: 150, messageMin: 10, messageMax: 5000 } as const;
const L = CONTACT_LIMITS;

export const CONTACT_MESSAGES = {
  nameRequired: 'Informe seu nome.',
  nameTooLong: `O nome deve ter no máximo ${L.name} caracteres.`,
  emailRequired: 'Informe seu e-mail.',
  subjectRequired: 'Informe o assunto.',
  subjectTooLong: `O assunto deve ter no máximo ${L.subject} caracteres.`,
  messageRequired: 'Escreva sua mensagem.',
  messageTooShort: `A mensagem deve ter pelo menos ${L.messageMin} caracteres.`,
  messageTooLong: `A mensagem deve ter no máximo ${L.messageMax} caracteres.`,
  sent: 'Mensagem enviada! Respondemos no e-mail informado em até 2 dias úteis.',
} as const;
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

export const ContactResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
