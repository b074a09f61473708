import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import type { Route } from './+types/dashboard';

// Scaffold (issue 21): replaced by the page itself.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return null;
}

export const meta = () => [{ title: 'Administração | NC' }, { name: 'robots', content: 'noindex' }];

export default function Admin() {
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Administração</h1>;
}
