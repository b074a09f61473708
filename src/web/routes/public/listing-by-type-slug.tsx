import { redirect } from 'react-router';
import { ListingErrorBoundary } from '../../features/listings/listing-error-boundary.tsx';
import { findListingPathBySlug } from '../../features/listings/listing-loader.server.ts';
import type { Route } from './+types/listing-by-type-slug';

// /detalhe/{tipo}/{slug} (spec 1 §2): older links without the code. They lead (301) to the
// canonical /detalhe/{tipoSlug}/{codigo}/{slug}; an unknown slug is a real 404.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const path = await findListingPathBySlug(context, request, params.tipo, params.slug);
  throw redirect(path + new URL(request.url).search, 301);
}

export default function ListingByTypeSlugRoute() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingErrorBoundary error={error} />;
}
