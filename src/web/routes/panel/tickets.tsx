import type { Route } from './+types/tickets';

// Scaffold (issue 22): replaced by the page itself.
export function loader(_args: Route.LoaderArgs) {
  return null;
}

export const meta = () => [{ title: 'Suporte | NC' }, { name: 'robots', content: 'noindex' }];

export default function Page() {
  return <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Suporte</h1>;
}
