import { BellOff, BellRing, ExternalLink, Pencil, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import {
  ALERT_FREQUENCY_LABELS,
  SAVED_SEARCH_LIMITS as L,
} from '#shared/contracts/saved-searches.constants.ts';
import type { SavedSearch } from '#shared/contracts/saved-searches.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { deleteSavedSearch, updateSavedSearch } from './saved-searches-api.ts';
import { SavedSearchForm } from './saved-search-form.tsx';

const DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const actionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-[15px] font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60';

/**
 * /painel/buscas-salvas (issue 36 item 1): the saved searches with their alerts: open one again,
 * edit its name and frequency, pause or resume its e-mails, delete it. At most 20.
 */
export function SavedSearchesPage({ searches, failed }: { searches: SavedSearch[]; failed: boolean }) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function act(id: number, work: () => Promise<{ message: string }>) {
    setBusy(id);
    setNotice(null);
    try {
      const answer = await work();
      setNotice({ tone: 'success', text: answer.message });
      await revalidator.revalidate();
    } catch (error) {
      setNotice({
        tone: 'error',
        text: formErrorFrom(error, {
          failed: 'Não foi possível concluir agora. Tente de novo em instantes.',
          network: 'Não foi possível falar com o servidor.',
        }).message,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Buscas salvas</h1>
      <p className="mt-1 text-slate-600">
        Receba por e-mail os anúncios novos das suas buscas. Salve uma busca pelo botão &quot;Salvar
        busca&quot; em{' '}
        <Link to="/anuncios" className="font-semibold text-teal-800 underline-offset-4 hover:underline">
          Anúncios
        </Link>{' '}
        ou na busca por condomínio. Até {L.perUser} buscas.
      </p>
      <div aria-live="polite" className="mt-4">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      {failed ? (
        <Alert tone="error" className="mt-4">
          Erro ao carregar as buscas salvas. Recarregue a página.
        </Alert>
      ) : searches.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={Search} message="Você ainda não salvou nenhuma busca." />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">
            {searches.length} de {L.perUser} buscas salvas
          </p>
          <ul className="mt-3 grid gap-3">
            {searches.map((s) => (
              <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold break-words text-slate-900">{s.nome}</h2>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${s.pausada ? 'bg-slate-100 text-slate-700' : 'bg-teal-50 text-teal-800'}`}
                  >
                    {s.pausada ? 'Alertas pausados' : 'Alertas ativos'}
                  </span>
                </div>
                <p className="mt-1 text-[15px] text-slate-700">{ALERT_FREQUENCY_LABELS[s.frequencia]}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {s.ultimoEnvioEm
                    ? `Último e-mail em ${DATE.format(new Date(s.ultimoEnvioEm))}`
                    : 'Nenhum e-mail enviado ainda'}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link to={s.endereco} className={actionClass}>
                    <ExternalLink aria-hidden="true" className="size-4" />
                    Abrir busca<span className="sr-only"> ({s.nome})</span>
                  </Link>
                  <button
                    type="button"
                    className={actionClass}
                    onClick={() => setEditing(s)}
                    aria-haspopup="dialog"
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Editar<span className="sr-only"> ({s.nome})</span>
                  </button>
                  <button
                    type="button"
                    className={actionClass}
                    disabled={busy === s.id}
                    onClick={() =>
                      void act(s.id, () =>
                        updateSavedSearch(createApiClient(), s.id, { pausada: !s.pausada }),
                      )
                    }
                  >
                    {s.pausada ? (
                      <BellRing aria-hidden="true" className="size-4" />
                    ) : (
                      <BellOff aria-hidden="true" className="size-4" />
                    )}
                    {s.pausada ? 'Retomar alertas' : 'Pausar alertas'}
                    <span className="sr-only"> ({s.nome})</span>
                  </button>
                  <button
                    type="button"
                    className={actionClass}
                    onClick={() => setDeleting(s)}
                    aria-haspopup="dialog"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Excluir<span className="sr-only"> ({s.nome})</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ModalDialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        hasDescription
        className="fixed inset-x-2 top-1/2 mx-auto max-h-[calc(100dvh-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:inset-x-6"
      >
        {editing ? (
          <SavedSearchForm
            title="Editar busca salva"
            description="Mude o nome ou a frequência dos e-mails. Os filtros ficam como foram salvos."
            initial={{ nome: editing.nome, frequencia: editing.frequencia }}
            submitLabel="Salvar alterações"
            onClose={() => setEditing(null)}
            onSubmit={async (values) => {
              const answer = await updateSavedSearch(createApiClient(), editing.id, values);
              setEditing(null);
              setNotice({ tone: 'success', text: answer.message });
              await revalidator.revalidate();
            }}
          />
        ) : null}
      </ModalDialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Excluir busca salva?"
        confirmLabel="Excluir"
        isBusy={deleting !== null && busy === deleting.id}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void act(target.id, () => deleteSavedSearch(createApiClient(), target.id)).then(() =>
            setDeleting(null),
          );
        }}
      >
        <p>
          A busca &quot;{deleting?.nome}&quot; e seus alertas por e-mail deixam de existir. Para só parar os
          e-mails, pause os alertas.
        </p>
      </ConfirmDialog>
      <p className="mt-8">
        <Link to="/anuncios" className={buttonClass('secondary')}>
          Buscar anúncios
        </Link>
      </p>
    </div>
  );
}
