import {
  CheckCircle2,
  ChevronDown,
  Eye,
  FileSearch,
  Flag,
  PowerOff,
  Search,
  SlidersHorizontal,
  Star,
  UserRound,
  XCircle,
} from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import { LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import type { AdminListing, AdminListingItem } from '#shared/contracts/admin-listings.contract.ts';
import { MY_LISTING_STATUS_LABELS, MY_LISTING_STATUSES } from '#shared/contracts/my-listings.constants.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Combobox, type ComboboxOption } from '../../../components/forms/combobox.tsx';
import { SelectField } from '../../../components/forms/select-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Pagination } from '../../../components/search/pagination.tsx';
import { Alert, LoadFailedAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { RowAction, RowActionLink } from '../../../components/ui/row-action.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import {
  approveListing,
  findAdminListing,
  findAdminListings,
  inactivateListing,
  rejectListing,
  setHighlight,
} from '../../../features/admin-listings/admin-listings-api.ts';
import {
  adminListingsHref,
  adminListingsParams,
  isModerationQueue,
  type AdminListingsParams,
} from '../../../features/admin-listings/admin-listings-params.ts';
import { AdminListingsTabs } from '../../../features/admin-listings/admin-listings-tabs.tsx';
import {
  QUEUE_SHORTCUTS,
  useQueueShortcuts,
  type QueueShortcut,
} from '../../../features/admin-listings/queue-shortcuts.ts';
import { ReasonDialog, type ReasonRequest } from '../../../features/admin-listings/reason-dialog.tsx';
import { findUsers } from '../../../features/admin-users/admin-users-api.ts';
import { ListingPreviewDialog } from '../../../features/my-listings/listing-preview-dialog.tsx';
import { ListingStatusBadge } from '../../../features/my-listings/listing-status-badge.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { formErrorFrom } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Route } from './+types/listings';

const LOAD_FAILED = 'Não foi possível carregar os anúncios.';

/**
 * /painel/admin/anuncios (spec 2 §2 "Admin ads", §7; issue 21): every ad, 20 a page, filtered by
 * title or code, status, type and advertiser (all in the address: shareable, server-rendered,
 * Filtrar works without JavaScript). "Fila de moderação" is the pending list, oldest waiting
 * first, with keyboard shortcuts. Row actions are calls from the browser, then the list is
 * loaded again.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = adminListingsParams(new URL(request.url).searchParams);
  try {
    const answer = await findAdminListings(createApiClient({ context, request }), params);
    return {
      params,
      totalPages: answer.totalPages,
      total: answer.total,
      listings: answer.data,
      failed: false,
    };
  } catch (error) {
    if (isWorthLogging(error))
      context.app.log.warn({ err: error }, 'painel/admin/anuncios: lista indisponível');
    return { params, totalPages: 0, total: 0, listings: [] as AdminListingItem[], failed: true };
  }
}

export const meta = () => [{ title: 'Anúncios | NC' }, { name: 'robots', content: 'noindex' }];

type Notice = { tone: 'success' | 'error'; message: string };

const ACTION_FAILED = {
  failed: 'Não foi possível concluir a operação. Tente de novo.',
  network: 'Não foi possível falar com o servidor.',
};

export default function AdminListings({ loaderData }: Route.ComponentProps) {
  const { params, totalPages, total, listings, failed } = loaderData;
  const isQueue = isModerationQueue(params);
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);
  const [preview, setPreview] = useState<AdminListing | null>(null);
  const [chosen, setSelected] = useState(0);
  // The queue's selected row; after an action the list may be shorter than the index kept.
  const selected = Math.max(0, Math.min(chosen, listings.length - 1));
  /** The queue row to focus once the list is loaded again after an action (the next ad). */
  const focusAfterLoad = useRef<number | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const api = () => createApiClient();
  const indexOf = (listing: AdminListingItem) =>
    listings.findIndex((l) => l.codigoANUNCIO === listing.codigoANUNCIO);

  // The list loaded again after an action in the queue: the ad now at the acted one's place (the
  // next one) takes the focus, or the message when the queue is empty.
  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null) return;
    focusAfterLoad.current = null;
    if (listings.length > 0) focusQueueRow(Math.min(index, listings.length - 1));
    else noticeRef.current?.focus();
  }, [listings]);

  // A message takes the focus, except a success in the queue: focus goes to the next ad there.
  useEffect(() => {
    if (notice && !(isQueue && notice.tone === 'success')) noticeRef.current?.focus();
  }, [notice, isQueue]);

  /** Runs an action, shows its message and loads the list again; in the queue, focus goes to the next ad. */
  async function run(listing: AdminListingItem, action: () => Promise<string>): Promise<void> {
    setBusyId(listing.codigoANUNCIO);
    setNotice(null);
    try {
      const message = await action();
      setNotice({ tone: 'success', message });
      if (isQueue) {
        const index = indexOf(listing);
        focusAfterLoad.current = index;
        setSelected(index);
      }
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ tone: 'error', message: formErrorFrom(error, ACTION_FAILED).message });
    } finally {
      setBusyId(null);
    }
  }

  /** The reason dialog runs the action itself and throws on failure, so the dialog shows it and stays. */
  function askReason(listing: AdminListingItem, kind: 'reject' | 'inactivate') {
    const isReject = kind === 'reject';
    setReasonRequest({
      title: isReject ? 'Reprovar anúncio' : 'Inativar anúncio',
      listingTitle: listing.tituloANUNCIO,
      confirmLabel: isReject ? 'Reprovar' : 'Inativar',
      hint: isReject
        ? 'Opcional. Vai no e-mail ao anunciante, com o link para corrigir o anúncio.'
        : 'Opcional. Vai no e-mail ao anunciante.',
      isRequired: false,
      onConfirm: async (reason) => {
        const answer = await (isReject ? rejectListing : inactivateListing)(
          api(),
          listing.codigoANUNCIO,
          reason,
        );
        setReasonRequest(null);
        await run(listing, async () => answer.message);
      },
    });
  }

  const actions: RowActions = {
    busyId,
    onApprove: (listing) =>
      void run(listing, async () => (await approveListing(api(), listing.codigoANUNCIO)).message),
    onReject: (listing) => askReason(listing, 'reject'),
    onInactivate: (listing) => askReason(listing, 'inactivate'),
    onHighlight: (listing) =>
      void run(listing, async () => {
        const isOn = listing.destaqueANUNCIO === 0;
        await setHighlight(api(), listing.codigoANUNCIO, isOn);
        return isOn ? 'Anúncio em destaque.' : 'Destaque removido.';
      }),
    onPreview: (listing) =>
      void (async () => {
        setBusyId(listing.codigoANUNCIO);
        try {
          setPreview(await findAdminListing(api(), listing.codigoANUNCIO));
        } catch (error) {
          setNotice({ tone: 'error', message: formErrorFrom(error, ACTION_FAILED).message });
        } finally {
          setBusyId(null);
        }
      })(),
  };

  useQueueShortcuts(
    isQueue && listings.length > 0 && reasonRequest === null && preview === null && busyId === null,
    (shortcut: QueueShortcut) => {
      const current = listings[selected];
      if (shortcut === 'next' || shortcut === 'previous') {
        const next = Math.max(0, Math.min(listings.length - 1, selected + (shortcut === 'next' ? 1 : -1)));
        setSelected(next);
        focusQueueRow(next);
        return;
      }
      if (!current) return;
      if (shortcut === 'approve') actions.onApprove(current);
      if (shortcut === 'reject') actions.onReject(current);
      if (shortcut === 'preview') actions.onPreview(current);
    },
  );

  const isFiltering = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Anúncios</h1>

      <AdminListingsTabs current={isQueue ? 'queue' : 'all'} />

      <Filters params={params} isFiltering={isFiltering} isQueue={isQueue} />

      {isQueue ? <ShortcutHelp /> : null}

      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : listings.length === 0 ? (
        <EmptyState
          icon={isQueue ? CheckCircle2 : Search}
          message={
            isQueue && !params.q && !params.tipo && !params.anunciante
              ? 'Nenhum anúncio aguardando moderação.'
              : 'Nenhum anúncio encontrado.'
          }
          action={
            <Link
              to="/painel/admin/anuncios"
              className="font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              Ver todos os anúncios
            </Link>
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {isQueue
              ? `${total === 1 ? '1 anúncio aguardando' : `${total} anúncios aguardando`} moderação, o mais antigo primeiro`
              : total === 1
                ? '1 anúncio'
                : `${total} anúncios`}
          </p>
          <ListingTable
            listings={listings}
            actions={actions}
            queue={isQueue ? { selected, onSelect: setSelected } : null}
          />
          <ListingCards
            listings={listings}
            actions={actions}
            queue={isQueue ? { selected, onSelect: setSelected } : null}
          />
          <Pagination
            page={params.page}
            totalPages={totalPages}
            hrefFor={(page) => adminListingsHref({ ...params, page })}
          />
        </>
      )}

      <ListingPreviewDialog listing={preview} onClose={() => setPreview(null)} />
      <ReasonDialog request={reasonRequest} onClose={() => setReasonRequest(null)} />
    </div>
  );
}

/** Focuses the visible element of queue row `index` (the table on wide screens, the card otherwise). */
function focusQueueRow(index: number) {
  const rows = document.querySelectorAll<HTMLElement>(`[data-queue-row="${index}"]`);
  [...rows].find((row) => row.offsetParent !== null)?.focus();
}

/** How many of the filters below the tabs are in use (the queue's own status not counted). */
function activeFilters(params: AdminListingsParams, isQueue: boolean): number {
  return [params.q, isQueue ? undefined : params.status, params.tipo, params.anunciante].filter(Boolean)
    .length;
}

/**
 * The filters. Below 1024 px they sit behind "Filtros" (closed at first; the button says how
 * many are in use), so the first ad comes right after the tabs (issue 33); wider, always shown.
 */
function Filters({
  params,
  isFiltering,
  isQueue,
}: {
  params: AdminListingsParams;
  isFiltering: boolean;
  isQueue: boolean;
}) {
  // Keyed by the address, so Voltar/Avançar and the tabs show the fields of the list on screen.
  const key = adminListingsHref(params);
  const active = activeFilters(params, isQueue);
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-[15px] font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        Filtros
        {active > 0 ? <span className="text-slate-600">({active} em uso)</span> : null}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <Form
        id={formId}
        method="get"
        role="search"
        aria-label="Filtrar anúncios"
        key={key}
        className={`${isOpen ? 'mt-3 grid' : 'hidden'} gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-[2fr_1fr_1fr_1.5fr_auto] lg:items-end`}
      >
        <TextField
          label="Título ou código"
          name="q"
          type="search"
          defaultValue={params.q ?? ''}
          leading={<Search aria-hidden="true" className="size-5" />}
        />
        <SelectField label="Status" name="status" defaultValue={params.status ?? ''}>
          <option value="">Todos</option>
          {MY_LISTING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MY_LISTING_STATUS_LABELS[status].label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tipo" name="tipo" defaultValue={params.tipo ? String(params.tipo) : ''}>
          <option value="">Todos</option>
          {Object.entries(LISTING_TYPES).map(([code, type]) => (
            <option key={code} value={code}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <AdvertiserField initial={params.anunciante ?? ''} />
        <Button type="submit" variant="secondary" isLoading={isFiltering} loadingText="Filtrando...">
          Filtrar
        </Button>
      </Form>
    </div>
  );
}

/**
 * "Anunciante": the advertiser's name or e-mail (or code), with suggestions of accounts as it is
 * typed (issue 33); a suggestion puts its e-mail in the field. The text itself is the filter.
 */
function AdvertiserField({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const loadAdvertisers = useCallback(
    async (typed: string): Promise<ComboboxOption[]> =>
      (await findUsers(createApiClient(), { q: typed })).data.slice(0, 8).map((u) => ({
        value: String(u.codigoUSUARIO),
        label: u.emailUSUARIO,
        hint: [u.nomeUSUARIO, u.sobrenomeUSUARIO].filter(Boolean).join(' '),
      })),
    [],
  );
  return (
    <Combobox
      label="Anunciante"
      name="anunciante"
      hint="Nome ou e-mail."
      icon={<UserRound aria-hidden="true" className="size-5" />}
      text={text}
      onTextChange={setText}
      minChars={2}
      maxResults={8}
      loadOptions={loadAdvertisers}
    />
  );
}

function ShortcutHelp() {
  return (
    <section
      aria-labelledby="atalhos-titulo"
      // Keyboard shortcuts are for a keyboard: hidden on phones and on touch screens (issue 33).
      className="hidden rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-[15px] text-slate-700 lg:block pointer-coarse:hidden"
    >
      <h2 id="atalhos-titulo" className="font-semibold text-slate-900">
        Atalhos do teclado
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {QUEUE_SHORTCUTS.map((s) => (
          <li key={s.key}>
            <kbd className="rounded border border-slate-300 bg-white px-1.5 font-mono text-sm text-slate-900">
              {s.key}
            </kbd>{' '}
            {s.label}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-slate-600">
        Depois de aprovar ou reprovar, o próximo anúncio da fila fica selecionado. Os atalhos não valem
        enquanto você digita num campo.
      </p>
    </section>
  );
}

interface RowActions {
  busyId: number | null;
  onApprove: (listing: AdminListingItem) => void;
  onReject: (listing: AdminListingItem) => void;
  onInactivate: (listing: AdminListingItem) => void;
  onHighlight: (listing: AdminListingItem) => void;
  onPreview: (listing: AdminListingItem) => void;
}

/** The queue's selection (null outside the queue). */
type QueueSelection = { selected: number; onSelect: (index: number) => void } | null;

/** Every action names its ad for screen readers (one row of many buttons with the same words). */
function Actions({ listing, actions }: { listing: AdminListingItem; actions: RowActions }) {
  const title = listing.tituloANUNCIO;
  const isBusy = actions.busyId === listing.codigoANUNCIO;
  const status = listing.statusANUNCIO;
  const isHighlighted = listing.destaqueANUNCIO === 1;
  return (
    <div className="flex flex-wrap items-center gap-1" aria-busy={isBusy || undefined}>
      {status === 'pendente' ? (
        <RowAction
          icon={CheckCircle2}
          label="Aprovar"
          name={title}
          disabled={isBusy}
          onClick={() => actions.onApprove(listing)}
        />
      ) : null}
      {status === 'pendente' || status === 'publicado' ? (
        <RowAction
          icon={XCircle}
          label="Reprovar"
          name={title}
          tone="danger"
          disabled={isBusy}
          onClick={() => actions.onReject(listing)}
        />
      ) : null}
      {status === 'pendente' || status === 'publicado' ? (
        <RowAction
          icon={PowerOff}
          label="Inativar"
          name={title}
          disabled={isBusy}
          onClick={() => actions.onInactivate(listing)}
        />
      ) : null}
      <RowAction
        icon={Star}
        iconClassName={isHighlighted ? 'fill-amber-500 text-amber-600' : undefined}
        label="Destaque"
        name={title}
        pressed={isHighlighted}
        disabled={isBusy}
        onClick={() => actions.onHighlight(listing)}
      />
      <RowAction
        icon={Eye}
        label="Pré-visualizar"
        name={title}
        disabled={isBusy}
        onClick={() => actions.onPreview(listing)}
      />
      <RowActionLink
        to={`/painel/admin/anuncios/${listing.codigoANUNCIO}`}
        icon={FileSearch}
        label="Detalhes"
        name={title}
      />
    </div>
  );
}

const typeName = (listing: AdminListingItem) => LISTING_TYPES[listing.tipoANUNCIO as ListingType]?.name ?? '';

function Reports({ count }: { count: number }) {
  if (count === 0) return <span className="text-slate-500">0</span>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-red-800">
      <Flag aria-hidden="true" className="size-4" />
      {count}
      <span className="sr-only">{count === 1 ? ' denúncia aberta' : ' denúncias abertas'}</span>
    </span>
  );
}

/** What a queue row carries: its index for the shortcuts, focusable, marked when selected. */
function queueRowProps(queue: QueueSelection, index: number) {
  if (!queue) return {};
  return {
    'data-queue-row': index,
    tabIndex: -1,
    'aria-current': queue.selected === index ? ('true' as const) : undefined,
    onFocus: () => queue.onSelect(index),
  };
}

const selectedClass =
  'aria-[current=true]:bg-teal-50 focus:outline-2 focus:-outline-offset-2 focus:outline-teal-700';

function ListingTable({
  listings,
  actions,
  queue,
}: {
  listings: readonly AdminListingItem[];
  actions: RowActions;
  queue: QueueSelection;
}) {
  return (
    <DataTable
      caption={queue ? 'Fila de moderação' : 'Anúncios'}
      columns={['Título', 'Anunciante', 'Tipo', 'Situação', 'Denúncias', 'Ações']}
    >
      {listings.map((listing, index) => (
        <tr
          key={listing.codigoANUNCIO}
          {...queueRowProps(queue, index)}
          className={queue ? selectedClass : undefined}
        >
          <td className="px-4 py-2 align-top">
            <span className="font-medium text-slate-900">{listing.tituloANUNCIO}</span>
            <span className="block text-sm text-slate-600">
              Código {listing.codigoANUNCIO} ·{' '}
              {queue
                ? `aguarda desde ${formatDate(listing.atualizadoEm)}`
                : `criado em ${formatDate(listing.criadoEm)}`}
            </span>
            {listing.motivoReprovacao ? (
              <span className="block text-sm text-red-800">Motivo: {listing.motivoReprovacao}</span>
            ) : null}
          </td>
          <td className="px-4 py-2 align-top">
            <span className="text-slate-900">{listing.anunciante.nome}</span>
            <span className="block text-sm break-all text-slate-600">{listing.anunciante.email}</span>
          </td>
          <td className="px-4 py-2 align-top text-slate-700">{typeName(listing)}</td>
          <td className="px-4 py-2 align-top">
            <ListingStatusBadge status={listing.statusANUNCIO} />
          </td>
          <td className="px-4 py-2 align-top">
            <Reports count={listing.denunciasAbertas} />
          </td>
          <td className="px-2 py-1 align-top">
            <Actions listing={listing} actions={actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function ListingCards({
  listings,
  actions,
  queue,
}: {
  listings: readonly AdminListingItem[];
  actions: RowActions;
  queue: QueueSelection;
}) {
  return (
    <ul className="space-y-3 lg:hidden" aria-label={queue ? 'Fila de moderação' : 'Anúncios'}>
      {listings.map((listing, index) => (
        <li
          key={listing.codigoANUNCIO}
          {...queueRowProps(queue, index)}
          className={`rounded-xl border border-slate-200 bg-white p-4 ${queue ? selectedClass : ''}`}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-slate-900">{listing.tituloANUNCIO}</h2>
              <p className="text-sm text-slate-600">
                {typeName(listing)} · Código {listing.codigoANUNCIO}
              </p>
              <p className="text-sm break-all text-slate-600">
                {listing.anunciante.nome} · {listing.anunciante.email}
              </p>
              {listing.denunciasAbertas > 0 ? (
                <p className="mt-1 text-sm">
                  <Reports count={listing.denunciasAbertas} />
                </p>
              ) : null}
              {listing.motivoReprovacao ? (
                <p className="mt-1 text-sm text-red-800">Motivo: {listing.motivoReprovacao}</p>
              ) : null}
            </div>
            <ListingStatusBadge status={listing.statusANUNCIO} />
          </div>
          <div className="mt-2 -ml-2.5">
            <Actions listing={listing} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
