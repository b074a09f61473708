import type { ListingDetail, ListingSummary } from '#shared/contracts/listings.contract.ts';
import { isListingType, paths } from '../../config/paths.ts';
import { formatPlace, formatPrice } from '../../lib/format.ts';

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

/** The detail page's data (contacts, hours and the gallery come with the full public site). */
export interface ListingDetailData {
  codigo: number;
  tipo: 1 | 2 | 3 | 4;
  titulo: string;
  subtitulo: string;
  descricao: string;
  price: string;
  place: string | null;
  categoria: string;
  subcategoria: string | null;
  anunciante: string;
  canonicalPath: string;
  image: { src: string; og: string | null } | null;
}

export function toListingDetail(listing: ListingDetail): ListingDetailData {
  const first = listing.imagens[0];
  const fallback = listing.imagensANUNCIO[0];
  return {
    codigo: listing.codigoANUNCIO,
    tipo: isListingType(listing.tipoANUNCIO) ? listing.tipoANUNCIO : 1,
    titulo: listing.tituloANUNCIO,
    subtitulo: listing.subtituloANUNCIO,
    descricao: listing.descricaoANUNCIO,
    price: formatPrice(listing.precoANUNCIO, listing.precoCentavos),
    place: formatPlace(listing.cidadeANUNCIO, listing.ufANUNCIO),
    categoria: listing.categoria.nomeCATEGORIA,
    subcategoria: listing.subcategoria?.nomeSUBCATEGORIA ?? null,
    anunciante: listing.anunciante.nome,
    canonicalPath: paths.listingDetail.getHref(listing),
    image: first
      ? { src: first.urlIMAGEM, og: first.urlOgIMAGEM }
      : fallback
        ? { src: fallback, og: null }
        : null,
  };
}
