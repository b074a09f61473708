import { FavoritesPage } from '../../features/favorites/favorites-page.tsx';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/favorites';

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: 'Meus Favoritos | NC',
    description: 'Os anúncios que você guardou no NC.',
    path: '/favoritos',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  }),
  // A per-browser list: nothing for search engines.
  { name: 'robots', content: 'noindex' },
];

export default function FavoritesRoute() {
  return <FavoritesPage />;
}
