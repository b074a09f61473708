import { isRouteErrorResponse } from 'react-router';
import { LISTING_GONE } from '#shared/contracts/listings.constants.ts';
import { ErrorScreen } from '../../components/status-screens.tsx';
import { ListingNotFound } from './listing-not-found.tsx';

/**
 * The detail routes' error boundary: their own not-found state, also for a sold or ended listing
 * whose 30 days are over (410, ADR 023), the generic screen otherwise.
 */
export function ListingErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    if (error.status === 404) {
      return <ListingNotFound message={typeof message === 'string' ? message : undefined} />;
    }
    if (error.status === 410) {
      return (
        <ListingNotFound
          title="Anúncio indisponível"
          message={typeof message === 'string' ? message : LISTING_GONE}
        />
      );
    }
    return <ErrorScreen status={error.status} />;
  }
  return <ErrorScreen status={500} />;
}
