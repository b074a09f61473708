import { z } from 'zod';
import { ACCOUNT_MESSAGES, emailField } from './users.contract.ts';

/**
 * Changing the account's e-mail (issue 36 item 4): "Alterar e-mail" in /painel/configuracoes
 * asks for the password and the new address and mails a link to the new address; the change
 * happens only when that link is opened (/confirmar-email). The old address then gets a notice
 * with an undo link valid 7 days (/desfazer-email), which restores it and ends every session.
 */

export const EMAIL_CHANGE_API = {
  /** POST { novoEmail, senha } with a session: mails the confirmation link to the new address. */
  request: '/api/usuarios/email/alterar',
  /** GET ?token=: the link of the new address; the change happens here. */
  confirm: '/api/usuarios/email/confirmar',
  /** GET ?token=: the undo link of the old address. */
  undo: '/api/usuarios/email/desfazer',
} as const;

/** The link e-mails' days and hours, for the messages and the e-mails. */
export const EMAIL_CHANGE_CONFIRM_HOURS = 48;
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export const EMAIL_CHANGE_MESSAGES = {
  newEmailRequired: 'Informe o novo e-mail.',
  passwordRequired: 'Informe sua senha atual.',
  wrongPassword: 'Senha incorreta. Confira e tente de novo.',
  sameEmail: 'Este já é o e-mail da sua conta. Informe um endereço diferente.',
  /** The sign-up's own answer for a taken address: nothing more is told here than there. */
  emailTaken: ACCOUNT_MESSAGES.emailTaken,
  requested: (email: string) =>
    `Enviamos um link de confirmação para ${email}. A troca só acontece quando você abrir esse link, em até ${EMAIL_CHANGE_CONFIRM_HOURS} horas. Até lá, continue entrando com o e-mail atual.`,
  changed: (email: string) =>
    `Pronto! O e-mail da sua conta agora é ${email}. Use-o para entrar da próxima vez.`,
  changeUsed: 'Este link já foi usado: a troca de e-mail já foi feita.',
  changeExpired: `Este link expirou (ele vale por ${EMAIL_CHANGE_CONFIRM_HOURS} horas). Peça a troca de novo em Configurações.`,
  changeInvalid:
    'Este link não é válido. Ele pode ter sido substituído por um pedido mais recente: use o link do último e-mail ou peça a troca de novo em Configurações.',
  changeTakenMeanwhile:
    'Não foi possível trocar: este e-mail passou a ser usado por outra conta. Seu e-mail continua o mesmo.',
  undone: (email: string) =>
    `O e-mail da sua conta voltou a ser ${email}. Por segurança, encerramos todas as sessões abertas da conta.`,
  undoTaken: (email: string) =>
    `Não foi possível devolver o e-mail ${email} à sua conta: ele já está em uso por outra conta. Por segurança, encerramos todas as sessões abertas da conta. Fale com a gente pela página de contato para recuperar o acesso.`,
  undoTakenMeanwhile:
    'Não foi possível desfazer a troca agora: o e-mail antigo acabou de ser usado por outra conta. Tente de novo ou fale com a gente pela página de contato.',
  undoUsed: 'Este link já foi usado: a troca de e-mail já foi desfeita.',
  undoExpired: `Este link expirou (ele vale por ${EMAIL_CHANGE_UNDO_DAYS} dias). Se você não reconhece a troca de e-mail, fale com a gente pela página de contato.`,
  undoInvalid:
    'Este link não é válido. Confira se copiou o endereço inteiro do e-mail ou fale com a gente pela página de contato.',
} as const;

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
