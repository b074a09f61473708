import { ACCOUNT_DATA_API } from '#shared/contracts/account-data.constants.ts';
import { ADMIN_USERS_API } from '#shared/contracts/admin-users.constants.ts';
import type {
  AdminUser,
  AdminUsersQuery,
  UserCreateForm,
  UserStatusResponse,
} from '#shared/contracts/admin-users.contract.ts';
import { AUDIT_API } from '#shared/contracts/audit.contract.ts';
import type { AuditList } from '#shared/contracts/audit.contract.ts';
import type { Paged } from '#shared/contracts/common.contract.ts';
import { PROFILE_API } from '#shared/contracts/profile.constants.ts';
import type { Profile, ProfileUpdateForm } from '#shared/contracts/profile.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

/*
 * The admin users pages' calls (spec 2 §7 "Users"). Types only from the contracts:
 * the schemas would bring zod into the pages.
 */

/** GET /api/usuarios: a page of users with their ad counts. */
export function findUsers(
  api: ApiClient,
  query: Partial<Pick<AdminUsersQuery, 'page' | 'q' | 'nivel' | 'ativo'>>,
): Promise<Paged<AdminUser>> {
  return api.get(ADMIN_USERS_API.list, {
    query: {
      page: query.page,
      q: query.q,
      nivel: query.nivel,
      ativo: query.ativo === undefined ? undefined : query.ativo ? 1 : 0,
    },
  });
}

/** POST /api/usuarios/criar. */
export function createUser(
  api: ApiClient,
  body: UserCreateForm,
): Promise<{ ok: true; message: string; codigoUSUARIO: number }> {
  return api.post(ADMIN_USERS_API.create, body);
}

/** POST /api/admin/usuarios/{id}/bloquear or /ativar. */
export function setUserActive(
  api: ApiClient,
  codigo: number,
  isActive: boolean,
): Promise<UserStatusResponse> {
  return api.post(isActive ? ADMIN_USERS_API.activate(codigo) : ADMIN_USERS_API.block(codigo));
}

/** POST /api/admin/usuarios/{id}/excluir: the account's deletion, the user's own path (issue 36). */
export function deleteUser(api: ApiClient, codigo: number): Promise<{ ok: true; message: string }> {
  return api.post(ACCOUNT_DATA_API.adminDelete(codigo));
}

/** GET /api/usuarios/{id}: any user's profile (an admin reads everyone's). */
export function getUser(api: ApiClient, codigo: number): Promise<Profile> {
  return api.get(PROFILE_API.byId(codigo));
}

/** PATCH /api/usuarios/alterar: the profile's fields plus the admin's (e-mail, document, ...). */
export function saveUser(
  api: ApiClient,
  body: ProfileUpdateForm,
): Promise<{ ok: true; message: string; usuario: Profile }> {
  return api.patch(PROFILE_API.update, body);
}

/** GET /api/admin/auditoria?entidade=usuario&id=: what the admins did to this user, newest first. */
export function findUserHistory(api: ApiClient, codigo: number): Promise<AuditList> {
  return api.get(AUDIT_API.list, { query: { entidade: 'usuario', id: codigo } });
}
