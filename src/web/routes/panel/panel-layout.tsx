import { LogOut } from 'lucide-react';
import { data, Outlet, redirect } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import { loginRedirectHref } from '../../features/accounts/redirects.ts';
import { findSessionUser } from '../../features/accounts/session.server.ts';
import { LOGOUT_FAILED, useLogout } from '../../lib/use-logout.ts';
import { initialOf, roleLabel, toViewer } from '../../lib/viewer.ts';
import type { PanelContext } from '../../features/panel/panel-context.ts';
import type { Route } from './+types/panel-layout';

// Every /painel page needs a session (spec 2 §2 "Panel shell"): a visitor goes to /entrar with
// the page it asked for in `redirect`, and comes back there after logging in.
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await findSessionUser(context, request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginRedirectHref(`${url.pathname}${url.search}`));
  }
  return data({ viewer: toViewer(user) }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [key, value] of loaderHeaders) headers.set(key, value);
  return headers;
};

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/**
 * A first panel shell: who is logged in (initial, name or e-mail, role) and 'Sair', which ends
 * the session and goes to /entrar (spec 2 §2). The full shell with its sidebar is a later issue.
 */
export default function PanelLayout({ loaderData }: Route.ComponentProps) {
  const { viewer } = loaderData;
  const { logOut, state } = useLogout();
  return (
    <div className="bg-slate-50 pb-12">
      <div className="border-b border-slate-200 bg-white">
        <div className="page-container flex flex-wrap items-center gap-4 py-4">
          <span
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-full bg-teal-700 text-lg font-semibold text-white"
          >
            {initialOf(viewer.name, viewer.email)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{viewer.name || viewer.email}</p>
            <p className="text-sm text-slate-600">{roleLabel(viewer.role)}</p>
          </div>
          <Button
            variant="secondary"
            className="min-h-11"
            isLoading={state === 'pending'}
            loadingText="Saindo..."
            onClick={() => void logOut(paths.login.getHref())}
          >
            <LogOut aria-hidden="true" className="size-5" />
            Sair
          </Button>
          {state === 'error' ? (
            <p role="alert" className="w-full text-sm text-red-700">
              {LOGOUT_FAILED}
            </p>
          ) : null}
        </div>
      </div>
      <div className="page-container pt-8">
        <Outlet context={{ viewer } satisfies PanelContext} />
      </div>
    </div>
  );
}
