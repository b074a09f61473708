import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { data, Link, useLocation, useNavigate } from 'react-router';
import { ADMIN_USERS_MESSAGES as M } from '#shared/contracts/admin-users.constants.ts';
import type { AuditEntry } from '#shared/contracts/audit.contract.ts';
import type { Profile } from '#shared/contracts/profile.contract.ts';
import { Alert, LoadFailedAlert } from '../../../components/ui/alert.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findUserHistory, getUser } from '../../../features/admin-users/admin-users-api.ts';
import { USERS_LIST_HREF } from '../../../features/admin-users/admin-users-list.ts';
import { AdminUserForm, type UserFormNotice } from '../../../features/admin-users/user-form.tsx';
import { UserHistory } from '../../../features/admin-users/user-history.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/user-form';

/**
 * /painel/admin/usuarios/novo and /painel/admin/usuarios/{codigo}/editar (spec 2 §2 "Admin
 * users"): one module for both routes (ids admin-user-new and admin-user-edit). The edit
 * page reads the user through GET /api/usuarios/{id} and the user's history in the audit log; an
 * unknown user is the panel's 404, a failed read the spec's "Falha ao carregar usuário".
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  if (params.id === undefined)
    return { profile: null, history: [] as AuditEntry[], failed: false, historyFailed: false };
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const codigo = Number(params.id);
  const api = createApiClient({ context, request });
  let profile: Profile;
  try {
    profile = await getUser(api, codigo);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    if (isWorthLogging(error))
      context.app.log.warn({ err: error }, 'painel/admin/usuarios: usuário indisponível');
    return { profile: null, history: [] as AuditEntry[], failed: true, historyFailed: false };
  }
  try {
    return {
      profile,
      history: (await findUserHistory(api, codigo)).data,
      failed: false,
      historyFailed: false,
    };
  } catch (error) {
    if (isWorthLogging(error))
      context.app.log.warn({ err: error }, 'painel/admin/usuarios: histórico indisponível');
    return { profile, history: [] as AuditEntry[], failed: false, historyFailed: true };
  }
}

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `${params.id === undefined ? 'Novo usuário' : 'Editar usuário'} | NC` },
  { name: 'robots', content: 'noindex' },
];

export default function AdminUserPage({ loaderData, params }: Route.ComponentProps) {
  // Both routes render this component: keyed by the user, going from one page to the other (the
  // create's redirect to the edit) starts afresh instead of keeping the previous page's state.
  return <UserPage key={params.id ?? 'novo'} {...loaderData} isNew={params.id === undefined} />;
}

function UserPage({
  profile,
  history,
  failed,
  historyFailed,
  isNew,
}: Route.ComponentProps['loaderData'] & { isNew: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The create's success message rides in the history state once: cleared so a reload does not repeat it.
  const [notice] = useState(() => (location.state as UserFormNotice | null)?.notice);
  useEffect(() => {
    if ((location.state as UserFormNotice | null)?.notice) {
      void navigate(location.pathname, { replace: true, state: null, preventScrollReset: true });
    }
  }, [location, navigate]);

  const title = isNew ? 'Novo usuário' : 'Editar usuário';
  return (
    <div className="space-y-6">
      <div>
        <Link
          to={USERS_LIST_HREF}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Usuários
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {profile ? (
          <p className="mt-1 text-lg break-words text-slate-600">
            {`${profile.nomeUSUARIO} ${profile.sobrenomeUSUARIO}`.trim() || profile.emailUSUARIO}
          </p>
        ) : null}
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {failed ? (
        <LoadFailedAlert title={M.loadFailed} />
      ) : isNew ? (
        <AdminUserForm />
      ) : profile ? (
        <>
          <AdminUserForm profile={profile} />
          <UserHistory entries={history} hasFailed={historyFailed} />
        </>
      ) : null}
    </div>
  );
}
