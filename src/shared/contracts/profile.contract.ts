import { z } from 'zod';
import { intParam, pagedSchema, pageQuery } from './common.contract.ts';
import { ADMIN_USERS_MESSAGES } from './admin-users.constants.ts';
import { CEP_DIGITS, PROFILE_MESSAGES as M } from './profile.constants.ts';
import { ACCOUNT_MESSAGES, emailField } from './users.contract.ts';
import { STATES } from '../states.ts';
import { onlyDigits } from '../lib/masks.ts';

/**
 * The settings page's calls (spec 2 §2 "Settings", §3 User, §5, §7 "Users" and the postal-code
 * look-up, §8): the own profile (GET /api/usuarios/{id}, PATCH /api/usuarios/alterar,
 * PUT /api/usuarios/editar/{codigo}), GET /api/cep/{cep} and the condominium suggestions.
 *
 * Account type (pessoa), document, e-mail, level, active flag and password are read-only for the
 * user: the update schemas declare them for admins only, and the service ignores them
 * from anyone else; pessoa and tipo are not declared at all (they follow the document).
 */

export { CONDOMINIUM_SUGGESTIONS_API, PROFILE_API, PROFILE_MESSAGES } from './profile.constants.ts';

// ---------------------------------------------------------------------------------------------
// The profile answer (spec 2 §3 "User (server)")

export const ProfileSchema = z.object({
  codigoUSUARIO: z.number().int(),
  nomeUSUARIO: z.string(),
  sobrenomeUSUARIO: z.string(),
  emailUSUARIO: z.string(),
  pessoa: z.enum(['pf', 'pj']),
  /** 2 PJ, 3 PF. */
  tipoUSUARIO: z.number().int(),
  /** CPF or CNPJ, digits only. */
  documentoUSUARIO: z.string(),
  /** Digits with the DDD (10 or 11). */
  whatsappUSUARIO: z.string().nullable(),
  dddUSUARIO: z.string().nullable(),
  linkinstagramUSUARIO: z.string().nullable(),
  linkfacebookUSUARIO: z.string().nullable(),
  linklinkedinUSUARIO: z.string().nullable(),
  linktiktokUSUARIO: z.string().nullable(),
  linktreeUSUARIO: z.string().nullable(),
  siteUSUARIO: z.string().nullable(),
  /** 8 digits. */
  cepUSUARIO: z.string().nullable(),
  logradouroUSUARIO: z.string().nullable(),
  /** The number on the street (the settings page's Número; a condominium's own number when one is chosen). */
  ruaenumeroUSUARIO: z.string().nullable(),
  complementoUSUARIO: z.string().nullable(),
  bairroUSUARIO: z.string().nullable(),
  cidadeUSUARIO: z.string().nullable(),
  ufUSUARIO: z.string().nullable(),
  /** 1 shows the address on the ads, 0 hides it. */
  mostrarNoAnuncioUSUARIO: z.union([z.literal(0), z.literal(1)]),
  /** The chosen condominium's code, or null. */
  condominioUSUARIO: z.number().int().nullable(),
  nomeCondominioUSUARIO: z.string().nullable(),
  /** 1 ADMIN, 2 ANUNCIANTE, 3 USUARIO. */
  nivelUSUARIO: z.number().int(),
  ativoUSUARIO: z.boolean(),
  /** 1: e-mail me when someone sends me a message; 0: don't. */
  avisosMensagensUSUARIO: z.union([z.literal(0), z.literal(1)]),
  /** 1: e-mail me a weekly summary of my ads' statistics; 0 (the default): don't. */
  resumoSemanalUSUARIO: z.union([z.literal(0), z.literal(1)]),
  /**
   * The missing required fields' messages (spec 2 §5 "Profile completeness"), in the spec's
   * order; empty when complete. Computed for every level; only ANUNCIANTE is held to it.
   */
  faltantes: z.array(z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;

// ---------------------------------------------------------------------------------------------
// Updates: PATCH /api/usuarios/alterar and PUT /api/usuarios/editar/{codigo}

const UFS = new Set(STATES.map((s) => s.uf));

/** Optional text: trimmed; '' and null clear it (stored as null). */
function text(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Use no máximo ${max} caracteres.` })
    .nullable()
    .transform((v) => (v ? v : null));
}

/** A social link or site: http(s) address or a bare handle; never another scheme. */
function link() {
  return text(300).refine((v) => v === null || /^https?:\/\//i.test(v) || !v.includes(':'), {
    error: M.linkInvalid,
  });
}

/** 1/0, true/false or "1"/"0". */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'Use 1 ou 0.',
  })
  .transform((v) => v === true || v === 1 || v === '1');

/** A condominium code, or 0 / null / '' for none (the spec's client sends a number or 0). */
const condominium = z
  .union([z.number(), z.string().trim(), z.null()], { error: 'Condomínio inválido.' })
  .transform((v, ctx) => {
    if (v === null || v === '' || v === 0 || v === '0') return null;
    const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'Condomínio inválido.' });
      return z.NEVER;
    }
    return n;
  });

const cep = z
  .string()
  .nullable()
  .transform((v, ctx) => {
    const digits = v ? onlyDigits(v) : '';
    if (!v || v.trim() === '') return null;
    if (digits.length !== CEP_DIGITS || /[^\d\s.-]/.test(v)) {
      ctx.addIssue({ code: 'custom', message: M.cepInvalid });
      return z.NEVER;
    }
    return digits;
  });

const uf = z
  .string()
  .nullable()
  .transform((v, ctx) => {
    const u = (v ?? '').trim().toUpperCase();
    if (u === '') return null;
    if (!UFS.has(u)) {
      ctx.addIssue({ code: 'custom', message: M.ufInvalid });
      return z.NEVER;
    }
    return u;
  });

/** Digits only; a WhatsApp with its DDD has 10 or 11 (or 8-9 with dddUSUARIO beside it). */
const phone = z
  .string()
  .nullable()
  .transform((v) => (v ? onlyDigits(v) : ''));

/**
 * The editable fields, each optional (PATCH: absent means unchanged). The admin's user create
 * (admin-users.contract.ts) takes the same fields with the same rules.
 */
export const editableFields = {
  nomeUSUARIO: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(150, {
    error: ACCOUNT_MESSAGES.nameTooLong,
  }),
  sobrenomeUSUARIO: text(150),
  whatsappUSUARIO: phone,
  dddUSUARIO: phone,
  linkinstagramUSUARIO: link(),
  linkfacebookUSUARIO: link(),
  linklinkedinUSUARIO: link(),
  linktiktokUSUARIO: link(),
  linktreeUSUARIO: link(),
  siteUSUARIO: link(),
  cepUSUARIO: cep,
  logradouroUSUARIO: text(200),
  ruaenumeroUSUARIO: text(60),
  complementoUSUARIO: text(120),
  bairroUSUARIO: text(120),
  cidadeUSUARIO: text(120),
  ufUSUARIO: uf,
  mostrarNoAnuncioUSUARIO: flag,
  /** The spec's other name of the same flag. */
  mostrarenderecoUSUARIO: flag,
  condominioUSUARIO: condominium,
  /** The spec's other name of the same field. */
  condominio: condominium,
};

const optionalFields = Object.fromEntries(
  Object.entries(editableFields).map(([k, v]) => [k, v.optional()]),
) as { [K in keyof typeof editableFields]: z.ZodOptional<(typeof editableFields)[K]> };

/** An optional text where '' and null mean "not sent" (the spec's forms send only what is filled). */
function unlessEmpty<T>(parse: (value: string, ctx: z.RefinementCtx) => T) {
  return z
    .string()
    .max(1024, { error: 'Use no máximo 1024 caracteres.' })
    .nullable()
    .optional()
    .transform((v, ctx) => (v === null || v === undefined || v.trim() === '' ? undefined : parse(v, ctx)));
}

const adminEmail = emailField(ACCOUNT_MESSAGES.emailInvalid);

/**
 * What only an admin changes in another account: e-mail, document (the person type
 * follows it: CPF pf, CNPJ pj), a new password (optional on edit, spec 2 §2), level and active.
 * Declared for every caller so the OpenAPI shows them; the service takes them from admins only
 * and ignores them from anyone else. The document's check digits and the password policy are
 * the service's (admins only).
 */
export const adminAccountFields = {
  emailUSUARIO: unlessEmpty((v, ctx) => {
    const parsed = adminEmail.safeParse(v);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.emailInvalid });
    return z.NEVER;
  }),
  documentoUSUARIO: unlessEmpty((v) => onlyDigits(v)),
  /** A new password; absent or empty keeps the current one. */
  senhaUSUARIO: unlessEmpty((v) => v),
  nivelUSUARIO: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.enum(['1', '2', '3'])], {
      error: ADMIN_USERS_MESSAGES.levelInvalid,
    })
    .transform(Number)
    .optional(),
  ativoUSUARIO: flag.optional(),
};

/**
 * The e-mail notice of new messages, 1/0; absent keeps it (PUT included, like the
 * address flag). Only the profile's own forms take it: the admin's user create leaves the default.
 */
const messageEmails = flag.optional();

/** The weekly summary e-mail of the ads' statistics, 1/0 (off by default); absent keeps it, PUT included. */
const weeklySummary = flag.optional();

/**
 * PATCH /api/usuarios/alterar: codigoUSUARIO (whose profile) plus the fields to change. Fields
 * no one changes here (pessoa, tipo, validacao, senha...) are not declared, so they are dropped;
 * the admin's fields are ignored unless an admin sends them.
 */
export const ProfileUpdateRequestSchema = z.object({
  codigoUSUARIO: intParam('codigoUSUARIO'),
  ...optionalFields,
  avisosMensagensUSUARIO: messageEmails,
  resumoSemanalUSUARIO: weeklySummary,
  ...adminAccountFields,
});
export type ProfileUpdateRequest = z.output<typeof ProfileUpdateRequestSchema>;
export type ProfileUpdateForm = z.input<typeof ProfileUpdateRequestSchema>;

/**
 * PUT /api/usuarios/editar/{codigo}: full replace of the editable fields (an absent one is
 * cleared); the name is required. codigoUSUARIO in the body, if any, is ignored (the path wins).
 */
export const ProfileReplaceRequestSchema = z.object({
  ...optionalFields,
  avisosMensagensUSUARIO: messageEmails,
  resumoSemanalUSUARIO: weeklySummary,
  nomeUSUARIO: editableFields.nomeUSUARIO,
  ...adminAccountFields,
});

export const ProfileCodeParamsSchema = z.object({
  codigo: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'O parâmetro codigo deve ser um número inteiro.' })
    .transform(Number),
});

export const ProfileSavedResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  usuario: ProfileSchema,
});

// ---------------------------------------------------------------------------------------------
// GET /api/cep/{cep}

export const CepParamsSchema = z.object({
  cep: z
    .string()
    .transform((v) => onlyDigits(v))
    .refine((v) => v.length === CEP_DIGITS, { error: M.cepInvalid }),
});

/** ViaCEP's own answer shape (the fields the portal uses; `cep` as ViaCEP writes it, 01001-000). */
export const CepAnswerSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
  ddd: z.string(),
});
export type CepAnswer = z.infer<typeof CepAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Condominium suggestions

export const CondominiumSuggestionRequestSchema = z.object({
  nome: z
    .string({ error: M.suggestionNameRequired })
    .trim()
    .min(1, { error: M.suggestionNameRequired })
    .max(200, {
      error: 'Use no máximo 200 caracteres.',
    }),
  cep: cep.optional(),
  logradouro: text(200).optional(),
  numero: text(30).optional(),
  bairro: text(120).optional(),
  cidade: text(120).optional(),
  uf: uf.optional(),
  observacao: text(1000).optional(),
});
export type CondominiumSuggestionRequest = z.output<typeof CondominiumSuggestionRequestSchema>;
export type CondominiumSuggestionForm = z.input<typeof CondominiumSuggestionRequestSchema>;

const CondominiumSuggestionSchema = z.object({
  id: z.number().int(),
  usuario: z.number().int(),
  nomeUsuario: z.string(),
  emailUsuario: z.string(),
  nome: z.string(),
  cep: z.string().nullable(),
  logradouro: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string().nullable(),
  observacao: z.string(),
  status: z.enum(['nova', 'aceita', 'recusada']),
  criadoEm: z.string(),
});
export type CondominiumSuggestion = z.infer<typeof CondominiumSuggestionSchema>;

export const CondominiumSuggestionCreatedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  id: z.number().int(),
});

export const CondominiumSuggestionsQuerySchema = z.object({
  ...pageQuery(20, 100),
  status: z
    .enum(['nova', 'aceita', 'recusada'], { error: 'O parâmetro status deve ser nova, aceita ou recusada.' })
    .optional(),
});

export const CondominiumSuggestionsPageSchema = pagedSchema(CondominiumSuggestionSchema);
