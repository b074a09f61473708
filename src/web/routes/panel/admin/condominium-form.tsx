import { ChevronLeft } from 'lucide-react';
import { data, Link, useLocation, useNavigate } from 'react-router';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import { CONDOMINIUM_MESSAGES as M } from '#shared/contracts/condominiums.constants.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import {
  getCondominium,
  getSuggestion,
  reviewSuggestion,
} from '../../../features/admin-condominiums/admin-condominiums-api.ts';
import { CondominiumForm } from '../../../features/admin-condominiums/condominium-form.tsx';
import {
  EMPTY_FORM,
  fromCondominium,
  fromSuggestion,
} from '../../../features/admin-condominiums/condominium-form-model.ts';
import {
  ADMIN_CONDOMINIUMS_PATH,
  type CondominiumNotice,
} from '../../../features/admin-condominiums/condominium-list-params.ts';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { refusalMessage } from '../../../lib/form-errors.ts';
import type { Route } from './+types/condominium-form';

const SUGGESTIONS_PATH = '/painel/admin/condominios/sugestoes';

/** A positive id from the address, or null. */
function idFrom(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && /^\d{1,9}$/.test(value) && n > 0 ? n : null;
}

/**
 * /painel/admin/condominios/novo and /painel/admin/condominios/{id}/editar (spec 2 §2 "New and
 * edit condominium"). The new form may start from an advertiser's suggestion (?sugestao={id}),
 * which is marked aceita once the condominium is saved.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const api = createApiClient({ context, request });
  if ('id' in params && params.id !== undefined) {
    const id = idFrom(params.id);
    if (id === null) throw data(null, { status: 404 });
    try {
      const condominium = await getCondominium(api, id);
      return {
        mode: 'edit' as const,
        id,
        initial: fromCondominium(condominium),
        suggestionId: null,
        error: null,
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      if (isWorthLogging(error))
        context.app.log.warn({ err: error }, 'admin/condominios: condomínio indisponível');
      return {
        mode: 'edit' as const,
        id,
        initial: null,
        suggestionId: null,
        error: 'Não foi possível carregar o condomínio.',
      };
    }
  }
  const suggestionId = idFrom(new URL(request.url).searchParams.get('sugestao'));
  if (suggestionId === null) {
    return { mode: 'new' as const, id: null, initial: EMPTY_FORM, suggestionId: null, error: null };
  }
  try {
    const suggestion = await getSuggestion(api, suggestionId);
    return { mode: 'new' as const, id: null, initial: fromSuggestion(suggestion), suggestionId, error: null };
  } catch {
    return {
      mode: 'new' as const,
      id: null,
      initial: EMPTY_FORM,
      suggestionId: null,
      error: 'Não foi possível carregar a sugestão. Preencha os dados do condomínio.',
    };
  }
}

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.mode === 'edit' ? 'Editar condomínio' : 'Novo condomínio'} | NC` },
  { name: 'robots', content: 'noindex' },
];

export default function AdminCondominiumForm({ loaderData }: Route.ComponentProps) {
  const { mode, id, initial, suggestionId, error } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the list the admin came from (its filters and page), else to the plain list.
  const from = (location.state as { from?: unknown } | null)?.from;
  const listHref = `${ADMIN_CONDOMINIUMS_PATH}${typeof from === 'string' ? from : ''}`;
  const backHref = suggestionId ? SUGGESTIONS_PATH : listHref;

  async function onSaved(saved: Condominium) {
    let notice: CondominiumNotice = { tone: 'success', message: mode === 'edit' ? M.updated : M.created };
    if (suggestionId) {
      try {
        await reviewSuggestion(createApiClient(), suggestionId, {
          status: 'aceita',
          condominio: saved.codigoCONDOMINIO,
        });
        notice = { tone: 'success', message: `${M.created} ${M.suggestionAccepted}` };
      } catch (error) {
        // A refusal says why (another admin reviewed it first); anything else, what to do.
        const reason =
          refusalMessage(error) ??
          'Não foi possível marcar a sugestão como aceita: marque-a na lista de sugestões.';
        notice = { tone: 'info', message: `${M.created} ${reason}` };
      }
    }
    await navigate(backHref, { state: { notice } });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to={backHref}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        {suggestionId ? 'Sugestões dos anunciantes' : 'Condomínios'}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {mode === 'edit' ? 'Editar condomínio' : 'Novo condomínio'}
      </h1>
      {suggestionId ? (
        <Alert tone="info">
          Dados da sugestão de um anunciante. Confira, use “Buscar CEP” para completar o endereço e salve: a
          sugestão será marcada como aceita.
        </Alert>
      ) : null}
      {error ? <Alert tone="error" title={error} /> : null}
      {initial ? (
        <CondominiumForm
          key={`${mode}-${id ?? suggestionId ?? 'novo'}`}
          mode={mode}
          initial={initial}
          condominiumId={id ?? undefined}
          onSaved={onSaved}
          onCancelHref={backHref}
        />
      ) : null}
    </div>
  );
}
