import { Hourglass, RefreshCw } from 'lucide-react';
import { RowActionLink } from '../../components/ui/row-action.tsx';
import { formatDate } from '../../lib/format.ts';
import { endingSoonLabel, renewHref, runOf, type ListingRun, type LiveListing } from './listing-run.ts';

/**
 * Until when the ad is on the air (issue 35): "No ar até dd/mm/aaaa", in the warning tone with
 * how long is left when the end is near, "Encerrado em dd/mm/aaaa" once it passed, and beside it
 * "Renovar" while the ad is renewable. Nothing for an ad without a credit. `now` comes from the
 * loader, so the server's page and the browser's agree.
 */
export function ListingRunLine({
  listing,
  now,
  className = '',
}: {
  listing: LiveListing;
  now: string;
  className?: string;
}) {
  const run = runOf(listing.credito, now);
  if (run.kind === 'none' || run.endsAt === null) return null;
  return (
    <div className={`flex flex-wrap items-center gap-1 ${className}`}>
      <RunText run={run} endsAt={run.endsAt} />
      {run.renewable ? (
        <RowActionLink
          to={renewHref(listing.codigoANUNCIO)}
          icon={RefreshCw}
          label="Renovar"
          name={listing.tituloANUNCIO}
        />
      ) : null}
    </div>
  );
}

function RunText({ run, endsAt }: { run: ListingRun; endsAt: string }) {
  const date = <time dateTime={endsAt}>{formatDate(endsAt)}</time>;
  if (run.kind === 'ended') {
    return (
      <span data-run="ended" className="text-sm text-slate-700">
        Encerrado em {date}
      </span>
    );
  }
  if (run.kind === 'ending') {
    // BRAND.md's warning: amber with dark text (AA), an icon and the words, never colour alone.
    return (
      <span
        data-run="ending"
        className="inline-flex items-center gap-1 rounded-md bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-900 ring-1 ring-amber-600/40"
      >
        <Hourglass aria-hidden="true" className="size-4 shrink-0" />
        <span>
          No ar até {date} · {endingSoonLabel(run.daysLeft)}
        </span>
      </span>
    );
  }
  return (
    <span data-run="live" className="text-sm text-slate-700">
      No ar até {date}
    </span>
  );
}
