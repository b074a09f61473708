import { X } from 'lucide-react';
import { dismissFavoritesNotice, useFavoritesNotice } from '../lib/favorites-store.ts';

// Apart from the heart (favorite-button.tsx): the notice is on every page through the header, the
// heart only where there are listings, so the heart's code stays off pages without them.

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
