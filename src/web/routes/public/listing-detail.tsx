import { redirect } from 'react-router';
import { ListingErrorBoundary } from '../../features/listings/listing-error-boundary.tsx';
import { loadListing } from '../../features/listings/listing-loader.server.ts';
import { ListingOrClosedPage, listingOrClosedMeta } from '../../features/listings/listing-or-closed-page.tsx';
import type { Route } from './+types/listing-detail';

// /detalhe/{tipoSlug}/{codigoANUNCIO}/{slug} (spec 1 §2). The code identifies the listing;
// a wrong type or slug (renamed title, hand-typed link) is sent to the canonical URL with a
// 301, so every listing has one indexable address. A sold or ended listing (ADR 023) has none:
// its page shows at any of its addresses, kept out of search engines.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const result = await loadListing(context, request, params.codigo);
  if (result.kind === 'closed') return result;
  const canonical = result.listing.canonicalPath;
  const current = `/detalhe/${params.tipoSlug}/${params.codigo}/${params.slug}`;
  if (current !== canonical) throw redirect(canonical + new URL(request.url).search, 301);
  return result;
}

export const meta: Route.MetaFunction = ({ loaderData }) => listingOrClosedMeta(loaderData);

export default function ListingDetailRoute({ loaderData }: Route.ComponentProps) {
  return <ListingOrClosedPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingErrorBoundary error={error} />;
}
