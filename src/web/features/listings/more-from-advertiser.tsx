import { ListingCard } from '../../components/listing-card.tsx';
import type { ListingCardData } from '../../lib/listing-cards.ts';

/**
 * "Mais anúncios deste anunciante": up to 8 of the advertiser's other published
 * listings, newest first, under the listing. Rendered with the page (the loader asks for them),
 * so nothing moves once it is shown; absent when there are none. A scrolling row on phones.
 */
export function MoreFromAdvertiser({
  listings,
  advertiser,
}: {
  listings: ListingCardData[];
  advertiser: string;
}) {
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="mais-do-anunciante-titulo" className="mt-12">
      <h2 id="mais-do-anunciante-titulo" className="text-xl font-semibold text-slate-900">
        Mais anúncios deste anunciante
      </h2>
      <p className="mt-1 text-slate-600">{advertiser}</p>
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
        {listings.map((listing) => (
          <li key={listing.codigo} className="w-[78%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none">
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
