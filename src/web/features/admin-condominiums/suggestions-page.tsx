import { Building2, ChevronLeft, Inbox, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useRevalidator } from 'react-router';
import type { CondominiumSuggestion } from '#shared/contracts/profile.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ResponsiveList } from '../../components/ui/responsive-list.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useLocationNotice } from '../../lib/use-location-notice.ts';
import { reviewSuggestion, type SuggestionStatus } from './admin-condominiums-api.ts';
import { maskCep } from './condominium-form-model.ts';
import type { CondominiumNotice } from './condominium-list-params.ts';

const PATH = '/painel/admin/condominios/sugestoes';
const LOAD_FAILED = 'Não foi possível carregar as sugestões.';
const REFUSE_FAILED = 'Não foi possível recusar a sugestão.';

/** The status filter: the new ones first (they wait for a review), or any. */
const STATUS_OPTIONS: { value: SuggestionStatus | 'todas'; label: string }[] = [
  { value: 'nova', label: 'Novas' },
  { value: 'aceita', label: 'Aceitas' },
  { value: 'recusada', label: 'Recusadas' },
  { value: 'todas', label: 'Todas' },
];

const STATUS_BADGES: Record<SuggestionStatus, { label: string; className: string }> = {
  nova: { label: 'Nova', className: 'bg-amber-100 text-amber-900' },
  aceita: { label: 'Aceita', className: 'bg-emerald-100 text-emerald-900' },
  recusada: { label: 'Recusada', className: 'bg-slate-200 text-slate-800' },
};

/** The list's status (the new ones unless the address says otherwise) and page. */
export function suggestionsParams(url: URL): { status: SuggestionStatus | 'todas'; page: number } {
  const raw = url.searchParams.get('status');
  const status = STATUS_OPTIONS.find((o) => o.value === raw)?.value ?? 'nova';
  const page = Number(url.searchParams.get('page'));
  return { status, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

function suggestionsHref(status: SuggestionStatus | 'todas', page: number): string {
  const params = new URLSearchParams();
  if (status !== 'nova') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${PATH}?${qs}` : PATH;
}

/**
 * The condominiums advertisers could not find and suggested from their settings, newest first,
 * filtered by status. "Cadastrar" opens the new condominium form with the suggestion's data,
 * which marks it aceita on save; "Recusar" marks it recusada.
 */
export function SuggestionsPage({
  status,
  page,
  totalPages,
  suggestions,
  failed,
}: {
  status: SuggestionStatus | 'todas';
  page: number;
  totalPages: number;
  suggestions: CondominiumSuggestion[];
  failed: boolean;
}) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useLocationNotice<CondominiumNotice>();
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice || error) messageRef.current?.focus();
  }, [notice, error]);

  async function refuse(suggestion: CondominiumSuggestion) {
    setBusyId(suggestion.id);
    setError(null);
    setNotice(null);
    try {
      const done = await reviewSuggestion(createApiClient(), suggestion.id, { status: 'recusada' });
      setNotice({ tone: 'success', message: `${done.message} (${suggestion.nome})` });
      await revalidator.revalidate();
    } catch (err) {
      setError(formErrorFrom(err, { failed: REFUSE_FAILED, network: REFUSE_FAILED }).message);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="space-y-6">
      <Link
        to="/painel/admin/condominios"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        Condomínios
      </Link>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Sugestões de condomínio
        </h1>
        <p className="mt-1 text-lg text-slate-600">
          Condomínios que os anunciantes não encontraram na lista e sugeriram nas Configurações.
        </p>
      </div>

      <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" key={location.search}>
        <SelectField label="Situação" name="status" defaultValue={status} className="sm:w-56">
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
      </Form>

      {notice ? (
        <Alert ref={messageRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}
      {error ? <Alert ref={messageRef} tone="error" title={error} /> : null}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : (
        <ResponsiveList
          label="Sugestões"
          items={suggestions}
          itemKey={(s) => s.id}
          cardClassName="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
          pager={{ page, totalPages, hrefFor: (p) => suggestionsHref(status, p) }}
          empty={
            <EmptyState
              icon={Inbox}
              message={status === 'nova' ? 'Nenhuma sugestão nova.' : 'Nenhuma sugestão.'}
              action={
                <Link
                  to="/painel/admin/condominios"
                  className="font-semibold text-teal-800 underline-offset-4 hover:underline"
                >
                  Ver os condomínios
                </Link>
              }
            />
          }
          renderCard={(s) => (
            <SuggestionCard suggestion={s} isBusy={busyId === s.id} onRefuse={() => void refuse(s)} />
          )}
        />
      )}
    </div>
  );
}

function SuggestionCard({
  suggestion: s,
  isBusy,
  onRefuse,
}: {
  suggestion: CondominiumSuggestion;
  isBusy: boolean;
  onRefuse: () => void;
}) {
  const badge = STATUS_BADGES[s.status];
  const street = [s.logradouro, s.numero].filter(Boolean).join(', ');
  const place = [s.bairro, [s.cidade, s.uf].filter(Boolean).join(' - ')].filter(Boolean).join(', ');
  const name = <span className="sr-only"> {s.nome}</span>;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{s.nome}</h2>
          <p className="text-[15px] text-slate-700">
            {[street, place, s.cep ? `CEP ${maskCep(s.cep)}` : ''].filter(Boolean).join(' · ') ||
              'Endereço não informado'}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${badge.className}`}>
          {badge.label}
        </span>
      </div>
      {s.observacao ? <p className="mt-2 text-[15px] break-words text-slate-700">“{s.observacao}”</p> : null}
      <p className="mt-2 text-sm text-slate-600">
        Enviada em {formatDate(s.criadoEm)} por {s.nomeUsuario} ({s.emailUsuario})
      </p>
      {s.status === 'aceita' ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={`/painel/admin/condominios/novo?sugestao=${s.id}`} className={buttonClass('primary')}>
            <Building2 aria-hidden="true" className="size-5" />
            Cadastrar{name}
          </Link>
          {s.status === 'nova' ? (
            <Button variant="secondary" isLoading={isBusy} loadingText="Recusando..." onClick={onRefuse}>
              <X aria-hidden="true" className="size-5" />
              Recusar{name}
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}
