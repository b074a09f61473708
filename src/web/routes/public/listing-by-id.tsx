import { ListingErrorBoundary } from '../../features/listings/listing-error-boundary.tsx';
import { loadListing } from '../../features/listings/listing-loader.server.ts';
import { ListingOrClosedPage, listingOrClosedMeta } from '../../features/listings/listing-or-closed-page.tsx';
import type { Route } from './+types/listing-by-id';

// /anuncios/{id} (spec 1 §2): the same page; its canonical link names the /detalhe/... URL. A
// sold or ended listing's page (ADR 023) shows here too.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadListing(context, request, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => listingOrClosedMeta(loaderData);

export default function ListingByIdRoute({ loaderData }: Route.ComponentProps) {
  return <ListingOrClosedPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingErrorBoundary error={error} />;
}
