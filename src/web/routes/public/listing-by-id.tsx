import { ClosedListingPage } from '../../features/listings/closed-listing-page.tsx';
import { closedListingMeta } from '../../features/listings/closed-listing.ts';
import { ListingDetailPage } from '../../features/listings/listing-detail-page.tsx';
import { ListingErrorBoundary } from '../../features/listings/listing-error-boundary.tsx';
import { loadListing } from '../../features/listings/listing-loader.server.ts';
import { listingMeta } from '../../features/listings/listing-meta.ts';
import type { Route } from './+types/listing-by-id';

// /anuncios/{id} (spec 1 §2): the same page; its canonical link names the /detalhe/... URL. A
// sold or ended listing's page (ADR 023) shows here too.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadListing(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.kind === 'closed' ? closedListingMeta(loaderData.closed) : listingMeta(loaderData);

export default function ListingByIdRoute({ loaderData }: Route.ComponentProps) {
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
