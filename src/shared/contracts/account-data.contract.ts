import { z } from 'zod';

/**
 * The user's rights over their data (issue 36 items 2 and 3, LGPD art. 18): "Meus dados" (an
 * export of everything NC holds about the user, a ZIP prepared in the background, downloadable
 * with the session for 7 days, at most once a day) and "Excluir minha conta" (the account
 * anonymised, its ads, photos, favourites, saved searches and newsletter subscription gone; the
 * admin's "Excluir usuário" takes the same path). ADR 025.
 */

export const ACCOUNT_DATA_API = {
  /** GET: the latest export and when a new one may be asked; POST: asks for a new one. */
  exports: '/api/minha-conta/dados',
  /** GET: the ZIP of an export of mine (404 for anyone else's, 410 once expired). */
  download: (id: number) => `/api/minha-conta/dados/${id}/arquivo`,
  /** POST { senha }: deletes my account; the session cookie is cleared. */
  deleteAccount: '/api/minha-conta/excluir',
  /** POST: an admin deletes a user, the same way. */
  adminDelete: (id: number) => `/api/admin/usuarios/${id}/excluir`,
} as const;

export const ACCOUNT_DATA_LIMITS = {
  /** Hours between two exports of one user. */
  exportEveryHours: 24,
  /** Days a ready export stays downloadable. */
  exportKeepDays: 7,
} as const;

/** "dd/mm/aaaa às hh:mm" in Brasília time (the portal's dates). */
export function formatDateTimeBr(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const date = d.toLocaleDateString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const time = d.toLocaleTimeString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${date} às ${time}`;
}

export const ACCOUNT_DATA_MESSAGES = {
  exportRequested:
    'Estamos preparando seus dados. Você recebe um e-mail quando o arquivo estiver pronto para baixar.',
  exportPending: (nextAt: string) =>
    `Seus dados já estão sendo preparados. Aguarde o e-mail; um novo pedido só poderá ser feito a partir de ${formatDateTimeBr(nextAt)}.`,
  exportTooSoon: (nextAt: string) =>
    `Você já pediu seus dados nas últimas 24 horas. Poderá pedir de novo a partir de ${formatDateTimeBr(nextAt)}.`,
  exportNotFound: 'Arquivo de dados não encontrado.',
  exportExpired: 'Este arquivo expirou. Peça seus dados de novo em Configurações > Meus dados.',
  exportNotReady: 'Este arquivo ainda não está pronto. Aguarde o e-mail de aviso.',
  passwordRequired: 'Digite sua senha para confirmar.',
  passwordWrong: 'Senha incorreta. Confira e tente de novo.',
  lastAdmin:
    'Esta é a única conta de administrador ativa. Crie ou ative outro administrador antes de excluí-la.',
  accountDeleted: 'Sua conta foi excluída. Sentiremos sua falta.',
  userDeleted: 'Usuário excluído. Os anúncios, fotos e favoritos dele foram apagados.',
  selfDelete: 'Para excluir a sua própria conta, use Configurações > Excluir minha conta.',
  userNotFound: 'Usuário não encontrado.',
} as const;

/** The name a removed account shows in conversations (issue 36 item 3). */
export const REMOVED_USER_NAME = 'Usuário removido';

// ---------------------------------------------------------------------------------------------
// GET /api/minha-conta/dados

export const DataExportSchema = z.object({
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
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** What a deletion removed (the admin's answer and the audit line). */
export const AccountDeletedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  anunciosRemovidos: z.number().int(),
});
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;
