import { z } from 'zod';
import { ADMIN_USERS_MESSAGES as M, ADMIN_USERS_PAGE_SIZE } from './admin-users.constants.ts';
import { flagParam, pagedSchema, pageQuery, textParam } from './common.contract.ts';
import { adminAccountFields, editableFields, flag } from './profile.contract.ts';
import { ACCOUNT_MESSAGES } from './users.contract.ts';

/**
 * The admins' users (spec 2 §2 "Admin users", §3 "User (server)", §5 "User create", §6, §7
 * "Users"): GET /api/usuarios, POST /api/usuarios/criar and the block / activate
 * toggle. An admin's edit of a user is the profile's PATCH /api/usuarios/alterar or PUT
 * /api/usuarios/editar/{codigo} (profile.contract.ts), which take e-mail, document, password,
 * level and active from admins only.
 */

export { ADMIN_USERS_API, ADMIN_USERS_MESSAGES } from './admin-users.constants.ts';

// ---------------------------------------------------------------------------------------------
// GET /api/usuarios

export const AdminUsersQuerySchema = z.object({
  ...pageQuery(ADMIN_USERS_PAGE_SIZE, 100),
  /** Name, surname, e-mail or document; accents and case ignored. */
  q: textParam('q'),
  nivel: z
    .enum(['1', '2', '3'], { error: 'O parâmetro nivel deve ser 1, 2 ou 3.' })
    .transform(Number)
    .optional(),
  ativo: flagParam('ativo'),
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

/** One row of the admin list: the user fields of spec 2 §3 the list shows, plus their ads. */
const AdminUserSchema = z.object({
  codigoUSUARIO: z.number().int(),
  nomeUSUARIO: z.string(),
  sobrenomeUSUARIO: z.string(),
  emailUSUARIO: z.string(),
  pessoa: z.enum(['pf', 'pj']),
  /** CPF or CNPJ, digits only. */
  documentoUSUARIO: z.string(),
  whatsappUSUARIO: z.string().nullable(),
  /** 1 ADMIN, 2 ANUNCIANTE, 3 USUARIO. */
  nivelUSUARIO: z.number().int(),
  ativoUSUARIO: z.boolean(),
  /** ISO date-time of the sign-up. */
  criadoEm: z.string(),
  /** Every ad of the user, whatever its status. */
  totalAnuncios: z.number().int(),
  anunciosPublicados: z.number().int(),
  /** Ads the block took off the site (inativo until the user is activated again). */
  anunciosSuspensos: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersPageSchema = pagedSchema(AdminUserSchema);

// ---------------------------------------------------------------------------------------------
// POST /api/usuarios/criar

/**
 * The user payload of spec 2 §3 / §7. E-mail, senha and documento are required ("Preencha
 * email, senha e documento", on each missing field); nivel 2, ativo and mostrarNoAnuncio true
 * by default (spec 2 §9). The document's check digits (which also give pessoa and tipo) and the
 * password policy of sign-up are checked by the server. No condominium here: the admin's form
 * has none (the user chooses it in Configurações).
 */
export const UserCreateRequestSchema = z
  .object(editableFields)
  .omit({ nomeUSUARIO: true, condominio: true, condominioUSUARIO: true })
  .partial()
  .extend({
    nomeUSUARIO: z
      .string()
      .trim()
      .max(150, { error: ACCOUNT_MESSAGES.nameTooLong })
      .nullable()
      .optional()
      .transform((v) => v ?? ''),
    emailUSUARIO: adminAccountFields.emailUSUARIO,
    senha: adminAccountFields.senhaUSUARIO,
    documentoUSUARIO: adminAccountFields.documentoUSUARIO,
    nivelUSUARIO: adminAccountFields.nivelUSUARIO.default(2),
    ativoUSUARIO: flag.optional().default(true),
  })
  .superRefine(
    (v, ctx) => {
      for (const key of ['emailUSUARIO', 'senha', 'documentoUSUARIO'] as const) {
        if (v[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: M.required });
      }
    },
    // Also when another field is wrong (the spec's message is shown whatever else is), but only
    // over an object: a body that is no object at all is answered as such.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((v) => ({
    ...v,
    emailUSUARIO: v.emailUSUARIO as string,
    senha: v.senha as string,
    documentoUSUARIO: v.documentoUSUARIO as string,
  }));
export type UserCreateRequest = z.output<typeof UserCreateRequestSchema>;
export type UserCreateForm = z.input<typeof UserCreateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/admin/usuarios/{id}/bloquear and /ativar

export const UserStatusResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  codigoUSUARIO: z.number().int(),
  ativoUSUARIO: z.boolean(),
  /** false when the user already was in that state (the call changed nothing). */
  alterado: z.boolean(),
  /** Ads taken off the site (block) or published again (activate) by this call. */
  anuncios: z.number().int(),
});
export type UserStatusResponse = z.infer<typeof UserStatusResponseSchema>;
