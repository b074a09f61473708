import { data, type AppLoadContext } from 'react-router';
import { LISTING_NOT_FOUND } from '#shared/contracts/listings.contract.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { getListing } from './listings-api.ts';
import { toListingDetail } from './listing-view.ts';

// Server-only (.server.ts): keeps the zod contract out of the browser bundle.

/** A positive integer from a path segment ("12"), or null ("12a", "0", "1.5"). */
export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Throws the 404 the root ErrorBoundary shows as the not-found screen with the API's text. */
function notFound(): never {
  throw data({ message: LISTING_NOT_FOUND }, { status: 404 });
}

/** Shared by /detalhe/... and /anuncios/:id: the listing through the API, or a 404. */
export async function loadListing(context: AppLoadContext, request: Request, idSegment: string | undefined) {
  const id = parseId(idSegment);
  if (id === null) notFound();
  try {
    const listing = await getListing(createApiClient({ context, request }), id);
    return { listing: toListingDetail(listing), publicUrl: context.app.env.PUBLIC_URL };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
