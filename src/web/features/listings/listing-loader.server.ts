import { data, type AppLoadContext } from 'react-router';
import { LISTING_TYPE_CODES, LISTING_TYPES, type ListingType } from '#shared/constants.ts';
import { LISTING_GONE } from '#shared/contracts/listings.constants.ts';
import { LISTING_NOT_FOUND } from '#shared/contracts/listings.contract.ts';
import type { MoreFromAdvertiser } from '#shared/contracts/advertiser-listings.contract.ts';
import { slugify } from '#shared/lib/slug.ts';
import { isListingType, paths } from '#shared/paths.ts';
import { ApiError, createApiClient, type ApiClient } from '../../lib/api-client.ts';
import { findCategories } from '../../lib/catalogue-api.ts';
import type { ClosedListingData } from './closed-listing.ts';
import {
  findHighlights,
  findMoreFromAdvertiser,
  getClosedListing,
  getListing,
  searchListings,
} from './listings-api.ts';
import { toListingDetail } from './listing-view.ts';
import { toListingCard, type ListingCardData } from '../../lib/listing-cards.ts';

/** Spec 1 §2/§7: the sidebar shows up to 3 highlighted listings (of 8 fetched). */
const SIDEBAR_HIGHLIGHTS = 3;

// Server-only (.server.ts): keeps the zod contract out of the browser bundle.

/** A positive integer from a path segment ("12"), or null ("12a", "0", "1.5"). */
function parseId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Throws the 404 the root ErrorBoundary shows as the not-found screen with the API's text. */
function notFound(): never {
  throw data({ message: LISTING_NOT_FOUND }, { status: 404 });
}

/**
 * A listing that is not published may be one sold or ended in the last 30 days (ADR 023): its
 * page says so, with the advertiser's other listings. After those days the API answers 410, and
 * so does the page; any other listing is a 404.
 */
async function loadClosedListing(
  api: ApiClient,
  id: number,
  moreFromAdvertiser: Promise<MoreFromAdvertiser>,
  publicUrl: string,
) {
  let closed;
  try {
    closed = await getClosedListing(api, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    if (error instanceof ApiError && error.status === 410) {
      throw data({ message: LISTING_GONE }, { status: 410 });
    }
    throw error;
  }
  const others = await moreFromAdvertiser;
  return {
    kind: 'closed' as const,
    closed: {
      codigo: closed.codigoANUNCIO,
      titulo: closed.tituloANUNCIO,
      tipo: isListingType(closed.tipoANUNCIO) ? closed.tipoANUNCIO : 1,
      desfecho: closed.desfecho,
      encerradoEm: closed.encerradoEm,
    } satisfies ClosedListingData,
    // The cards carry no advertiser's name: the first card's answer does.
    advertiser: others[0]?.anunciante.nome ?? '',
    moreFromAdvertiser: others.map(toListingCard) satisfies ListingCardData[],
    publicUrl,
  };
}

/**
 * Shared by /detalhe/... and /anuncios/:id: the published listing through the API (`kind:
 * 'open'`), a sold or ended one (`kind: 'closed'`, ADR 023), or a 404 (410 once a closed one's
 * days are over).
 */
export async function loadListing(context: AppLoadContext, request: Request, idSegment: string | undefined) {
  const id = parseId(idSegment);
  if (id === null) notFound();
  const api = createApiClient({ context, request });
  // The advertiser's other listings need only the id: asked for beside the listing itself.
  const moreFromAdvertiser = findMoreFromAdvertiser(api, id).catch((err: unknown) => {
    // A 404 here is the listing's own, answered below; anything else leaves the section out.
    if (!(err instanceof ApiError && err.status === 404)) {
      context.app.log.warn({ err }, 'detalhe: mais anúncios do anunciante indisponíveis');
    }
    return [];
  });
  let listing;
  try {
    listing = await getListing(api, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return loadClosedListing(api, id, moreFromAdvertiser, context.app.env.PUBLIC_URL);
    }
    throw error;
  }
  const detail = toListingDetail(listing);
  // The sidebar and the advertiser's other listings are a bonus: a failed look-up leaves them
  // empty (spec 1 §8), never the page.
  const [categories, highlights, others] = await Promise.all([
    findCategories(api, detail.tipo).catch((err: unknown) => {
      context.app.log.warn({ err }, 'detalhe: categorias indisponíveis');
      return [];
    }),
    findHighlights(api, { tipo: detail.tipo, limit: 8 }).catch((err: unknown) => {
      context.app.log.warn({ err }, 'detalhe: destaques indisponíveis');
      return [];
    }),
    moreFromAdvertiser,
  ]);
  return {
    kind: 'open' as const,
    listing: detail,
    sidebar: {
      categories: categories.map((c) => ({ codigo: c.codigoCATEGORIA, nome: c.nomeCATEGORIA })),
      highlights: highlights
        .filter((h) => h.codigoANUNCIO !== detail.codigo)
        .slice(0, SIDEBAR_HIGHLIGHTS)
        .map(toListingCard) satisfies ListingCardData[],
    },
    moreFromAdvertiser: others.map(toListingCard) satisfies ListingCardData[],
    publicUrl: context.app.env.PUBLIC_URL,
  };
}

/** 'produto' or '2' -> 2; null for anything else. */
function parseTypeSegment(segment: string | undefined): ListingType | null {
  if (!segment) return null;
  if (/^[1-4]$/.test(segment)) return Number(segment) as ListingType;
  const found = LISTING_TYPE_CODES.find((t) => LISTING_TYPES[t].slug === segment.toLowerCase());
  return found ?? null;
}

/**
 * /detalhe/{tipo}/{slug} (spec 1 §2) has no code: the slug's words are searched among the type's
 * listings and the one whose slug matches exactly is the answer. The caller redirects to its
 * canonical URL.
 */
export async function findListingPathBySlug(
  context: AppLoadContext,
  request: Request,
  tipoSegment: string | undefined,
  slug: string | undefined,
): Promise<string> {
  const tipo = parseTypeSegment(tipoSegment);
  const wanted = slugify(slug ?? '');
  if (tipo === null || wanted === '') notFound();
  const api = createApiClient({ context, request });
  const page = await searchListings(api, { tipo, q: wanted.replace(/-/g, ' '), limit: 50, page: 1 });
  const match = page.data.find((l) => l.slugANUNCIO === wanted || slugify(l.tituloANUNCIO) === wanted);
  if (!match) notFound();
  return paths.listingDetail.getHref(match);
}
