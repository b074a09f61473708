import { LogOut } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import { paths } from '#shared/paths.ts';
import { UnreadMessagesLink } from '../../features/messages/unread-messages-link.tsx';
import { PanelNavList } from '../../features/panel/panel-nav-list.tsx';
import { panelMenu } from '../../features/panel/panel-nav.ts';
import { LOGOUT_FAILED, useLogout } from '../../lib/use-logout.ts';
import { initialOf, roleLabel } from '../../lib/viewer.ts';
import { PANEL_LAYOUT_ID } from './panel-layout-id.ts';
import type { loader } from './panel-layout.tsx';

const usePanelData = () => useRouteLoaderData<typeof loader>(PANEL_LAYOUT_ID);

/**
 * What the panel puts in the site's header on phones and tablets, where its
 * own header and drawer step aside so that one header with one ☰ menu remains. Loaded only on
 * panel pages (root.tsx), never with a visitor's page.
 *
 * In the header's row: the messages link with the unread badge. It only listens: the panel
 * header's link (mounted at every width) asks for the count and tells both.
 */
export function PanelPhoneActions() {
  const data = usePanelData();
  if (!data) return null;
  return <UnreadMessagesLink initialCount={data.unread} isPolling={false} />;
}

/**
 * At the top of the header's ☰ menu: who is logged in (the whole name, wrapped rather than cut),
 * the role, the panel's menu with the current page marked, and Sair (to /entrar, as in the
 * panel's header). A link followed closes the menu (the header listens for it).
 */
export function PanelPhoneMenu() {
  const data = usePanelData();
  const { logOut, state } = useLogout();
  if (!data) return null;
  const { viewer } = data;
  return (
    <section aria-labelledby="menu-painel-titulo" className="page-container border-b border-slate-200 py-4">
      <h2 id="menu-painel-titulo" className="sr-only">
        Seu painel
      </h2>
      <div className="flex items-center gap-3 px-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-teal-700 text-lg font-semibold text-white"
        >
          {initialOf(viewer.name, viewer.email)}
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{viewer.name || viewer.email}</p>
          <p className="text-sm text-slate-600">{roleLabel(viewer.role)}</p>
        </div>
      </div>
      <nav aria-label="Menu do painel" className="mt-3">
        <PanelNavList links={panelMenu(viewer.role)} />
      </nav>
      <button
        type="button"
        onClick={() => void logOut(paths.login.getHref())}
        disabled={state === 'pending'}
        className="mt-1 flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-[15px] font-medium text-slate-700 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-70"
      >
        <LogOut aria-hidden="true" className="size-5 shrink-0" />
        {state === 'pending' ? 'Saindo...' : 'Sair'}
      </button>
      {state === 'error' ? (
        <p role="alert" className="px-3 text-sm text-red-700">
          {LOGOUT_FAILED}
        </p>
      ) : null}
    </section>
  );
}
