import { Building2, Inbox, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import { CONDOMINIUM_MESSAGES as M } from '#shared/contracts/condominiums.constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { useLocationNotice } from '../../lib/use-location-notice.ts';
import { deleteCondominium } from './admin-condominiums-api.ts';
import { CondominiumFilters } from './condominium-filters.tsx';
import {
  condominiumListHref,
  hasFilters,
  type CondominiumListFilters,
  type CondominiumNotice,
} from './condominium-list-params.ts';
import { CondominiumTable, type CondominiumRow } from './condominium-table.tsx';

const LOAD_FAILED = 'Não foi possível carregar os condomínios.';
const DELETE_FAILED = 'Não foi possível excluir o condomínio.';

/**
 * The admin's condominiums: the filters, Editar and Excluir (confirmed; a 409 shows the server's
 * counts), and the way to the advertisers' suggestions with how many are new.
 */
export function CondominiumsPage({
  filters,
  page,
  totalPages,
  total,
  rows,
  newSuggestions,
  failed,
}: {
  filters: CondominiumListFilters;
  page: number;
  totalPages: number;
  total: number;
  rows: CondominiumRow[];
  newSuggestions: number | null;
  failed: boolean;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useLocationNotice<CondominiumNotice>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Condominium | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice || error) messageRef.current?.focus();
  }, [notice, error]);

  async function remove(condominium: Condominium) {
    setBusyId(condominium.codigoCONDOMINIO);
    setError(null);
    setNotice(null);
    try {
      const done = await deleteCondominium(createApiClient(), condominium.codigoCONDOMINIO);
      setNotice({ tone: 'success', message: done.message });
      await revalidator.revalidate();
    } catch (err) {
      // A 409 carries the server's counts ("Este condomínio está em 3 anúncios e 2 usuários...").
      setError(formErrorFrom(err, { failed: DELETE_FAILED, network: DELETE_FAILED }).message);
    } finally {
      setBusyId(null);
      setPending(null);
    }
  }

  const isFiltering = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Condomínios</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/painel/admin/condominios/sugestoes" className={buttonClass('secondary')}>
            <Inbox aria-hidden="true" className="size-5" />
            Sugestões dos anunciantes
            {newSuggestions ? (
              <span className="rounded-full bg-amber-500 px-2 py-0.5 text-sm font-semibold text-slate-900">
                {newSuggestions === 1 ? '1 nova' : `${newSuggestions} novas`}
              </span>
            ) : null}
          </Link>
          <Link to="/painel/admin/condominios/novo" className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-5" />
            Adicionar
          </Link>
        </div>
      </div>

      {/* Keyed by the address: after a navigation the fields show the filters applied. */}
      <CondominiumFilters key={location.search} filters={filters} isFiltering={isFiltering} />

      {notice ? (
        <Alert ref={messageRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}
      {error ? <Alert ref={messageRef} tone="error" title={error} /> : null}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : (
        <CondominiumTable
          rows={rows}
          actions={{ listSearch: location.search, busyId, onDelete: setPending }}
          total={total}
          pager={{ page, totalPages, hrefFor: (p) => condominiumListHref({ ...filters, page: p }) }}
          empty={
            <EmptyState
              icon={Building2}
              message={M.empty}
              action={
                hasFilters(filters) ? (
                  <Link
                    to="/painel/admin/condominios"
                    className="font-semibold text-teal-800 underline-offset-4 hover:underline"
                  >
                    Ver todos
                  </Link>
                ) : (
                  <Link to="/painel/admin/condominios/novo" className={buttonClass('primary')}>
                    Adicionar
                  </Link>
                )
              }
            />
          }
        />
      )}

      <ConfirmDialog
        isOpen={pending !== null}
        title={M.confirmDelete}
        confirmLabel="Excluir"
        isBusy={pending !== null && busyId === pending.codigoCONDOMINIO}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending) void remove(pending);
        }}
      >
        “{pending?.nomeCONDOMINIO}” será excluído. Esta ação não pode ser desfeita.
      </ConfirmDialog>
    </div>
  );
}
