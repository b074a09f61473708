import { Heart } from 'lucide-react';
import { toggleFavorite, useIsFavorite, type Favorite } from '../lib/favorites-store.ts';
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
