import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { ListingRunLine } from './listing-run-line.tsx';
import type { LiveListing } from './listing-run.ts';

/** The dashboard shows this many published ads, those ending soonest. */
export const LIVE_LISTINGS_SHOWN = 5;

/**
 * The dashboard's "Anúncios no ar" (issue 35): the published ads ending soonest, each with its
 * title (to its edit page), until when it is on the air and Renovar when renewable, and the way
 * to all of them. `listings` is null when they could not be loaded: a short message, the rest of
 * the dashboard as it is.
 */
export function LiveListingsCard({ listings, now }: { listings: LiveListing[] | null; now: string }) {
  return (
    <section
      aria-labelledby="anuncios-no-ar-titulo"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="anuncios-no-ar-titulo" className="text-lg font-semibold text-slate-900">
          Anúncios no ar
        </h2>
        <Link
          to={paths.panelListings.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 hover:underline"
        >
          Ver todos<span className="sr-only"> os seus anúncios</span>
        </Link>
      </div>
      {listings === null ? (
        <p className="mt-3 text-slate-600">
          Não foi possível carregar seus anúncios no ar agora. Tente de novo em alguns instantes.
        </p>
      ) : listings.length === 0 ? (
        <p className="mt-3 text-slate-600">Nenhum anúncio no ar.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {listings.map((listing) => (
            <li
              key={listing.codigoANUNCIO}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <Link
                to={`/painel/anuncios/${listing.codigoANUNCIO}/editar`}
                className="inline-flex min-h-11 min-w-0 items-center font-medium break-words text-teal-800 underline-offset-4 hover:underline"
              >
                {listing.tituloANUNCIO}
              </Link>
              <ListingRunLine listing={listing} now={now} className="sm:justify-end" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
