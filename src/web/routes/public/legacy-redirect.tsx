import { data, redirect } from 'react-router';
import { paths } from '#shared/paths.ts';
import type { Route } from './+types/legacy-redirect';

/**
 * Addresses of the spec's earlier front end (spec 2 §2 "Legacy screens") that this product
 * serves elsewhere: the old my-ads page (/anunciante, listed in spec 1 §2 as described in
 * document 2, where it is the page of the local key anuncianteLogado) and its new-ad link
 * /cadastro-anuncio. Bookmarks and old links lead (301, query kept) to the panel's pages, which
 * send a visitor to log in first. Keyed by path: React Router matches these routes without
 * regard to case or a trailing slash.
 */
const LEGACY_PATHS: Readonly<Record<string, string>> = {
  '/anunciante': paths.panelListings.getHref(),
  '/cadastro-anuncio': paths.panelNewListing.getHref(),
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = LEGACY_PATHS[url.pathname.toLowerCase().replace(/\/+$/, '')];
  if (!target) throw data(null, { status: 404 });
  throw redirect(target + url.search, 301);
}

export default function LegacyRedirect() {
  return null;
}
