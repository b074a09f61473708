import { ChartColumn } from 'lucide-react';
import { RowActionLink } from '../../components/ui/row-action.tsx';
import { listingStatsHref, viewsAndContacts } from './stats-view.ts';

/** An ad's last 30 days as "Meus anúncios" shows them (the loader keeps these two numbers). */
export interface ListingCounts {
  views: number;
  contacts: number;
}

/**
 * An ad's line in "Meus anúncios" (issue 35 item 2): "123 visualizações · 4 contatos" over the
 * last 30 days, and "Estatísticas", its page. Without counts (their call failed) only the link.
 */
export function ListingStatsLine({
  listing,
  counts,
}: {
  listing: { codigoANUNCIO: number; tituloANUNCIO: string };
  counts: ListingCounts | null;
}) {
  return (
    <div>
      {counts ? (
        <p className="text-sm font-normal text-slate-700">
          {viewsAndContacts(counts)} <span className="text-slate-600">(30 dias)</span>
        </p>
      ) : null}
      {/* The link's own padding lines its icon up with the text above. */}
      <div className="-ml-2.5">
        <RowActionLink
          to={listingStatsHref(listing.codigoANUNCIO)}
          icon={ChartColumn}
          label="Estatísticas"
          name={listing.tituloANUNCIO}
        />
      </div>
    </div>
  );
}
