import { Heart, X } from 'lucide-react';
import {
  dismissFavoritesNotice,
  toggleFavorite,
  useFavoritesNotice,
  useIsFavorite,
  type Favorite,
} from '../lib/favorites-store.ts';
import { sendListingEvent } from '../lib/listing-events.ts';

/** The favourite heart (spec 1 §2): a toggle button, pressed when the listing is a favourite. */
export function FavoriteButton({
  favorite,
  size = 'md',
  className = '',
}: {
  favorite: Favorite;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const isFavorite = useIsFavorite(favorite);
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={`Favoritar ${favorite.titulo}`}
      title={isFavorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
      onClick={() => {
        // A favourite added counts in the advertiser's statistics (ADR 024); a removal does not.
        if (!isFavorite && favorite.codigo !== undefined) sendListingEvent(favorite.codigo, 'favorito');
        toggleFavorite(favorite);
      }}
      className={`grid shrink-0 place-items-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-200 transition-colors hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${size === 'lg' ? 'size-12' : 'size-11'} ${className}`}
    >
      <Heart
        aria-hidden="true"
        className={`${size === 'lg' ? 'size-6' : 'size-5'} ${isFavorite ? 'fill-red-600 text-red-600' : ''}`}
      />
    </button>
  );
}

/**
 * Why a heart went back (logged in, the server refused the change): one notice for the
 * whole page, fixed at the bottom, announced at once, until dismissed or the next change works.
 */
export function FavoritesNotice() {
  const notice = useFavoritesNotice();
  if (!notice) return null;
  return (
    // Alert's look without its icons: this is on every page (JavaScript budget).
    <div className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg shadow-lg">
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 py-3 pr-12 pl-4 text-[15px] text-red-900"
      >
        {notice}
      </p>
      <button
        type="button"
        onClick={dismissFavoritesNotice}
        aria-label="Fechar aviso"
        className="absolute top-1 right-1 grid size-11 place-items-center rounded-md text-red-900 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
