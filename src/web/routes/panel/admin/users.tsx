import { Pencil, Search, ShieldCheck, ShieldOff, UserPlus, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import { ADMIN_USERS_MESSAGES as M, userLevelLabel } from '#shared/contracts/admin-users.constants.ts';
import type { AdminUser } from '#shared/contracts/admin-users.contract.ts';
import { maskCnpj, maskCpf } from '#shared/lib/masks.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SelectField } from '../../../components/forms/select-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Pagination } from '../../../components/search/pagination.tsx';
import { Alert, LoadFailedAlert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { RowAction, RowActionLink } from '../../../components/ui/row-action.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findUsers, setUserActive } from '../../../features/admin-users/admin-users-api.ts';
import {
  hasFilters,
  NEW_USER_HREF,
  USERS_LIST_HREF,
  userEditHref,
  usersListHref,
  usersListParams,
} from '../../../features/admin-users/admin-users-list.ts';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { useFieldFollowing } from '../../../lib/use-field-following.ts';
import { formErrorFrom } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Route } from './+types/users';

/**
 * /painel/admin/usuarios (spec 2 §2 "Admin users", §8; issue 21): every user, 20 a page, searched
 * by name, e-mail or document and filtered by level and status (all in the address: shareable,
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

interface Notice {
  tone: 'success' | 'error';
  message: string;
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { filters, data, page, totalPages, total, failed } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyCode, setBusyCode] = useState<number | null>(null);
  const [toBlock, setToBlock] = useState<AdminUser | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const searchField = useFieldFollowing(filters.q);

  async function changeStatus(user: AdminUser, isActive: boolean) {
    setBusyCode(user.codigoUSUARIO);
    setNotice(null);
    try {
      const answer = await setUserActive(createApiClient(), user.codigoUSUARIO, isActive);
      setNotice({ tone: 'success', message: answer.message });
      await revalidator.revalidate();
    } catch (error) {
      const failure = formErrorFrom(error, {
        failed: 'Não foi possível mudar a situação do usuário.',
        network: 'Não foi possível mudar a situação do usuário.',
      });
      setNotice({ tone: 'error', message: failure.message });
    } finally {
      setBusyCode(null);
      setToBlock(null);
      requestAnimationFrame(() => noticeRef.current?.focus());
    }
  }

  const actions: RowActions = {
    busyCode,
    onBlock: setToBlock,
    onActivate: (user) => void changeStatus(user, true),
  };
  const isFiltering = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Usuários</h1>
        <Link to={NEW_USER_HREF} className={buttonClass('primary')}>
          <UserPlus aria-hidden="true" className="size-5" />
          Novo usuário
        </Link>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Filtrar usuários"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto] lg:items-end"
      >
        <TextField
          label="Buscar"
          name="q"
          type="search"
          placeholder="Nome, e-mail ou documento"
          defaultValue={filters.q}
          ref={searchField}
          className="sm:col-span-2 lg:col-span-1"
          leading={<Search aria-hidden="true" className="size-5" />}
        />
        <SelectField label="Nível" name="nivel" defaultValue={filters.nivel ?? ''} key={`n-${filters.nivel}`}>
          <option value="">Todos</option>
          <option value="1">Admin</option>
          <option value="2">Anunciante</option>
          <option value="3">Usuário</option>
        </SelectField>
        <SelectField
          label="Ativo"
          name="ativo"
          defaultValue={filters.ativo === undefined ? '' : filters.ativo ? '1' : '0'}
          key={`a-${filters.ativo}`}
        >
          <option value="">Todos</option>
          <option value="1">Ativos</option>
          <option value="0">Bloqueados</option>
        </SelectField>
        <Button type="submit" variant="secondary" isLoading={isFiltering} loadingText="Filtrando...">
          Filtrar
        </Button>
      </Form>

      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}

      {failed ? (
        <LoadFailedAlert title={M.listFailed} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={Users}
          message={hasFilters(filters) ? 'Nenhum usuário com esses filtros.' : 'Nenhum usuário cadastrado.'}
          action={
            hasFilters(filters) ? (
              <Link
                to={USERS_LIST_HREF}
                className="font-semibold text-teal-800 underline-offset-4 hover:underline"
              >
                Limpar filtros
              </Link>
            ) : (
              <Link to={NEW_USER_HREF} className={buttonClass('primary')}>
                Novo usuário
              </Link>
            )
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 1 ? '1 usuário' : `${total} usuários`}
          </p>
          <UserTable users={data} actions={actions} />
          <UserCards users={data} actions={actions} />
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(p) => usersListHref({ ...filters, page: p })}
          />
        </>
      )}

      <ConfirmDialog
        isOpen={toBlock !== null}
        title="Bloquear este usuário?"
        confirmLabel="Bloquear"
        isBusy={toBlock !== null && busyCode === toBlock.codigoUSUARIO}
        onClose={() => setToBlock(null)}
        onConfirm={() => {
          if (toBlock) void changeStatus(toBlock, false);
        }}
      >
        {displayName(toBlock)} não conseguirá mais entrar: as sessões abertas terminam agora e os anúncios
        publicados saem do site. Ao ativar de novo, os anúncios voltam.
      </ConfirmDialog>
    </div>
  );
}

function displayName(user: AdminUser | null): string {
  if (!user) return '';
  return `${user.nomeUSUARIO} ${user.sobrenomeUSUARIO}`.trim() || user.emailUSUARIO;
}

const documentOf = (user: AdminUser) =>
  user.pessoa === 'pj' ? maskCnpj(user.documentoUSUARIO) : maskCpf(user.documentoUSUARIO);

/** Ativo green, Bloqueado red; the word always shown (colour is never the only cue). */
function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ${
        isActive
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30'
          : 'bg-red-50 text-red-800 ring-red-600/30'
      }`}
    >
      {isActive ? 'Ativo' : 'Bloqueado'}
    </span>
  );
}

interface RowActions {
  busyCode: number | null;
  onBlock: (user: AdminUser) => void;
  onActivate: (user: AdminUser) => void;
}

/** Editar and the toggle; each names its user for screen readers. */
function Actions({ user, actions }: { user: AdminUser; actions: RowActions }) {
  const who = displayName(user);
  const isBusy = actions.busyCode === user.codigoUSUARIO;
  return (
    <div className="flex flex-wrap items-center gap-1" aria-busy={isBusy || undefined}>
      <RowActionLink to={userEditHref(user.codigoUSUARIO)} icon={Pencil} label="Editar" name={who} />
      {user.ativoUSUARIO ? (
        <RowAction
          icon={ShieldOff}
          label="Bloquear"
          name={who}
          tone="danger"
          disabled={isBusy}
          onClick={() => actions.onBlock(user)}
        />
      ) : (
        <RowAction
          icon={ShieldCheck}
          label="Ativar"
          name={who}
          disabled={isBusy}
          onClick={() => actions.onActivate(user)}
        />
      )}
    </div>
  );
}

/** "3 anúncios, 2 publicados" (and the ones a block took off the site). */
function AdsSummary({ user }: { user: AdminUser }) {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    count(user.totalAnuncios, 'anúncio', 'anúncios'),
    count(user.anunciosPublicados, 'publicado', 'publicados'),
  ];
  if (user.anunciosSuspensos > 0) {
    parts.push(count(user.anunciosSuspensos, 'suspenso pelo bloqueio', 'suspensos pelo bloqueio'));
  }
  return <>{parts.join(', ')}</>;
}

function UserTable({ users, actions }: { users: readonly AdminUser[]; actions: RowActions }) {
  return (
    <DataTable caption="Usuários" columns={['Nome', 'E-mail', 'Tipo', 'Nível', 'Situação', 'Ações']}>
      {users.map((user) => (
        <tr key={user.codigoUSUARIO}>
          <td className="px-4 py-2">
            <span className="font-medium text-slate-900">{displayName(user)}</span>
            <span className="block text-sm text-slate-600">
              <AdsSummary user={user} /> · desde {formatDate(user.criadoEm)}
            </span>
          </td>
          <td className="px-4 py-2 break-all text-slate-700">{user.emailUSUARIO}</td>
          <td className="px-4 py-2 text-slate-700">
            {user.pessoa === 'pj' ? 'PJ' : 'PF'}
            <span className="block text-sm whitespace-nowrap text-slate-600">{documentOf(user)}</span>
          </td>
          <td className="px-4 py-2 text-slate-700">{userLevelLabel(user.nivelUSUARIO)}</td>
          <td className="px-4 py-2">
            <StatusBadge isActive={user.ativoUSUARIO} />
          </td>
          <td className="px-2 py-1">
            <Actions user={user} actions={actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function UserCards({ users, actions }: { users: readonly AdminUser[]; actions: RowActions }) {
  return (
    <ul className="space-y-3 lg:hidden" aria-label="Usuários">
      {users.map((user) => (
        <li key={user.codigoUSUARIO} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-slate-900">{displayName(user)}</h2>
              <p className="text-sm break-all text-slate-700">{user.emailUSUARIO}</p>
              <p className="text-sm text-slate-600">
                {user.pessoa === 'pj' ? 'PJ' : 'PF'} · {userLevelLabel(user.nivelUSUARIO)} ·{' '}
                <AdsSummary user={user} />
              </p>
            </div>
            <StatusBadge isActive={user.ativoUSUARIO} />
          </div>
          <div className="mt-2 -ml-2.5">
            <Actions user={user} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
