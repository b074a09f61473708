/**
 * Paths, limits and messages of "Meus dados" and "Excluir minha conta" (issue 36 items 2 and 3),
 * without zod, for the settings page. The zod schemas of the same calls:
 * account-data.contract.ts.
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
