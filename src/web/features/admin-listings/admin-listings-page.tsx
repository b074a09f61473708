import { CheckCircle2, Search } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import type { AdminListing, AdminListingItem } from '#shared/contracts/admin-listings.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { ROW_ACTION_FAILED } from '../../lib/use-row-action.ts';
import {
  approveListing,
  findAdminListing,
  inactivateListing,
  rejectListing,
  setHighlight,
} from './admin-listings-api.ts';
import { adminListingsHref, isModerationQueue, type AdminListingsParams } from './admin-listings-params.ts';
import { AdminListingsTabs } from './admin-listings-tabs.tsx';
import { ListingFilters, type AdvertiserLoader } from './listing-filters.tsx';
import { ListingList, type ListingRowActions, type StatusBadgeComponent } from './listing-list.tsx';
import { QUEUE_SHORTCUTS, useQueueShortcuts, type QueueShortcut } from './queue-shortcuts.ts';
import { ReasonDialog, type ReasonRequest } from './reason-dialog.tsx';

const LOAD_FAILED = 'Não foi possível carregar os anúncios.';

type Notice = { tone: 'success' | 'error'; message: string };

/** What the route hands in from other features: a feature imports no other. */
export interface AdminListingsParts {
  StatusBadge: StatusBadgeComponent;
  PreviewDialog: ComponentType<{ listing: AdminListing | null; onClose: () => void }>;
  loadAdvertisers: AdvertiserLoader;
}

/**
 * The admin's ads (every ad, or the moderation queue: the pending ones, oldest waiting first, with
 * keyboard shortcuts). Row actions are calls from the browser, then the list is loaded again.
 */
export function AdminListingsPage({
  params,
  totalPages,
  total,
  listings,
  failed,
  parts: { StatusBadge, PreviewDialog, loadAdvertisers },
}: {
  params: AdminListingsParams;
  totalPages: number;
  total: number;
  listings: AdminListingItem[];
  failed: boolean;
  parts: AdminListingsParts;
}) {
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
      setNotice({ tone: 'error', message: formErrorFrom(error, ROW_ACTION_FAILED).message });
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

  const actions: ListingRowActions = {
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
          setNotice({ tone: 'error', message: formErrorFrom(error, ROW_ACTION_FAILED).message });
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

      <ListingFilters
        params={params}
        isFiltering={isFiltering}
        isQueue={isQueue}
        loadAdvertisers={loadAdvertisers}
      />

      {isQueue ? <ShortcutHelp /> : null}

      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : (
        <ListingList
          listings={listings}
          actions={actions}
          queue={isQueue ? { selected, onSelect: setSelected } : null}
          StatusBadge={StatusBadge}
          summary={
            isQueue
              ? `${total === 1 ? '1 anúncio aguardando' : `${total} anúncios aguardando`} moderação, o mais antigo primeiro`
              : total === 1
                ? '1 anúncio'
                : `${total} anúncios`
          }
          empty={
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
          }
          pager={{
            page: params.page,
            totalPages,
            hrefFor: (page) => adminListingsHref({ ...params, page }),
          }}
        />
      )}

      <PreviewDialog listing={preview} onClose={() => setPreview(null)} />
      <ReasonDialog request={reasonRequest} onClose={() => setReasonRequest(null)} />
    </div>
  );
}

/** Focuses the visible element of queue row `index` (the table on wide screens, the card otherwise). */
function focusQueueRow(index: number) {
  const rows = document.querySelectorAll<HTMLElement>(`[data-queue-row="${index}"]`);
  [...rows].find((row) => row.offsetParent !== null)?.focus();
}

function ShortcutHelp() {
  return (
    <section
      aria-labelledby="atalhos-titulo"
      // Keyboard shortcuts are for a keyboard: hidden on phones and on touch screens.
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
