import { z } from 'zod';
import { EMAIL_CHANGE_MESSAGES } from './email-change.constants.ts';
import { emailField } from './users.contract.ts';

export {
  EMAIL_CHANGE_API,
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_PAGES,
  EMAIL_CHANGE_UNDO_DAYS,
} from './email-change.constants.ts';

/**
 * Changing the account's e-mail (issue 36 item 4): "Alterar e-mail" in /painel/configuracoes
 * asks for the password and the new address and mails a link to the new address; the change
 * happens only when that link is opened (/confirmar-email). The old address then gets a notice
 * with an undo link valid 7 days (/desfazer-email), which restores it and ends every session.
 */

const M = EMAIL_CHANGE_MESSAGES;

export const EmailChangeRequestSchema = z.object({
  novoEmail: emailField(M.newEmailRequired),
  senha: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired })
    // No account has a longer password; bounds the hashing work of a wrong one.
    .max(1024, { error: M.wrongPassword }),
});
export type EmailChangeRequest = z.output<typeof EmailChangeRequestSchema>;

export const EmailChangeRequestedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** The new address the link went to (the account's e-mail is unchanged until it is opened). */
  email: z.string(),
});
export type EmailChangeRequested = z.infer<typeof EmailChangeRequestedSchema>;

/**
 * The answer of a link opened: `estado` says what happened. An unknown link is 400 and an
 * expired one 410, each with its message.
 * - confirm: `alterado` (the e-mail is now `email`) or `usado` (opened before);
 * - undo: `restaurado` (the e-mail is `email` again), `em_uso` (another account took `email`
 *   meanwhile: only the sessions were ended) or `usado`.
 */
export const EmailChangeOutcomeSchema = z.object({
  ok: z.literal(true),
  estado: z.enum(['alterado', 'restaurado', 'em_uso', 'usado']),
  message: z.string(),
  email: z.string().nullable(),
});
export type EmailChangeOutcome = z.infer<typeof EmailChangeOutcomeSchema>;
