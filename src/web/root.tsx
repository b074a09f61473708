import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { lazy, type ReactNode, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { SiteFooter } from './components/layouts/site-footer.tsx';
import { SiteHeader, type PanelHeaderSlots } from './components/layouts/site-header.tsx';
import {
  ErrorScreen,
  NotFoundScreen,
  UNAVAILABLE_MESSAGE,
  UnavailableScreen,
} from './components/status-screens.tsx';
import { CookieConsent } from './components/consent/cookie-consent.tsx';
import { findSessionUser } from './features/accounts/session.server.ts';
import { toViewer } from './lib/viewer.ts';
import { PANEL_LAYOUT_ID } from './routes/panel/panel-layout-id.ts';

// What the panel puts in the site's header on phones: a chunk of panel pages
// only, like the header's user menu of logged-in users (never in a visitor's JavaScript).
const panelHeader = () => import('./routes/panel/panel-phone-header.tsx');
const PanelPhoneActions = lazy(() => panelHeader().then((m) => ({ default: m.PanelPhoneActions })));
const PanelPhoneMenu = lazy(() => panelHeader().then((m) => ({ default: m.PanelPhoneMenu })));
const PANEL_SLOTS: PanelHeaderSlots = { actions: <PanelPhoneActions />, menu: <PanelPhoneMenu /> };

export const links: Route.LinksFunction = () => [
  // The Latin subset covers Portuguese; preloading it avoids a late font swap.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Who is logged in, known during SSR so the header never flashes 'Entrar' for a user. Visitors
 * without a session cookie cost nothing (no API call). Not re-run on navigations (see
 * shouldRevalidate); login and logout revalidate it. Pages vary by cookie, and a logged-in
 * user's pages are never stored by shared caches.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  // A first render met a database outage (server plugins/web.ts renders again with this set):
  // the whole page is the "fora do ar" one, status 503, not a page with sections missing.
  if (context.apiUnavailable) throw data({ message: UNAVAILABLE_MESSAGE }, { status: 503 });
  const user = await findSessionUser(context, request);
  const headers: Record<string, string> = { Vary: 'Cookie' };
  if (user) headers['Cache-Control'] = 'private, no-store';
  return data({ viewer: user ? toViewer(user) : null }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * The session look-up runs again only when asked: `revalidate()` after login and logout (same
 * URL) or a form submission, not on every change of a page's query string.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate && (formMethod !== undefined || currentUrl.href === nextUrl.href);

/** Titles of error pages (route metas below the failing one are not called). */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [{ title: 'NC' }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? 'Página não encontrada'
      : status === 503
        ? 'Fora do ar por instantes'
        : 'Algo deu errado';
  return [{ title: `${title} | NC` }, { name: 'robots', content: 'noindex' }];
};

/** The document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  // Marks the end of hydration: the e2e journeys wait for it before clicking, since a click
  // that lands before React's handlers are attached is lost.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const isPanel = useMatches().some((match) => match.id === PANEL_LAYOUT_ID);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'). An explicit "" keeps ServerRouter's nonce
            off them: browsers hide nonce attributes from the DOM, so a real one would not match
            the client render during hydration. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-teal-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        <SiteHeader panel={isPanel ? PANEL_SLOTS : undefined} />
        <main id="conteudo" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <CookieConsent />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      const message = (error.data as { message?: unknown } | null)?.message;
      return <NotFoundScreen message={typeof message === 'string' ? message : undefined} />;
    }
    if (error.status === 503) return <UnavailableScreen />;
    return <ErrorScreen status={error.status} />;
  }
  // Details only in development; production shows the friendly text alone.
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ErrorScreen status={500} details={details} />;
}
