import { ExternalLink } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { LISTING_TYPES, type TransactionType } from '#shared/constants.ts';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { MY_LISTINGS_MESSAGES } from '#shared/contracts/my-listings.constants.ts';
import { paths } from '#shared/paths.ts';
import { ModalCloseButton, ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';

export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  compra: 'Compra',
  doacao: 'Doação',
  emprestimo: 'Empréstimo',
  locacao: 'Locação',
  troca: 'Troca',
  venda: 'Venda',
};

/**
 * "Pré-visualização pública" (spec 2 §2): the ad as visitors see it. The public page cannot sit
 * in an iframe here (the site answers frame-ancestors 'none', against clickjacking), so the
 * modal draws the public page's main parts itself and, for a published ad, links to the page.
 */
export function ListingPreviewDialog({
  listing,
  onClose,
}: {
  listing: MyListing | null;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      isOpen={listing !== null}
      onClose={onClose}
      className="fixed inset-x-2 top-4 bottom-4 mx-auto flex max-w-3xl flex-col overflow-hidden rounded-xl bg-white shadow-xl sm:inset-x-6"
    >
      {listing ? <Preview listing={listing} /> : null}
    </ModalDialog>
  );
}

function Preview({ listing }: { listing: MyListing }) {
  const cover = listing.imagens[0];
  const isPublic = listing.statusANUNCIO === 'publicado';
  const typeName = LISTING_TYPES[listing.tipoANUNCIO as keyof typeof LISTING_TYPES]?.name;
  return (
    <>
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
        <Dialog.Title className="text-lg font-semibold text-slate-900">
          {MY_LISTINGS_MESSAGES.previewTitle}
        </Dialog.Title>
        <ModalCloseButton className="-mr-2" />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <ListingStatusBadge status={listing.statusANUNCIO} />
          {isPublic ? (
            <a
              href={paths.listingDetail.getHref(listing)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 hover:underline"
            >
              Abrir a página pública
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          ) : (
            <p className="text-sm text-slate-600">Só anúncios publicados aparecem no site.</p>
          )}
        </div>
        <article aria-label={`Prévia de ${listing.tituloANUNCIO}`}>
          {cover ? (
            <img
              src={cover.urlIMAGEM}
              alt={`Capa de ${listing.tituloANUNCIO}`}
              width={1000}
              height={424}
              className="aspect-[1000/424] w-full rounded-lg bg-slate-100 object-cover"
            />
          ) : (
            <div className="grid aspect-[1000/424] w-full place-items-center rounded-lg bg-slate-100 text-slate-600">
              Sem imagens
            </div>
          )}
          {listing.imagens.length > 1 ? (
            <ul className="mt-2 flex gap-2 overflow-x-auto" aria-label="Outras imagens">
              {listing.imagens.slice(1).map((image, index) => (
                <li key={image.urlIMAGEM} className="shrink-0">
                  <img
                    src={image.urlThumbIMAGEM}
                    alt={`Imagem ${index + 2}`}
                    width={150}
                    height={64}
                    className="h-16 w-[150px] rounded bg-slate-100 object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-4 text-sm font-medium text-teal-800">
            {[typeName, listing.categoria.nomeCATEGORIA].filter(Boolean).join(' · ')}
          </p>
          <h3 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">
            {listing.tituloANUNCIO}
          </h3>
          {listing.subtituloANUNCIO ? (
            <p className="mt-1 text-lg text-slate-700">{listing.subtituloANUNCIO}</p>
          ) : null}
          <p className="mt-3 text-xl font-semibold text-slate-900">{listing.precoANUNCIO || 'A combinar'}</p>
          {listing.tiposTransacaoANUNCIO.length > 0 ? (
            <p className="mt-2 text-[15px] text-slate-700">
              {listing.tiposTransacaoANUNCIO
                .map((t) => TRANSACTION_LABELS[t as keyof typeof TRANSACTION_LABELS] ?? t)
                .join(', ')}
            </p>
          ) : null}
          <p className="mt-4 text-[15px] whitespace-pre-line text-slate-800">{listing.descricaoANUNCIO}</p>
        </article>
      </div>
    </>
  );
}
