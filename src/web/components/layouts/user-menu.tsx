import { ChevronDown, LayoutDashboard, LogOut, Megaphone, Receipt, Settings, Ticket } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#shared/paths.ts';
import { LOGOUT_FAILED, useLogout } from '../../lib/use-logout.ts';
import { firstName, initialOf, roleLabel, type Viewer } from '../../lib/viewer.ts';

/** The user menu of spec 1 §2: the panel's pages and 'Sair'. */
const USER_MENU_LINKS = [
  { to: paths.panel.getHref(), label: 'Meu painel', icon: LayoutDashboard },
  { to: paths.panelPlans.getHref(), label: 'Meus planos', icon: Ticket },
  { to: paths.panelListings.getHref(), label: 'Meus anúncios', icon: Megaphone },
  { to: paths.panelInvoices.getHref(), label: 'Faturas', icon: Receipt },
  { to: paths.panelSettings.getHref(), label: 'Configurações', icon: Settings },
];

/**
 * A disclosure (button + list of links), not an ARIA menu: links and one button, reachable with
 * Tab, closed by Esc (focus back on the button), a click outside or a navigation.
 */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { logOut, state } = useLogout();

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  const name = firstName(viewer.name, viewer.email);
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1.5 text-[15px] font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 sm:px-2"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-teal-700 text-sm font-semibold text-white"
        >
          {initialOf(viewer.name, viewer.email)}
        </span>
        <span className="sr-only sm:not-sr-only">
          <span className="sr-only">Minha conta: </span>
          {name}
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
      </button>

      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <div className="border-b border-slate-100 px-3 pt-2 pb-3">
          <p className="truncate font-semibold text-slate-900">{viewer.name || name}</p>
          <p className="truncate text-sm text-slate-600">{viewer.email}</p>
          <p className="mt-1 text-xs font-medium tracking-wide text-teal-800 uppercase">
            {roleLabel(viewer.role)}
          </p>
        </div>
        <nav aria-label="Minha conta">
          <ul className="py-1">
            {USER_MENU_LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  onClick={() => setOpenOn(null)}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-[15px] text-slate-700 hover:bg-slate-50 hover:text-teal-800"
                >
                  <Icon aria-hidden="true" className="size-5 text-slate-500" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-100 pt-1">
          <button
            type="button"
            onClick={() => void logOut(paths.home.getHref())}
            disabled={state === 'pending'}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-[15px] font-medium text-slate-700 hover:bg-slate-50 hover:text-red-700 disabled:opacity-70"
          >
            <LogOut aria-hidden="true" className="size-5 text-slate-500" />
            {state === 'pending' ? 'Saindo...' : 'Sair'}
          </button>
          {state === 'error' ? (
            <p role="alert" className="px-3 pb-2 text-sm text-red-700">
              {LOGOUT_FAILED}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
