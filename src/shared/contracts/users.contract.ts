import { z } from 'zod';
import { ErrorResponseSchema } from './common.contract.ts';
import { isValidCnpj, isValidCpf } from '../lib/documents.ts';
import { onlyDigits } from '../lib/masks.ts';

/**
 * The /api/usuarios/* contract (spec 1 §3, §5, §7, §8; spec 2 §5, §7 "Users").
 * The same schemas validate the API requests and the account forms (react-hook-form +
 * zodResolver), so a rule and its Portuguese message are written once. Rules that need the
 * database or the server's data (unique e-mail and document, the common-password list) are
 * checked by the server only and come back as `{ message, code, errors }`.
 */

import { isPlanSlug } from './users.constants.ts';
import { safeRedirectPath } from '../lib/safe-redirect.ts';

export { USERS_API } from './users.constants.ts';

/** Every message of this contract, verbatim from the spec where the spec has one. */
export const ACCOUNT_MESSAGES = {
  // spec 1 §5 (registration)
  required: 'Preencha todos os campos obrigatórios.',
  cpfInvalid: 'CPF inválido. Verifique os números digitados.',
  cnpjInvalid: 'CNPJ inválido. Verifique os números digitados.',
  passwordsDiffer: 'As senhas não conferem.',
  termsRequired: 'É necessário aceitar os Termos e a Política de Privacidade.',
  emailTaken: 'Este e-mail já está cadastrado.',
  // ours (the spec names the rule, not the text)
  pessoaInvalid: 'Escolha pessoa física ou jurídica.',
  emailInvalid: 'Informe um e-mail válido.',
  nameTooLong: 'O nome deve ter no máximo 150 caracteres.',
  phoneInvalid: 'Telefone inválido. Informe o DDD e o número.',
  passwordLength: 'A senha deve ter entre 8 e 128 caracteres.',
  passwordBlank: 'A senha não pode ter só espaços. Use letras, números ou símbolos.',
  passwordTooCommon: 'Essa senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
  documentTaken: 'Este CPF/CNPJ já está cadastrado.',
  registered: 'Cadastro realizado! Enviamos um e-mail de confirmação. Verifique sua caixa de entrada.',
  // login (spec 1 §5, §8)
  loginRequired: 'Preencha todos os campos.',
  invalidCredentials: 'E-mail ou senha inválidos.',
  unconfirmed: 'Seu cadastro ainda não foi confirmado. Verifique seu e-mail ou reenvie a confirmação.',
  blocked: 'Sua conta está bloqueada. Entre em contato com o suporte.',
  loggedOut: 'Você saiu da sua conta.',
  // session (spec 2 §8)
  unauthenticated: 'Sessão expirada ou não autorizada. Faça login novamente para continuar.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  csrf: 'Requisição recusada: origem não confirmada. Recarregue a página e tente de novo.',
  // confirmation (spec 1 §8, spec 2 §5)
  tokenMissing: 'Token inválido ou ausente.',
  confirmFailed: 'Não foi possível confirmar seu e-mail. O token pode ter expirado.',
  confirmed: 'E-mail confirmado! Você já pode entrar.',
  alreadyConfirmed: 'Seu e-mail já está confirmado. Você já pode entrar.',
  resendEmailRequired: 'Informe seu e-mail para reenviar a confirmação.',
  /** The same answer whether or not the e-mail is registered or already confirmed (no enumeration). */
  resendSent:
    'Se o e-mail estiver cadastrado e ainda não confirmado, enviaremos um novo link de confirmação.',
  // recovery (spec 1 §5, §8; spec 2 §5, §8)
  recoveryEmailRequired: 'Informe seu e-mail.',
  /** The forgotten-password page's variant of the same rule (spec 1 §5). */
  forgotEmailRequired: 'Preencha o e-mail.',
  /** The same answer whether or not the e-mail is registered (no enumeration). */
  recoverySent: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir sua senha.',
  tokenInvalidOrExpired: 'Token inválido ou expirado.',
  newPasswordRequired: 'Preencha e confirme a nova senha.',
  tokenValid: 'Token válido. Escolha sua nova senha.',
  passwordReset: 'Senha redefinida com sucesso. Entre com a nova senha.',
  // rate limits
  rateLimited: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
} as const;

const M = ACCOUNT_MESSAGES;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const NAME_MAX = 150;
const EMAIL_MAX = 254;
/** Bounds the work of a login with an absurd password (no account can have one this long). */
const LOGIN_PASSWORD_MAX = 1024;

// A plain pattern (not z.email()): the same answer in every zod version and in the browser.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed, lower-cased e-mail with the screen's own "required" message. */
export function emailField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX, { error: M.emailInvalid, abort: true })
    .regex(EMAIL_RE, { error: M.emailInvalid })
    .transform((v) => v.toLowerCase());
}

/**
 * Length rule of a new password (v5:6.2.1/6.2.9: 8 to 128, no composition rules, never trimmed),
 * counted in characters as a person counts them (code points): four emoji are 4, not the 8 UTF-16
 * units `length` says.
 */
export function isPasswordLengthOk(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}

/**
 * What is wrong with a new password, or undefined: its length, or being only blank space. The
 * admin's user create and edit hold passwords to the same rule.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (!isPasswordLengthOk(password)) return M.passwordLength;
  if (password.trim() === '') return M.passwordBlank;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Registration: POST /api/usuarios/registrar (spec 1 §3 payload, §5 rules)

const PESSOAS = ['pf', 'pj'] as const;

/**
 * A plan chosen before logging in, carried into an e-mail's link (sign-up, password recovery) so
 * the visitor goes on to that plan's checkout. A malformed slug is dropped, not refused: it is
 * only ever a slug (never an address, so no open redirect), and the server also drops one that
 * no active plan of the account's type has.
 */
const planoField = () =>
  z
    .string()
    .nullish()
    .transform((v) => (isPlanSlug(v) ? v : undefined))
    .optional();
export type Pessoa = (typeof PESSOAS)[number];

/**
 * Registration payload. `documentoUSUARIO` and `telefone` may arrive masked: they come out as
 * digits only. Every field error carries its path, so a form shows it under the right input;
 * the API answers the first one as `message` (spec order: required, document, passwords, terms).
 */
export const RegisterRequestSchema = z
  .object({
    pessoa: z.enum(PESSOAS, { error: M.pessoaInvalid }),
    documentoUSUARIO: z.string({ error: M.required }).transform(onlyDigits),
    nome: z.string({ error: M.required }).trim(),
    email: z.string({ error: M.required }).trim(),
    telefone: z
      .string()
      .optional()
      .nullable()
      .transform((v) => (v ? onlyDigits(v) : '')),
    senha: z.string({ error: M.required }),
    confirmarSenha: z.string({ error: M.required }),
    aceitarTermos: z.boolean({ error: M.termsRequired }),
    /**
     * The plan chosen before signing up (`/cadastro?plano=`), carried into the confirmation link
     * so the visitor goes on to that plan's checkout. Optional; a malformed slug is dropped, not
     * refused (the server also drops a slug no active plan of the account's type has).
     */
    plano: planoField(),
    /**
     * The page that sent the visitor to sign up (`/cadastro?redirect=`, e.g. a search to save),
     * carried into the confirmation link so the first login returns there. Optional; anything but
     * a path on this site is dropped, not refused (never an open redirect).
     */
    redirect: z
      .string()
      .nullish()
      .transform((v) => safeRedirectPath(v) ?? undefined)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const key of ['documentoUSUARIO', 'nome', 'email', 'senha', 'confirmarSenha'] as const) {
      if (v[key] === '') issue(key, M.required);
    }
    if (v.documentoUSUARIO !== '') {
      if (v.pessoa === 'pf' && !isValidCpf(v.documentoUSUARIO)) issue('documentoUSUARIO', M.cpfInvalid);
      if (v.pessoa === 'pj' && !isValidCnpj(v.documentoUSUARIO)) issue('documentoUSUARIO', M.cnpjInvalid);
    }
    if (v.nome.length > NAME_MAX) issue('nome', M.nameTooLong);
    if (v.email !== '' && (v.email.length > EMAIL_MAX || !EMAIL_RE.test(v.email)))
      issue('email', M.emailInvalid);
    if (v.telefone !== '' && (v.telefone.length < 10 || v.telefone.length > 11))
      issue('telefone', M.phoneInvalid);
    const problem = v.senha === '' ? undefined : newPasswordProblem(v.senha);
    if (problem) issue('senha', problem);
    if (v.senha !== '' && v.confirmarSenha !== '' && v.senha !== v.confirmarSenha) {
      issue('confirmarSenha', M.passwordsDiffer);
    }
    if (v.aceitarTermos !== true) issue('aceitarTermos', M.termsRequired);
  })
  .transform((v) => ({ ...v, email: v.email.toLowerCase() }));
/** What the server receives after parsing (document and phone as digits, e-mail lower case). */
export type RegisterRequest = z.output<typeof RegisterRequestSchema>;
/** What the form holds (masked document and phone). */
export type RegisterForm = z.input<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  email: z.string(),
  /**
   * Always true: the confirmation e-mail is queued with the account and delivered by the job
   * queue, retried while the mail server fails (ADR 016). Kept for clients that read it.
   */
  emailEnviado: z.boolean(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Session user (GET /api/usuarios/me) and login (POST /api/usuarios/login)

export const ROLES = { 1: 'ADMIN', 2: 'ANUNCIANTE', 3: 'USUARIO' } as const;
const RoleSchema = z.enum(['ADMIN', 'ANUNCIANTE', 'USUARIO']);
export type Role = z.infer<typeof RoleSchema>;

/**
 * Data a checkout needs about the payer. Personal data (document): read it from `me` when
 * needed, never keep it in localStorage (reference A1.3, v5:14.3.3).
 */
const BillingSchema = z.object({
  pessoa: z.enum(PESSOAS),
  nome: z.string(),
  email: z.string(),
  /** CPF or CNPJ, digits only. */
  documento: z.string(),
  telefone: z.string().nullable(),
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  ruaNumero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
});

/** The session user of spec 1 §3 (without the token, which the web app never stores). */
export const SessionUserSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  codigo: z.number().int(),
  /** 2 PJ, 3 PF. */
  tipo: z.number().int(),
  ativo: z.boolean(),
  /** 1 ADMIN, 2 ANUNCIANTE, 3 USUARIO. */
  nivel: z.number().int(),
  /** 0 until the e-mail is confirmed. */
  validacao: z.number().int(),
  billing: BillingSchema,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginRequestSchema = z.object({
  /** The e-mail (the spec's field name). */
  usuario: emailField(M.loginRequired),
  senha: z
    .string({ error: M.loginRequired })
    .min(1, { error: M.loginRequired })
    .max(LOGIN_PASSWORD_MAX, { error: M.invalidCredentials }),
  /** Remember me: a 30-day persistent session instead of a browser-session one. */
  lembrar: z.boolean().optional().default(false),
});
export type LoginRequest = z.output<typeof LoginRequestSchema>;
export type LoginForm = z.input<typeof LoginRequestSchema>;

/** The `payload` of spec 1 §7: the login answer's user, with the spec's field names. */
const LoginPayloadSchema = z.object({
  email: z.string(),
  nome: z.string(),
  role: RoleSchema,
  codigo: z.number().int(),
  tipo: z.number().int(),
  ativo: z.boolean(),
  nivel: z.number().int(),
  validacao: z.number().int(),
});

export const LoginResponseSchema = z.object({
  ok: z.literal(true),
  /** Opaque bearer token (also set as an HttpOnly cookie). Browsers should not store it. */
  token: z.string(),
  /** ISO date-time of the session's absolute expiry. */
  expiraEm: z.string(),
  payload: LoginPayloadSchema,
  user: SessionUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * 403 on login. With the right password for an account that cannot log in, `motivo` says why
 * (e-mail not confirmed yet: show the resend action; account blocked). Without `motivo` it is
 * another refusal (the CSRF check).
 */
export const LoginRefusedResponseSchema = ErrorResponseSchema.extend({
  motivo: z.enum(['nao_confirmado', 'bloqueado']).optional(),
});

// ---------------------------------------------------------------------------------------------
// Confirmation, resend, recovery, reset

/** `{ ok, message }`: the answer of confirmation, resend, recovery, reset and logout. */
export const OkResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type OkResponse = z.infer<typeof OkResponseSchema>;

function tokenField(missingMessage: string) {
  return z
    .string({ error: missingMessage })
    .trim()
    .min(1, { error: missingMessage, abort: true })
    .max(256, { error: missingMessage });
}

/** GET /api/usuarios/confirmar?token= and GET /api/usuarios/recuperar-senha/validar?token= */
export const TokenQuerySchema = z.object({ token: tokenField(M.tokenMissing) });

export const ResendConfirmationRequestSchema = z.object({ email: emailField(M.resendEmailRequired) });
export const RecoverPasswordRequestSchema = z.object({
  email: emailField(M.recoveryEmailRequired),
  /** The plan chosen before logging in (`/esqueci-senha?plano=`): the reset link carries it. */
  plano: planoField(),
});
/** The /esqueci-senha form: same request, the page's own required message. */
export const ForgotPasswordFormSchema = z.object({ email: emailField(M.forgotEmailRequired) });

/**
 * POST /api/usuarios/recuperar-senha/confirmar: token and novaSenha (spec 2 §7). confirmarSenha
 * is optional for the API (spec clients do not send it) and checked when present.
 */
export const ConfirmResetRequestSchema = z
  .object({
    token: tokenField(M.tokenMissing),
    novaSenha: z.string({ error: M.newPasswordRequired }).min(1, { error: M.newPasswordRequired }),
    confirmarSenha: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    const problem = newPasswordProblem(v.novaSenha);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['novaSenha'], message: problem });
    }
    if (v.confirmarSenha !== undefined && v.confirmarSenha !== v.novaSenha) {
      ctx.addIssue({ code: 'custom', path: ['confirmarSenha'], message: M.passwordsDiffer });
    }
  });

/** The reset form (/recuperar-senha?token=, /redefinir-senha?token=): both fields required. */
export const ResetPasswordFormSchema = z
  .object({
    token: tokenField(M.tokenMissing),
    novaSenha: z.string({ error: M.newPasswordRequired }),
    confirmarSenha: z.string({ error: M.newPasswordRequired }),
  })
  .superRefine((v, ctx) => {
    if (v.novaSenha === '' || v.confirmarSenha === '') {
      const path = v.novaSenha === '' ? 'novaSenha' : 'confirmarSenha';
      ctx.addIssue({ code: 'custom', path: [path], message: M.newPasswordRequired });
      return;
    }
    const problem = newPasswordProblem(v.novaSenha);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['novaSenha'], message: problem });
    }
    if (v.confirmarSenha !== v.novaSenha) {
      ctx.addIssue({ code: 'custom', path: ['confirmarSenha'], message: M.passwordsDiffer });
    }
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** POST /api/usuarios/resetar-senha: the spec's fallback with `senha` instead of `novaSenha`. */
export const ResetPasswordRequestSchema = z
  .object({
    token: tokenField(M.tokenMissing),
    senha: z.string({ error: M.newPasswordRequired }).min(1, { error: M.newPasswordRequired }),
  })
  .superRefine((v, ctx) => {
    const problem = newPasswordProblem(v.senha);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['senha'], message: problem });
    }
  });

/**
 * Session cookie names (HttpOnly, SameSite=Lax). `__Host-` (Secure, Path=/, no Domain) in
 * production; the plain name over http in development and tests. Exported for e2e fixtures.
 */
export const SESSION_COOKIE = { secure: '__Host-nc_sessao', plain: 'nc_sessao' } as const;
