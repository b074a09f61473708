import type { ListingType } from '#shared/constants.ts';
import { LISTING_TYPE_STYLES } from './listing-type-style.ts';

/**
 * A listing's type as a pill in the type's colour (BRAND.md "Colour"): on the card's photo and
 * beside the listing page's title. `className` places it (the card's corner, with a shadow).
 */
export function ListingTypeBadge({ tipo, className = '' }: { tipo: ListingType; className?: string }) {
  const style = LISTING_TYPE_STYLES[tipo];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${style.solid} ${className}`}
    >
      {style.singular}
    </span>
  );
}
