import { isRouteErrorResponse } from 'react-router';
import { ErrorScreen } from '../../components/status-screens.tsx';
import { ListingNotFound } from './listing-not-found.tsx';

/** The detail routes' error boundary: their own not-found state, the generic screen otherwise. */
export function ListingErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      const message = (error.data as { message?: unknown } | null)?.message;
      return <ListingNotFound message={typeof message === 'string' ? message : undefined} />;
    }
    return <ErrorScreen status={error.status} />;
  }
  return <ErrorScreen status={500} />;
}
