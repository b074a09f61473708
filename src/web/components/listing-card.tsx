import { MapPin } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { FavoriteButton } from './favorite-button.tsx';
import type { ListingCardData } from '../lib/listing-cards.ts';
import { ListingTypeBadge } from './listing-type-badge.tsx';
import { LISTING_TYPE_STYLES } from './listing-type-style.ts';

// Rendered width of a card: a scrolling row on phones, 2 columns on tablets, 4 from lg (max-w-7xl).
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 48vw, 80vw';

/**
 * What a listing shows instead of a photo it lacks or that fails to load (spec 1: "a missing image
 * falls back to a placeholder"): the type's icon on its soft colour, never
 * the browser's broken-image icon. It is no image, so it cannot fail in turn.
 */
export function ListingImagePlaceholder({
  tipo,
  label,
  className = '',
  iconClassName = 'size-10',
}: {
  tipo: 1 | 2 | 3 | 4;
  /** Said to screen readers where the photo would have been; none where the photo was decorative. */
  label?: string;
  className?: string;
  iconClassName?: string;
}) {
  const style = LISTING_TYPE_STYLES[tipo];
  const Icon = style.icon;
  return (
    <div
      className={`grid place-items-center ${style.soft} ${className}`}
      data-testid="listing-image-placeholder"
    >
      <Icon aria-hidden="true" className={`${iconClassName} opacity-70`} strokeWidth={1.5} />
      {label ? <span className="sr-only">{label}</span> : null}
    </div>
  );
}

/**
 * Whether the image of `src` failed to load: from its error event, or, for a server-rendered image
 * that failed before hydration attached the handler, from the element itself when it mounts (a
 * broken image is `complete` with no size; a lazy image not fetched yet has no currentSrc).
 */
export function useImageFailed(src: string | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const checkOnMount = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
    },
    [src],
  );
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  return { hasFailed: src !== undefined && failedSrc === src, checkOnMount, onError };
}

/**
 * A listing card (BRAND.md "Components"): image at the spec's 421:179 ratio, type badge,
 * title on at most two lines, "Cidade - UF", price or "A combinar", favourite heart. The whole
 * card is the title link (its ::after covers the card); the heart sits above it, so there are
 * two tab stops per listing. `showFavorite={false}` leaves the heart out.
 */
export function ListingCard({
  listing,
  showFavorite = true,
  showSummary = false,
  isPriority = false,
}: {
  listing: ListingCardData;
  showFavorite?: boolean;
  /** The first words of the description under the place (the /busca results). */
  showSummary?: boolean;
  /** The first card of a results page is likely the LCP: load it at once, with high priority. */
  isPriority?: boolean;
}) {
  const image = useImageFailed(listing.image?.thumb);
  const { checkOnMount, onError } = image;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-shadow hover:shadow-lg hover:shadow-slate-200/70 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-teal-700 has-[a:focus-visible]:ring-offset-2">
      <div className="relative aspect-[421/179] overflow-hidden bg-slate-100">
        {listing.image && !image.hasFailed ? (
          <img
            ref={checkOnMount}
            src={listing.image.thumb}
            srcSet={`${listing.image.thumb} 300w, ${listing.image.src} 1000w`}
            sizes={CARD_SIZES}
            width={421}
            height={179}
            alt=""
            loading={isPriority ? 'eager' : 'lazy'}
            fetchPriority={isPriority ? 'high' : undefined}
            decoding="async"
            onError={onError}
            className="size-full object-cover"
          />
        ) : (
          <ListingImagePlaceholder tipo={listing.tipo} className="size-full" />
        )}
        <ListingTypeBadge tipo={listing.tipo} className="absolute top-2.5 left-2.5 shadow-sm" />
        {showFavorite ? (
          <FavoriteButton
            className="absolute top-1.5 right-1.5 z-10"
            favorite={{
              id: listing.titulo,
              titulo: listing.titulo,
              descricao: listing.resumo ?? '',
              imagem: listing.image?.thumb ?? '',
              codigo: listing.codigo,
              href: listing.href,
            }}
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          <Link to={listing.href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {listing.titulo}
          </Link>
        </h3>
        {listing.place ? (
          <p className="mt-1.5 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="truncate">{listing.place}</span>
          </p>
        ) : null}
        {showSummary && listing.resumo ? (
          <p className="mt-2 line-clamp-3 text-sm text-slate-600">{listing.resumo}</p>
        ) : null}
        <p className="mt-auto pt-3 text-lg font-semibold text-slate-900">{listing.price}</p>
      </div>
    </article>
  );
}
