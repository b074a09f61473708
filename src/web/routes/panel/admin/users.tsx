import type { AdminUser } from '#shared/contracts/admin-users.contract.ts';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { AdminUsersPage } from '../../../features/admin-users/admin-users-page.tsx';
import { findUsers } from '../../../features/admin-users/admin-users-api.ts';
import { usersListParams } from '../../../features/admin-users/admin-users-list.ts';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/users';

/**
 * /painel/admin/usuarios (spec 2 §2 "Admin users", §8): every user, 20 a page, searched by name,
 * e-mail or document and filtered by level and status (all in the address: shareable,
 * server-rendered, Filtrar works without JavaScript); Editar and the Bloquear/Ativar toggle on
 * each, a confirmation before blocking.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const filters = usersListParams(new URL(request.url).searchParams);
  try {
    const answer = await findUsers(createApiClient({ context, request }), {
      page: filters.page,
      q: filters.q || undefined,
      nivel: filters.nivel,
      ativo: filters.ativo,
    });
    return { filters, ...answer, failed: false };
  } catch (error) {
    if (isWorthLogging(error))
      context.app.log.warn({ err: error }, 'painel/admin/usuarios: lista indisponível');
    return { filters, data: [] as AdminUser[], page: filters.page, totalPages: 0, total: 0, failed: true };
  }
}

export const meta = () => [{ title: 'Usuários | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <AdminUsersPage {...loaderData} />;
}
