import { MY_LISTING_STATUS_LABELS, type MyListingStatus } from '#shared/contracts/my-listings.constants.ts';

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
