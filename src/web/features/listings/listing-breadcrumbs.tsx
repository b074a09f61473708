import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import type { ListingDetailData } from './listing-view.ts';

/** Home › Anúncios › the listing (its BreadcrumbList is in the JSON-LD), and 'Ver todos' of its type. */
export function ListingBreadcrumbs({ listing }: { listing: ListingDetailData }) {
  return (
    <nav
      aria-label="Trilha de navegação"
      className="mb-6 flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-slate-600">
        <li>
          <Link to={paths.home.getHref()} className="hover:text-teal-700 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4 text-slate-400" />
        </li>
        <li>
          <Link to={paths.listings.getHref()} className="hover:text-teal-700 hover:underline">
            Anúncios
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4 text-slate-400" />
        </li>
        <li aria-current="page" className="line-clamp-1 max-w-[60ch] text-slate-900">
          {listing.titulo}
        </li>
      </ol>
      <Link
        to={`/anuncios?tipo=${listing.tipo}`}
        className="inline-flex min-h-11 items-center font-semibold text-teal-700 hover:text-teal-800 hover:underline"
      >
        Ver todos →
      </Link>
    </nav>
  );
}
