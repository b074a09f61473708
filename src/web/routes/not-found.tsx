import { data } from 'react-router';
import { NotFoundScreen } from '../components/status-screens.tsx';

// Any path no other route claims: a real 404 status (not a 200 "soft 404"), rendered by the
// root ErrorBoundary as the spec's 'Oops! Page not found' screen.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
