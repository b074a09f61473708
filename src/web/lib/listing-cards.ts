import type { ListingSummary } from '#shared/contracts/listings.contract.ts';
import { isListingType, paths } from '#shared/paths.ts';
import { formatPlace, formatPrice } from './format.ts';

/**
 * What a card needs, cut from the API's ListingSummary in the loader: the page's hydration
 * data then carries 8 small objects per row instead of full listings with descriptions.
 */
export interface ListingCardData {
  codigo: number;
  tipo: 1 | 2 | 3 | 4;
  titulo: string;
  href: string;
  price: string;
  place: string | null;
  image: { src: string; thumb: string } | null;
  /** The description cut at 140 characters (spec 1 §9), for the heart and the /busca cards. */
  resumo?: string;
}

/** Spec 1 §9: descriptions on cards are cut at 140 characters. */
const CARD_SUMMARY_LENGTH = 140;

export function cutText(text: string, max = CARD_SUMMARY_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** A card with the 140-character summary (the /busca results, favourites). */
export function toListingCardWithSummary(listing: ListingSummary): ListingCardData {
  return { ...toListingCard(listing), resumo: cutText(listing.descricaoANUNCIO) };
}

export function toListingCard(listing: ListingSummary): ListingCardData {
  const first = listing.imagens[0];
  const fallback = listing.imagensANUNCIO[0];
  return {
    codigo: listing.codigoANUNCIO,
    tipo: isListingType(listing.tipoANUNCIO) ? listing.tipoANUNCIO : 1,
    titulo: listing.tituloANUNCIO,
    href: paths.listingDetail.getHref(listing),
    price: formatPrice(listing.precoANUNCIO, listing.precoCentavos),
    place: formatPlace(listing.cidadeANUNCIO, listing.ufANUNCIO),
    image: first
      ? { src: first.urlIMAGEM, thumb: first.urlThumbIMAGEM || first.urlIMAGEM }
      : fallback
        ? { src: fallback, thumb: fallback }
        : null,
  };
}
