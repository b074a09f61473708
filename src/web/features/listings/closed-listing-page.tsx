import { BadgeCheck, CircleStop, Search } from 'lucide-react';
import { Link } from 'react-router';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';
import type { ListingCardData } from '../../lib/listing-cards.ts';
import { CLOSED_OUTCOMES, similarSearchHref, type ClosedListingData } from './closed-listing.ts';
import { MoreFromAdvertiser } from './more-from-advertiser.tsx';

const ICONS = { vendido: BadgeCheck, encerrado: CircleStop } as const;

/**
 * The page of a listing sold or ended by its advertiser, in the 30 days after (ADR 023): its
 * title, a "Vendido" or "Encerrado" badge and since when, a way to similar listings, and the
 * advertiser's other listings. Its head (closed-listing.ts) keeps it out of search engines.
 */
export function ClosedListingPage({
  closed,
  advertiser,
  moreFromAdvertiser,
}: {
  closed: ClosedListingData;
  advertiser: string;
  moreFromAdvertiser: ListingCardData[];
}) {
  const outcome = CLOSED_OUTCOMES[closed.desfecho];
  const Icon = ICONS[closed.desfecho];
  return (
    <article className="page-container pt-6 pb-12 sm:pt-8">
      <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 sm:p-8">
        <p className="flex flex-wrap items-center gap-2">
          <span
            data-outcome={closed.desfecho}
            className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-500/30"
          >
            <Icon aria-hidden="true" className="size-4" />
            {outcome.badge}
          </span>
          <span className="text-sm text-slate-600">{LISTING_TYPE_STYLES[closed.tipo].singular}</span>
        </p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">
          {closed.titulo}
        </h1>
        <p className="mt-3 text-lg text-slate-700">
          {outcome.sentence} <time dateTime={closed.encerradoEm}>{formatDate(closed.encerradoEm)}</time>.
        </p>
        <Link to={similarSearchHref(closed.tipo)} className={buttonClass('primary', 'mt-6')}>
          <Search aria-hidden="true" className="size-5" />
          Buscar anúncios parecidos
        </Link>
      </div>
      <MoreFromAdvertiser listings={moreFromAdvertiser} advertiser={advertiser} />
    </article>
  );
}
