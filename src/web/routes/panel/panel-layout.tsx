import { Globe, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { data, Link, Outlet, redirect, useLocation } from 'react-router';
import { paths } from '#shared/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { loginRedirectHref } from '../../features/accounts/redirects.ts';
import { findSessionUser } from '../../features/accounts/session.server.ts';
import { countUnread } from '../../features/messages/messages-api.ts';
import { UnreadMessagesLink } from '../../features/messages/unread-messages-link.tsx';
import type { PanelContext } from '../../features/panel/panel-context.ts';
import { PanelNavList } from '../../features/panel/panel-nav-list.tsx';
import { missingFieldsOf, needsProfileCheck } from '../../features/panel/profile-check.ts';
import { ProfileCheckModal } from '../../features/panel/profile-check-modal.tsx';
import { panelMenu } from '../../features/panel/panel-nav.ts';
import { useSidebarCollapsed } from '../../features/panel/use-sidebar-collapsed.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { LOGOUT_FAILED, useLogout } from '../../lib/use-logout.ts';
import { initialOf, roleLabel, toViewer } from '../../lib/viewer.ts';
import type { Route } from './+types/panel-layout';

// Every /painel page needs a session (spec 2 §2 "Panel shell"): a visitor goes to /entrar with
// the page it asked for in `redirect`, and comes back there after logging in.
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await findSessionUser(context, request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginRedirectHref(`${url.pathname}${url.search}`));
  }
  // The header's unread messages: one count query; null if it fails (the badge asks
  // again from the browser).
  const unread = await countUnread(createApiClient({ context, request })).catch(() => null);
  // Spec 2 §4 "Profile completeness": what an ANUNCIANTE still has to fill in (read from the
  // session answer; the settings page's save revalidates this loader).
  return data(
    { viewer: toViewer(user), missingProfile: missingFieldsOf(user), unread },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [key, value] of loaderHeaders) headers.set(key, value);
  return headers;
};

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

const SIDEBAR_ID = 'painel-menu';

/**
 * The panel shell (spec 2 §2): the user's initial, name or e-mail and role label, a Site link and
 * Sair (ends the session, goes to /entrar); the menu of the user's role in a sidebar that folds
 * (kept in localStorage). That header and sidebar are for wide screens (lg). Below, the site's
 * header alone stays (two stacked headers took 138 of a phone's 844 px): its ☰
 * menu holds the name, role, this menu and Sair, and its row the messages link
 * (panel-phone-header.tsx, placed by root.tsx). The messages link here stays mounted at every
 * width: it is the one that asks for the unread count.
 */
export default function PanelLayout({ loaderData }: Route.ComponentProps) {
  const { viewer, missingProfile, unread } = loaderData;
  const { pathname } = useLocation();
  const { logOut, state } = useLogout();
  const [isCollapsed, setIsCollapsed] = useSidebarCollapsed();
  const links = panelMenu(viewer.role);
  return (
    <div className="bg-slate-50 pb-12">
      <div className="hidden border-b border-slate-200 bg-white lg:block">
        <div className="page-container flex flex-wrap items-center gap-3 py-3 sm:gap-4">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-teal-700 text-lg font-semibold text-white"
          >
            {initialOf(viewer.name, viewer.email)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{viewer.name || viewer.email}</p>
            <p className="text-sm text-slate-600">{roleLabel(viewer.role)}</p>
          </div>
          <UnreadMessagesLink initialCount={unread} />
          <Link
            to={paths.home.getHref()}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-semibold text-teal-800 sm:px-3 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            <Globe aria-hidden="true" className="size-5" />
            {/* Phones: the icons alone keep room for the name; the words stay for screen readers. */}
            <span className="sr-only sm:not-sr-only">Site</span>
          </Link>
          <Button
            variant="secondary"
            className="min-h-11 px-3 sm:px-5"
            isLoading={state === 'pending'}
            loadingText="Saindo..."
            onClick={() => void logOut(paths.login.getHref())}
          >
            <LogOut aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">Sair</span>
          </Button>
          {state === 'error' ? (
            <p role="alert" className="w-full text-sm text-red-700">
              {LOGOUT_FAILED}
            </p>
          ) : null}
        </div>
      </div>
      <div className="page-container flex gap-6 pt-6 lg:gap-8 lg:pt-8">
        <aside
          className={`hidden shrink-0 lg:block ${isCollapsed ? 'w-16' : 'w-60'}`}
          data-collapsed={isCollapsed ? 'true' : 'false'}
        >
          <div className="sticky top-4 rounded-xl border border-slate-200 bg-white p-2">
            <button
              type="button"
              aria-expanded={!isCollapsed}
              aria-controls={SIDEBAR_ID}
              onClick={() => setIsCollapsed(!isCollapsed)}
              title={isCollapsed ? 'Expandir menu' : 'Recolher menu'}
              className={`mb-1 flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 ${
                isCollapsed ? 'justify-center px-0' : ''
              }`}
            >
              {isCollapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-5" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-5" />
              )}
              <span className={isCollapsed ? 'sr-only' : ''}>
                {isCollapsed ? 'Expandir menu' : 'Recolher menu'}
              </span>
            </button>
            <nav id={SIDEBAR_ID} aria-label="Menu do painel">
              <PanelNavList links={links} isCollapsed={isCollapsed} />
            </nav>
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet context={{ viewer } satisfies PanelContext} />
        </div>
      </div>
      {needsProfileCheck(missingProfile, pathname) ? <ProfileCheckModal missing={missingProfile} /> : null}
    </div>
  );
}
