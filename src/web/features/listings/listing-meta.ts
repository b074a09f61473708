import type { MetaDescriptor } from 'react-router';
import { LISTING_TYPE_STYLES } from '../../components/listing-type-style.ts';
import { pageMeta, summarize } from '../../lib/seo.ts';
import { listingJsonLd } from './listing-json-ld.ts';
import type { ListingDetailData } from './listing-view.ts';

/**
 * The detail page's head (spec 1 §2, DESIGN "web"): title, description, canonical, Open Graph
 * with the 1200x630 preview image, the product price tags and the JSON-LD.
 */
export function listingMeta(
  loaderData: { listing: ListingDetailData; publicUrl: string } | undefined,
): MetaDescriptor[] {
  if (!loaderData) return [{ title: 'Anúncio | NC' }];
  const { listing, publicUrl } = loaderData;
  const type = LISTING_TYPE_STYLES[listing.tipo];
  const subtitle = listing.subtitulo.trim();
  const lead = [subtitle && !/[.!?]$/.test(subtitle) ? `${subtitle}.` : subtitle, listing.descricao]
    .filter(Boolean)
    .join(' ');
  const place = listing.place ? ` em ${listing.place}` : '';
  const tags = pageMeta({
    title: `${listing.titulo} | ${type.singular}${place} | NC`,
    description: summarize(lead) || `${type.singular}${place} no NC.`,
    path: listing.canonicalPath,
    publicUrl,
    // The 1200x630 JPEG made for link previews; the page image as a fallback.
    image: listing.image?.og
      ? { url: listing.image.og, width: 1200, height: 630, type: 'image/jpeg' }
      : listing.image
        ? { url: listing.image.src }
        : null,
    imageAlt: listing.titulo,
  });
  // React Router escapes the JSON (a price such as "R$' 100" or a "</script>" title stays inert).
  return [
    ...tags.map((t) => ('property' in t && t.property === 'og:type' ? { ...t, content: 'product' } : t)),
    ...(listing.offerPrice
      ? [
          { property: 'product:price:amount', content: listing.offerPrice },
          { property: 'product:price:currency', content: 'BRL' },
        ]
      : []),
    ...listingJsonLd(listing, publicUrl).map((json) => ({ 'script:ld+json': json })),
  ];
}
