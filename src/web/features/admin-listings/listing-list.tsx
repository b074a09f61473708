import { CheckCircle2, Eye, FileSearch, Flag, PowerOff, Star, XCircle } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import type { AdminListingItem } from '#shared/contracts/admin-listings.contract.ts';
import type { MyListingStatus } from '#shared/contracts/my-listings.constants.ts';
import { ResponsiveList, type ListColumn, type ListItemProps } from '../../components/ui/responsive-list.tsx';
import { RowAction, RowActionLink } from '../../components/ui/row-action.tsx';
import { formatDate } from '../../lib/format.ts';

/** The status badge, the advertiser's own one: handed in by the route (a feature imports no other). */
export type StatusBadgeComponent = ComponentType<{ status: MyListingStatus }>;

export interface ListingRowActions {
  busyId: number | null;
  onApprove: (listing: AdminListingItem) => void;
  onReject: (listing: AdminListingItem) => void;
  onInactivate: (listing: AdminListingItem) => void;
  onHighlight: (listing: AdminListingItem) => void;
  onPreview: (listing: AdminListingItem) => void;
}

/** The queue's selection (null outside the queue). */
export type QueueSelection = { selected: number; onSelect: (index: number) => void } | null;

/** Every action names its ad for screen readers (one row of many buttons with the same words). */
function Actions({ listing, actions }: { listing: AdminListingItem; actions: ListingRowActions }) {
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

const selectedClass =
  'aria-[current=true]:bg-teal-50 focus:outline-2 focus:-outline-offset-2 focus:outline-teal-700';

/** What a queue row carries: its index for the shortcuts, focusable, marked when selected. */
function queueRowProps(queue: QueueSelection, index: number): ListItemProps {
  if (!queue) return {};
  return {
    'data-queue-row': index,
    tabIndex: -1,
    'aria-current': queue.selected === index ? 'true' : undefined,
    onFocus: () => queue.onSelect(index),
    className: selectedClass,
  };
}

function columnsOf(queue: QueueSelection, StatusBadge: StatusBadgeComponent): ListColumn<AdminListingItem>[] {
  return [
    {
      label: 'Título',
      className: 'px-4 py-2 align-top',
      cell: (listing) => (
        <>
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
        </>
      ),
    },
    {
      label: 'Anunciante',
      className: 'px-4 py-2 align-top',
      cell: (listing) => (
        <>
          <span className="text-slate-900">{listing.anunciante.nome}</span>
          <span className="block text-sm break-all text-slate-600">{listing.anunciante.email}</span>
        </>
      ),
    },
    { label: 'Tipo', className: 'px-4 py-2 align-top text-slate-700', cell: typeName },
    {
      label: 'Situação',
      className: 'px-4 py-2 align-top',
      cell: (listing) => <StatusBadge status={listing.statusANUNCIO} />,
    },
    {
      label: 'Denúncias',
      className: 'px-4 py-2 align-top',
      cell: (listing) => <Reports count={listing.denunciasAbertas} />,
    },
  ];
}

/** The ads, as a table on wide screens and cards on phones; in the queue, rows are selectable. */
export function ListingList({
  listings,
  actions,
  queue,
  summary,
  empty,
  pager,
  StatusBadge,
}: {
  listings: readonly AdminListingItem[];
  actions: ListingRowActions;
  queue: QueueSelection;
  summary: string;
  empty: ReactNode;
  pager: { page: number; totalPages: number; hrefFor: (page: number) => string };
  StatusBadge: StatusBadgeComponent;
}) {
  return (
    <ResponsiveList
      label={queue ? 'Fila de moderação' : 'Anúncios'}
      items={listings}
      itemKey={(listing) => listing.codigoANUNCIO}
      columns={columnsOf(queue, StatusBadge)}
      rowActions={(listing) => <Actions listing={listing} actions={actions} />}
      actionsCellClassName="px-2 py-1 align-top"
      itemProps={(_, index) => queueRowProps(queue, index)}
      summary={summary}
      empty={empty}
      pager={pager}
      renderCard={(listing) => (
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
          <StatusBadge status={listing.statusANUNCIO} />
        </div>
      )}
    />
  );
}
