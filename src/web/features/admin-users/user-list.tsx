import { Pencil, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { userLevelLabel } from '#shared/contracts/admin-users.constants.ts';
import type { AdminUser } from '#shared/contracts/admin-users.contract.ts';
import { maskCnpj, maskCpf } from '#shared/lib/masks.ts';
import { ResponsiveList, type ListColumn } from '../../components/ui/responsive-list.tsx';
import { RowAction, RowActionLink } from '../../components/ui/row-action.tsx';
import { formatDate } from '../../lib/format.ts';
import { userEditHref } from './admin-users-list.ts';

export function displayName(user: AdminUser | null): string {
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

export interface UserRowActions {
  busyCode: number | null;
  onBlock: (user: AdminUser) => void;
  onActivate: (user: AdminUser) => void;
  /** "Excluir": the account's deletion (issue 36), after a confirmation. */
  onDelete: (user: AdminUser) => void;
}

/** Editar, the toggle and Excluir; each names its user for screen readers. */
function Actions({ user, actions }: { user: AdminUser; actions: UserRowActions }) {
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
      <RowAction
        icon={Trash2}
        label="Excluir"
        name={who}
        tone="danger"
        disabled={isBusy}
        onClick={() => actions.onDelete(user)}
      />
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

const COLUMNS: ListColumn<AdminUser>[] = [
  {
    label: 'Nome',
    className: 'px-4 py-2',
    cell: (user) => (
      <>
        <span className="font-medium text-slate-900">{displayName(user)}</span>
        <span className="block text-sm text-slate-600">
          <AdsSummary user={user} /> · desde {formatDate(user.criadoEm)}
        </span>
      </>
    ),
  },
  { label: 'E-mail', className: 'px-4 py-2 break-all text-slate-700', cell: (user) => user.emailUSUARIO },
  {
    label: 'Tipo',
    className: 'px-4 py-2 text-slate-700',
    cell: (user) => (
      <>
        {user.pessoa === 'pj' ? 'PJ' : 'PF'}
        <span className="block text-sm whitespace-nowrap text-slate-600">{documentOf(user)}</span>
      </>
    ),
  },
  {
    label: 'Nível',
    className: 'px-4 py-2 text-slate-700',
    cell: (user) => userLevelLabel(user.nivelUSUARIO),
  },
  {
    label: 'Situação',
    className: 'px-4 py-2',
    cell: (user) => <StatusBadge isActive={user.ativoUSUARIO} />,
  },
];

/** The users, as a table on wide screens and cards on phones. */
export function UserList({
  users,
  actions,
  total,
  empty,
  pager,
}: {
  users: readonly AdminUser[];
  actions: UserRowActions;
  total: number;
  empty: ReactNode;
  pager: { page: number; totalPages: number; hrefFor: (page: number) => string };
}) {
  return (
    <ResponsiveList
      label="Usuários"
      items={users}
      itemKey={(user) => user.codigoUSUARIO}
      columns={COLUMNS}
      rowActions={(user) => <Actions user={user} actions={actions} />}
      summary={total === 1 ? '1 usuário' : `${total} usuários`}
      empty={empty}
      pager={pager}
      renderCard={(user) => (
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
      )}
    />
  );
}
