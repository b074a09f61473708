/**
 * Paths, levels, page size and messages of the admins' users (spec 2 §2 "Admin users", §5 "User
 * create", §6, §7 "Users", §8), without zod: the pages import these at load time (see
 * contact.constants.ts). The zod schemas of the same calls are in admin-users.contract.ts.
 */
export const ADMIN_USERS_API = {
  /** GET (ADMIN): page, limit, q, nivel, ativo. */
  list: '/api/usuarios',
  /** POST (ADMIN): the user payload of spec 2 §3. */
  create: '/api/usuarios/criar',
  /** POST (ADMIN): ativo false, sessions ended, published ads suspended. */
  block: (codigo: number) => `/api/admin/usuarios/${codigo}/bloquear`,
  /** POST (ADMIN): ativo true, the ads the block suspended published again. */
  activate: (codigo: number) => `/api/admin/usuarios/${codigo}/ativar`,
} as const;

/** The admin list's page size (20, like the other admin lists of spec 2 §9). */
export const ADMIN_USERS_PAGE_SIZE = 20;

/** nivelUSUARIO (spec 2 §6): 1 ADMIN, 2 ANUNCIANTE (the default of a new user), 3 USUARIO. */
export const USER_LEVEL_CHOICES = [
  { nivel: 1, label: 'Admin' },
  { nivel: 2, label: 'Anunciante' },
  { nivel: 3, label: 'Usuário' },
] as const;

/** The label of a level as the panel shows roles (any other level is "Usuário", spec 2 §6). */
export function userLevelLabel(nivel: number): string {
  return USER_LEVEL_CHOICES.find((c) => c.nivel === nivel)?.label ?? 'Usuário';
}

/** The spec's texts exactly where it has them (§5, §8); the others are ours, in the same voice. */
export const ADMIN_USERS_MESSAGES = {
  // spec 2 §5 "User create", §8 "Lists" and "Users"
  required: 'Preencha email, senha e documento',
  listFailed: 'Falha ao carregar usuários',
  createFailed: 'Falha ao criar usuário',
  loadFailed: 'Falha ao carregar usuário',
  saveFailed: 'Falha ao salvar usuário',
  // ours
  created: 'Usuário criado. O e-mail já vale como confirmado.',
  blocked: 'Usuário bloqueado: as sessões foram encerradas e os anúncios saíram do site.',
  alreadyBlocked: 'Este usuário já estava bloqueado.',
  activated: 'Usuário ativado: os anúncios suspensos pelo bloqueio voltaram ao site.',
  alreadyActive: 'Este usuário já estava ativo.',
  notFound: 'Usuário não encontrado.',
  levelInvalid: 'Escolha o nível: 1 (Admin), 2 (Anunciante) ou 3 (Usuário).',
  lastAdmin:
    'Este é o último administrador ativo: promova outro usuário a administrador antes de bloquear ou rebaixar este.',
  selfBlock: 'Você não pode bloquear a sua própria conta.',
} as const;
