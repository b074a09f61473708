import { redirect } from 'react-router';
import { ClosedListingPage } from '../../features/listings/closed-listing-page.tsx';
import { closedListingMeta } from '../../features/listings/closed-listing.ts';
import { ListingDetailPage } from '../../features/listings/listing-detail-page.tsx';
import { ListingErrorBoundary } from '../../features/listings/listing-error-boundary.tsx';
import { loadListing } from '../../features/listings/listing-loader.server.ts';
import { listingMeta } from '../../features/listings/listing-meta.ts';
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

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.kind === 'closed' ? closedListingMeta(loaderData.closed) : listingMeta(loaderData);

export default function ListingDetailRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'closed') {
    return (
      <ClosedListingPage
        closed={loaderData.closed}
        advertiser={loaderData.advertiser}
        moreFromAdvertiser={loaderData.moreFromAdvertiser}
      />
    );
  }
  return (
    <ListingDetailPage
      listing={loaderData.listing}
      sidebar={loaderData.sidebar}
      moreFromAdvertiser={loaderData.moreFromAdvertiser}
      publicUrl={loaderData.publicUrl}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingErrorBoundary error={error} />;
}
