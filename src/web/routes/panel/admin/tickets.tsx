import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import type { Route } from './+types/tickets';

// Scaffold (issue 22): replaced by the page itself.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return null;
}

export const meta = () => [{ title: 'Tickets | NC' }, { name: 'robots', content: 'noindex' }];

export default function Page() {
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Tickets</h1>;
}
