/**
 * The admin users list's address: `?q=` (name, e-mail or document), `?nivel=` (1, 2
 * or 3), `?ativo=` (1 active, 0 blocked) and `?page=`, so a filtered page is shareable and
 * server-rendered, and Filtrar works without JavaScript.
 */
export interface UsersListParams {
  q: string;
  nivel: 1 | 2 | 3 | undefined;
  ativo: boolean | undefined;
  page: number;
}

const LIST_PATH = '/painel/admin/usuarios';

/** The list's filters from the address; anything unknown is left out rather than refused. */
export function usersListParams(params: URLSearchParams): UsersListParams {
  const page = Number(params.get('page'));
  const nivel = Number(params.get('nivel'));
  const ativo = params.get('ativo');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 120),
    nivel: nivel === 1 || nivel === 2 || nivel === 3 ? nivel : undefined,
    ativo: ativo === '1' ? true : ativo === '0' ? false : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** `/painel/admin/usuarios?q=maria&nivel=2&ativo=0&page=2`, the empty parts left out. */
export function usersListHref(filters: UsersListParams): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.nivel !== undefined) params.set('nivel', String(filters.nivel));
  if (filters.ativo !== undefined) params.set('ativo', filters.ativo ? '1' : '0');
  if (filters.page > 1) params.set('page', String(filters.page));
  const qs = params.toString();
  return qs ? `${LIST_PATH}?${qs}` : LIST_PATH;
}

/** Whether any filter is set (the empty list then offers to clear them). */
export function hasFilters(filters: UsersListParams): boolean {
  return filters.q !== '' || filters.nivel !== undefined || filters.ativo !== undefined;
}

/** The edit page of a user. */
export function userEditHref(codigo: number): string {
  return `${LIST_PATH}/${codigo}/editar`;
}

export const NEW_USER_HREF = `${LIST_PATH}/novo`;
export const USERS_LIST_HREF = LIST_PATH;
