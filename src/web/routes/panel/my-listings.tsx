import { Copy, Eye, Megaphone, Pencil, PowerOff, Search, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { MY_LISTINGS_MESSAGES, MY_LISTINGS_PAGE_SIZES } from '#shared/contracts/my-listings.constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Pagination } from '../../components/search/pagination.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { RowAction, RowActionLink } from '../../components/ui/row-action.tsx';
import {
  listingsHref,
  myListingsParams,
  type ListingNotice,
} from '../../features/my-listings/my-listings-list.ts';
import { ListingPreviewDialog } from '../../features/my-listings/listing-preview-dialog.tsx';
import { ListingStatusBadge, RevisionBadge } from '../../features/my-listings/listing-status-badge.tsx';
import {
  duplicateMyListing,
  findMyListings,
  inactivateMyListing,
  publishMyListing,
  removeMyListing,
} from '../../features/my-listings/my-listings-api.ts';
import { publishErrorFrom, type PublishError } from '../../features/my-listings/publish-errors.ts';
import { isWorthLogging } from '../../features/panel/billing.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { useFieldFollowing } from '../../lib/use-field-following.ts';
import { useLocationNotice } from '../../lib/use-location-notice.ts';
import type { Route } from './+types/my-listings';

const LOAD_FAILED = 'Não foi possível carregar seus anúncios.';

/**
 * /painel/anuncios (spec 2 §2 "Panel my-ads"): the user's ads, 10 a page, searched by title
 * (`q` and `page` in the address: shareable, server-rendered, Filtrar works without JavaScript).
 * The row actions are calls from the browser, then the list is loaded again.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, q } = myListingsParams(new URL(request.url).searchParams);
  try {
    const answer = await findMyListings(createApiClient({ context, request }), {
      page,
      q: q || undefined,
      limit: MY_LISTINGS_PAGE_SIZES.list,
    });
    return {
      q,
      page: answer.page,
      totalPages: answer.totalPages,
      total: answer.total,
      listings: answer.data,
      failed: false,
    };
  } catch (error) {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'painel/anuncios: lista indisponível');
    return { q, page, totalPages: 0, total: 0, listings: [] as MyListing[], failed: true };
  }
}

export const meta = () => [{ title: 'Meus anúncios | NC' }, { name: 'robots', content: 'noindex' }];

type Pending = { kind: 'remove'; listing: MyListing } | null;

export default function PanelMyListings({ loaderData }: Route.ComponentProps) {
  const { q, page, totalPages, total, listings, failed } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useLocationNotice<ListingNotice>();
  const [error, setError] = useState<PublishError | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [preview, setPreview] = useState<MyListing | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const searchField = useFieldFollowing(q);

  useEffect(() => {
    if (notice || error) messageRef.current?.focus();
  }, [notice, error]);

  async function run(listing: MyListing, action: () => Promise<string>) {
    setBusyId(listing.codigoANUNCIO);
    setError(null);
    setNotice(null);
    try {
      const message = await action();
      setNotice({ tone: 'success', message });
      await revalidator.revalidate();
    } catch (err) {
      setError(publishErrorFrom(err));
    } finally {
      setBusyId(null);
    }
  }

  const api = () => createApiClient();
  const actions: RowActions = {
    busyId,
    onPreview: setPreview,
    onPublish: (listing) =>
      void run(listing, async () => {
        const published = await publishMyListing(api(), listing.codigoANUNCIO);
        return published.statusANUNCIO === 'publicado'
          ? 'Anúncio publicado.'
          : 'Anúncio enviado para moderação.';
      }),
    onInactivate: (listing) =>
      void run(listing, async () => {
        await inactivateMyListing(api(), listing.codigoANUNCIO);
        return 'Anúncio inativado.';
      }),
    onDuplicate: (listing) =>
      void run(listing, async () => (await duplicateMyListing(api(), listing.codigoANUNCIO)).message),
    onRemove: (listing) => setPending({ kind: 'remove', listing }),
  };

  const isSearching = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Meus anúncios</h1>
        <Link to="/painel/anuncios/novo" className={buttonClass('primary')}>
          <Megaphone aria-hidden="true" className="size-5" />
          Novo anúncio
        </Link>
      </div>

      <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Buscar pelo título"
          name="q"
          type="search"
          defaultValue={q}
          ref={searchField}
          className="flex-1"
          leading={<Search aria-hidden="true" className="size-5" />}
        />
        <Button type="submit" variant="secondary" isLoading={isSearching} loadingText="Filtrando...">
          Filtrar
        </Button>
      </Form>

      {notice ? (
        <Alert ref={messageRef} tone={notice.tone}>
          {notice.message}
        </Alert>
      ) : null}
      {error ? (
        <Alert ref={messageRef} tone="error" title={error.message}>
          {error.link ? (
            <Link to={error.link.to} className="font-semibold underline underline-offset-4">
              {error.link.label}
            </Link>
          ) : null}
        </Alert>
      ) : null}

      {failed ? (
        <LoadFailedAlert title={LOAD_FAILED} />
      ) : listings.length === 0 ? (
        q ? (
          <EmptyState
            icon={Search}
            message={`Nenhum anúncio com “${q}” no título.`}
            action={
              <Link
                to="/painel/anuncios"
                className="font-semibold text-teal-800 underline-offset-4 hover:underline"
              >
                Ver todos
              </Link>
            }
          />
        ) : (
          <EmptyState
            icon={Megaphone}
            message={MY_LISTINGS_MESSAGES.empty}
            action={
              <Link to="/painel/anuncios/novo" className={buttonClass('primary')}>
                Novo anúncio
              </Link>
            }
          />
        )
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 1 ? '1 anúncio' : `${total} anúncios`}
          </p>
          <ListingTable listings={listings} actions={actions} />
          <ListingCards listings={listings} actions={actions} />
          <Pagination page={page} totalPages={totalPages} hrefFor={(p) => listingsHref(q, p)} />
        </>
      )}

      <ListingPreviewDialog listing={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        isOpen={pending?.kind === 'remove'}
        title={MY_LISTINGS_MESSAGES.confirmRemove}
        confirmLabel="Remover"
        isBusy={pending !== null && busyId === pending.listing.codigoANUNCIO}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          const { listing } = pending;
          void run(listing, async () => (await removeMyListing(api(), listing.codigoANUNCIO)).message).then(
            () => setPending(null),
          );
        }}
      >
        “{pending?.listing.tituloANUNCIO}” e suas imagens serão apagados. Esta ação não pode ser desfeita.
      </ConfirmDialog>
    </div>
  );
}

interface RowActions {
  busyId: number | null;
  onPreview: (listing: MyListing) => void;
  onPublish: (listing: MyListing) => void;
  onInactivate: (listing: MyListing) => void;
  onDuplicate: (listing: MyListing) => void;
  onRemove: (listing: MyListing) => void;
}

/** Edit, view, publish or inactivate, duplicate, remove; each names its ad for screen readers. */
function Actions({ listing, actions }: { listing: MyListing; actions: RowActions }) {
  const title = listing.tituloANUNCIO;
  const isBusy = actions.busyId === listing.codigoANUNCIO;
  const canPublish =
    listing.statusANUNCIO === 'rascunho' ||
    listing.statusANUNCIO === 'inativo' ||
    listing.statusANUNCIO === 'reprovado';
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

function ListingTable({ listings, actions }: { listings: readonly MyListing[]; actions: RowActions }) {
  return (
    <DataTable caption="Seus anúncios" columns={['Título', 'Categoria', 'Preço', 'Situação', 'Ações']}>
      {listings.map((listing) => (
        <tr key={listing.codigoANUNCIO}>
          <td className="px-4 py-2 font-medium text-slate-900">
            {listing.tituloANUNCIO}
            <RejectionReason listing={listing} />
          </td>
          <td className="px-4 py-2 text-slate-700">{listing.categoria.nomeCATEGORIA}</td>
          <td className="px-4 py-2 text-slate-700">{listing.precoANUNCIO || 'A combinar'}</td>
          <td className="px-4 py-2">
            <span className="flex flex-col items-start gap-1">
              <ListingStatusBadge status={listing.statusANUNCIO} />
              <RevisionBadge revision={listing.alteracao} />
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

function ListingCards({ listings, actions }: { listings: readonly MyListing[]; actions: RowActions }) {
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
          <div className="mt-2 -ml-2.5">
            <Actions listing={listing} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
