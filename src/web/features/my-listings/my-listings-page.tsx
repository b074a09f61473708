import { Megaphone, Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { MY_LISTINGS_MESSAGES } from '#shared/contracts/my-listings.constants.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Pagination } from '../../components/search/pagination.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { useFieldFollowing } from '../../lib/use-field-following.ts';
import { useLocationNotice } from '../../lib/use-location-notice.ts';
import { ONE_AD_ON_THE_AIR_RULE } from '../../lib/plan-rule.ts';
import { ListingPreviewDialog } from './listing-preview-dialog.tsx';
import { CLOSING_TEXTS, type ClosingKind } from './closing-actions.ts';
import { ClosingDialog } from './closing-dialog.tsx';
import {
  duplicateMyListing,
  endMyListing,
  inactivateMyListing,
  markMyListingSold,
  publishMyListing,
  removeMyListing,
} from './my-listings-api.ts';
import { listingsHref, type ListingNotice } from './my-listings-list.ts';
import { ListingCards, ListingTable, type RowActions } from './my-listings-rows.tsx';
import { publishErrorFrom, type PublishError } from './publish-errors.ts';

const LOAD_FAILED = 'Não foi possível carregar seus anúncios.';

type Pending = { kind: 'remove' | ClosingKind; listing: MyListing } | null;

/**
 * The own ads' page: search by title (a GET form, so Filtrar works without JavaScript), the
 * ads as a table or cards with their row actions, the pager. An action is a call from the
 * browser, then the list is loaded again and a notice that takes the focus says how it went.
 */
export function MyListingsPage({
  q,
  page,
  totalPages,
  total,
  listings,
  failed,
  now,
  statsOf,
}: {
  q: string;
  page: number;
  totalPages: number;
  total: number;
  listings: MyListing[];
  failed: boolean;
  /** The loader's clock (ISO): each ad's end is shown against it. */
  now: string;
  /** An ad's views and contacts and the way to its statistics (issue 35 item 2), under its title. */
  statsOf?: (listing: MyListing) => ReactNode;
}) {
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
    onSell: (listing) => setPending({ kind: 'sell', listing }),
    onEnd: (listing) => setPending({ kind: 'end', listing }),
    onDuplicate: (listing) =>
      void run(listing, async () => (await duplicateMyListing(api(), listing.codigoANUNCIO)).message),
    onRemove: (listing) => setPending({ kind: 'remove', listing }),
  };

  /** Sold or ended (ADR 023): the row shows its new status once the list is loaded again. */
  function close(kind: ClosingKind, listing: MyListing) {
    void run(listing, async () => {
      await (kind === 'sell' ? markMyListingSold : endMyListing)(api(), listing.codigoANUNCIO);
      return CLOSING_TEXTS[kind].done;
    }).then(() => setPending(null));
  }

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
          <p className="text-[15px] text-slate-700">{ONE_AD_ON_THE_AIR_RULE}</p>
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 1 ? '1 anúncio' : `${total} anúncios`}
          </p>
          <ListingTable listings={listings} actions={actions} now={now} statsOf={statsOf} />
          <ListingCards listings={listings} actions={actions} now={now} statsOf={statsOf} />
          <Pagination page={page} totalPages={totalPages} hrefFor={(p) => listingsHref(q, p)} />
        </>
      )}

      <ListingPreviewDialog listing={preview} onClose={() => setPreview(null)} />
      <ClosingDialog
        pending={
          pending && pending.kind !== 'remove' ? { kind: pending.kind, listing: pending.listing } : null
        }
        isBusy={pending !== null && busyId === pending.listing.codigoANUNCIO}
        onClose={() => setPending(null)}
        onConfirm={close}
      />
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
