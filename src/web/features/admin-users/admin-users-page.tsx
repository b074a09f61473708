import { Search, UserPlus, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import { ADMIN_USERS_MESSAGES as M } from '#shared/contracts/admin-users.constants.ts';
import type { AdminUser } from '#shared/contracts/admin-users.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { useFieldFollowing } from '../../lib/use-field-following.ts';
import { deleteUser, setUserActive } from './admin-users-api.ts';
import {
  hasFilters,
  NEW_USER_HREF,
  USERS_LIST_HREF,
  usersListHref,
  type UsersListParams,
} from './admin-users-list.ts';
import { displayName, UserList, type UserRowActions } from './user-list.tsx';

interface Notice {
  tone: 'success' | 'error';
  message: string;
}

/**
 * The admin's users: filters in the address, Editar, Bloquear/Ativar and Excluir, a confirmation
 * before blocking or deleting.
 */
export function AdminUsersPage({
  filters,
  data,
  page,
  totalPages,
  total,
  failed,
}: {
  filters: UsersListParams;
  data: AdminUser[];
  page: number;
  totalPages: number;
  total: number;
  failed: boolean;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyCode, setBusyCode] = useState<number | null>(null);
  const [toBlock, setToBlock] = useState<AdminUser | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
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

  async function remove(user: AdminUser) {
    setBusyCode(user.codigoUSUARIO);
    setNotice(null);
    try {
      const answer = await deleteUser(createApiClient(), user.codigoUSUARIO);
      setNotice({ tone: 'success', message: answer.message });
      await revalidator.revalidate();
    } catch (error) {
      const failure = formErrorFrom(error, {
        failed: 'Não foi possível excluir o usuário.',
        network: 'Não foi possível excluir o usuário.',
      });
      setNotice({ tone: 'error', message: failure.message });
    } finally {
      setBusyCode(null);
      setToDelete(null);
      requestAnimationFrame(() => noticeRef.current?.focus());
    }
  }

  const actions: UserRowActions = {
    busyCode,
    onBlock: setToBlock,
    onActivate: (user) => void changeStatus(user, true),
    onDelete: setToDelete,
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
      ) : (
        <UserList
          users={data}
          actions={actions}
          total={total}
          pager={{ page, totalPages, hrefFor: (p) => usersListHref({ ...filters, page: p }) }}
          empty={
            <EmptyState
              icon={Users}
              message={
                hasFilters(filters) ? 'Nenhum usuário com esses filtros.' : 'Nenhum usuário cadastrado.'
              }
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
          }
        />
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

      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Excluir este usuário?"
        confirmLabel="Excluir usuário"
        isBusy={toDelete !== null && busyCode === toDelete.codigoUSUARIO}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
        }}
      >
        Isto não pode ser desfeito. As sessões de {displayName(toDelete)} terminam; os anúncios, fotos,
        imagens, favoritos, buscas salvas e a inscrição na newsletter são apagados; nas conversas o nome vira
        &quot;Usuário removido&quot;; os tickets ficam sem o que a pessoa escreveu; as faturas ficam. Um
        e-mail avisa o endereço da conta, que fica livre para um novo cadastro.
      </ConfirmDialog>
    </div>
  );
}
