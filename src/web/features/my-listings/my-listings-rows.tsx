import type { ReactNode } from 'react';
import { BadgeCheck, CircleStop, Copy, Eye, Pencil, PowerOff, Send, Trash2 } from 'lucide-react';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { DataTable } from '../../components/ui/data-table.tsx';
import { RowAction, RowActionLink } from '../../components/ui/row-action.tsx';
import { closingActionsOf } from './closing-actions.ts';
import { ListingRunLine } from './listing-run-line.tsx';
import { ListingStatusBadge, RevisionBadge } from './listing-status-badge.tsx';

export interface RowActions {
  busyId: number | null;
  onPreview: (listing: MyListing) => void;
  onPublish: (listing: MyListing) => void;
  onInactivate: (listing: MyListing) => void;
  /** "Marcar como vendido" (a Produto) and "Encerrar": each asks first (ADR 023). */
  onSell: (listing: MyListing) => void;
  onEnd: (listing: MyListing) => void;
  onDuplicate: (listing: MyListing) => void;
  onRemove: (listing: MyListing) => void;
}

/**
 * Edit, view, publish or inactivate, sold or end, duplicate, remove; each names its ad for screen
 * readers.
 */
function Actions({ listing, actions }: { listing: MyListing; actions: RowActions }) {
  const title = listing.tituloANUNCIO;
  const isBusy = actions.busyId === listing.codigoANUNCIO;
  const canPublish =
    listing.statusANUNCIO === 'rascunho' ||
    listing.statusANUNCIO === 'inativo' ||
    listing.statusANUNCIO === 'reprovado';
  const { canSell, canEnd } = closingActionsOf(listing);
  return (
    <div className="flex flex-wrap items-center gap-1" aria-busy={isBusy || undefined}>
      <RowActionLink
        to={`/painel/anuncios/${listing.codigoANUNCIO}/editar`}
        icon={Pencil}
        label="Editar"
        name={title}
      />
      <RowAction icon={Eye} label="Visualizar" name={title} onClick={() => actions.onPreview(listing)} />
      {canPublish ? (
        <RowAction
          icon={Send}
          label="Publicar"
          name={title}
          disabled={isBusy}
          onClick={() => actions.onPublish(listing)}
        />
      ) : null}
      {listing.statusANUNCIO === 'publicado' ? (
        <RowAction
          icon={PowerOff}
          label="Inativar"
          name={title}
          disabled={isBusy}
          onClick={() => actions.onInactivate(listing)}
        />
      ) : null}
      {canSell ? (
        <RowAction
          icon={BadgeCheck}
          label="Marcar como vendido"
          name={title}
          disabled={isBusy}
          onClick={() => actions.onSell(listing)}
        />
      ) : null}
      {canEnd ? (
        <RowAction
          icon={CircleStop}
          label="Encerrar"
          name={title}
          disabled={isBusy}
          onClick={() => actions.onEnd(listing)}
        />
      ) : null}
      <RowAction
        icon={Copy}
        label="Duplicar"
        name={title}
        disabled={isBusy}
        onClick={() => actions.onDuplicate(listing)}
      />
      <RowAction
        icon={Trash2}
        label="Remover"
        name={title}
        tone="danger"
        disabled={isBusy}
        onClick={() => actions.onRemove(listing)}
      />
    </div>
  );
}

/** Why the admin refused it (reprovado), when a reason was given. */
function RejectionReason({ listing }: { listing: MyListing }) {
  if (listing.statusANUNCIO !== 'reprovado' || !listing.motivoReprovacao) return null;
  return <p className="mt-1 text-sm font-normal text-red-800">Motivo: {listing.motivoReprovacao}</p>;
}

interface RowsProps {
  listings: readonly MyListing[];
  actions: RowActions;
  /** The loader's clock (ISO): until when each ad is on the air, and whether it is renewable. */
  now: string;
  /** The ad's statistics line (views, contacts, the way to its page), given by the route. */
  statsOf?: (listing: MyListing) => ReactNode;
}

export function ListingTable({ listings, actions, now, statsOf }: RowsProps) {
  return (
    <DataTable caption="Seus anúncios" columns={['Título', 'Categoria', 'Preço', 'Situação', 'Ações']}>
      {listings.map((listing) => (
        <tr key={listing.codigoANUNCIO}>
          <td className="px-4 py-2 font-medium text-slate-900">
            {listing.tituloANUNCIO}
            <RejectionReason listing={listing} />
            {statsOf ? <div className="mt-1">{statsOf(listing)}</div> : null}
          </td>
          <td className="px-4 py-2 text-slate-700">{listing.categoria.nomeCATEGORIA}</td>
          <td className="px-4 py-2 text-slate-700">{listing.precoANUNCIO || 'A combinar'}</td>
          <td className="px-4 py-2">
            <span className="flex flex-col items-start gap-1">
              <ListingStatusBadge status={listing.statusANUNCIO} />
              <RevisionBadge revision={listing.alteracao} />
              <ListingRunLine listing={listing} now={now} />
            </span>
          </td>
          <td className="px-2 py-1">
            <Actions listing={listing} actions={actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function ListingCards({ listings, actions, now, statsOf }: RowsProps) {
  return (
    <ul className="space-y-3 lg:hidden" aria-label="Seus anúncios">
      {listings.map((listing) => (
        <li key={listing.codigoANUNCIO} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-slate-900">{listing.tituloANUNCIO}</h2>
              <p className="text-sm text-slate-600">
                {listing.categoria.nomeCATEGORIA} · {listing.precoANUNCIO || 'A combinar'}
              </p>
              <RejectionReason listing={listing} />
            </div>
            <span className="flex flex-col items-end gap-1">
              <ListingStatusBadge status={listing.statusANUNCIO} />
              <RevisionBadge revision={listing.alteracao} />
            </span>
          </div>
          <ListingRunLine listing={listing} now={now} className="mt-2" />
          {statsOf ? <div className="mt-1">{statsOf(listing)}</div> : null}
          <div className="mt-2 -ml-2.5">
            <Actions listing={listing} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
