import { absoluteUrl } from '#shared/paths.ts';
import { summarize } from '../../lib/seo.ts';
import type { ListingDetailData } from './listing-view.ts';

/** JSON-LD of a listing: Product (products) or Service (the other types), with an Offer when the price is numeric. */
export function listingJsonLd(listing: ListingDetailData, publicUrl: string): Record<string, unknown>[] {
  const url = absoluteUrl(listing.canonicalPath, publicUrl);
  const image = listing.image ? absoluteUrl(listing.image.og ?? listing.image.src, publicUrl) : undefined;
  const offer = listing.offerPrice
    ? {
        '@type': 'Offer',
        price: listing.offerPrice,
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        url,
      }
    : undefined;
  const item: Record<string, unknown> =
    listing.tipo === 2
      ? {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: listing.titulo,
          description: summarize(listing.descricao || listing.subtitulo, 500) || listing.titulo,
          category: listing.categoria,
          url,
          ...(image ? { image } : {}),
          ...(offer ? { offers: offer } : {}),
        }
      : {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: listing.titulo,
          description: summarize(listing.descricao || listing.subtitulo, 500) || listing.titulo,
          serviceType: listing.categoria,
          provider: { '@type': 'Organization', name: listing.anunciante },
          url,
          ...(listing.place ? { areaServed: listing.place } : {}),
          ...(image ? { image } : {}),
          ...(offer ? { offers: offer } : {}),
        };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/', publicUrl) },
      { '@type': 'ListItem', position: 2, name: 'Anúncios', item: absoluteUrl('/anuncios', publicUrl) },
      { '@type': 'ListItem', position: 3, name: listing.titulo, item: url },
    ],
  };
  return [item, breadcrumbs];
}
