import { z } from 'zod';

/**
 * The user's rights over their data (issue 36 items 2 and 3, LGPD art. 18): "Meus dados" (an
 * export of everything NC holds about the user, a ZIP prepared in the background, downloadable
 * with the session for 7 days, at most once a day) and "Excluir minha conta" (the account
 * anonymised, its ads, photos, favourites, saved searches and newsletter subscription gone; the
 * admin's "Excluir usuário" takes the same path). ADR 025.
 */

export {
  ACCOUNT_DATA_API,
  ACCOUNT_DATA_LIMITS,
  ACCOUNT_DATA_MESSAGES,
  formatDateTimeBr,
  REMOVED_USER_NAME,
} from './account-data.constants.ts';
import { ACCOUNT_DATA_MESSAGES } from './account-data.constants.ts';

// ---------------------------------------------------------------------------------------------
// GET /api/minha-conta/dados

const DataExportSchema = z.object({
  id: z.number().int(),
  /** pendente: being prepared; pronta: downloadable until expiraEm; falhou: ask again; expirada. */
  status: z.enum(['pendente', 'pronta', 'falhou', 'expirada']),
  criadaEm: z.string(),
  prontaEm: z.string().nullable(),
  expiraEm: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** The download's address while ready. */
  url: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportsResponseSchema = z.object({
  /** The latest export, or null when none was asked. */
  ultima: DataExportSchema.nullable(),
  /** True when a new export can be asked now. */
  podePedir: z.boolean(),
  /** When a new one can be asked (ISO), when not now. */
  proximoPedidoEm: z.string().nullable(),
});
export type DataExportsResponse = z.infer<typeof DataExportsResponseSchema>;

export const DataExportRequestedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  exportacao: DataExportSchema,
});

export const ExportIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'O código do arquivo deve ser um número.' })
    .int({ error: 'O código do arquivo deve ser um número.' })
    .positive({ error: 'O código do arquivo deve ser um número.' })
    .max(2_147_483_647, { error: 'O código do arquivo deve ser um número.' }),
});

// ---------------------------------------------------------------------------------------------
// POST /api/minha-conta/excluir

export const DeleteAccountRequestSchema = z.object({
  senha: z
    .string({ error: ACCOUNT_DATA_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_DATA_MESSAGES.passwordRequired })
    .max(128, { error: ACCOUNT_DATA_MESSAGES.passwordWrong }),
});

/** What a deletion removed (the admin's answer and the audit line). */
export const AccountDeletedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  anunciosRemovidos: z.number().int(),
});
