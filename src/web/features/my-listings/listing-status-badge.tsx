import {
  MY_LISTING_STATUS_LABELS,
  REVISION_MESSAGES,
  type MyListingStatus,
} from '#shared/contracts/my-listings.constants.ts';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';

/** Spec 2 §4: publicado green, pendente yellow, reprovado red, others grey; the word always shown. */
const COLOURS = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  red: 'bg-red-50 text-red-800 ring-red-600/30',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/30',
} as const;

export function ListingStatusBadge({ status }: { status: MyListingStatus }) {
  const { label, color } = MY_LISTING_STATUS_LABELS[status];
  return (
    <span
      data-color={color}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ${COLOURS[color]}`}
    >
      {label}
    </span>
  );
}

/**
 * The state of the ad's latest edit under review (ADR 018), beside its status: "Alteração em
 * análise" (yellow, like pendente) while an admin has not decided, "Alteração não aprovada" (red)
 * with the reason after a rejection, until the next edit. Nothing otherwise.
 */
export function RevisionBadge({ revision }: { revision: MyListing['alteracao'] }) {
  if (!revision) return null;
  const isPending = revision.status === 'pendente';
  return (
    <span className="flex flex-col items-start gap-1">
      <span
        data-color={isPending ? 'yellow' : 'red'}
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ${
          isPending ? COLOURS.yellow : COLOURS.red
        }`}
      >
        {isPending ? REVISION_MESSAGES.pending : REVISION_MESSAGES.rejected}
      </span>
      {!isPending && revision.motivo ? (
        <span className="text-sm font-normal text-red-800">Motivo: {revision.motivo}</span>
      ) : null}
    </span>
  );
}
