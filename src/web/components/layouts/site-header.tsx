import { Heart, LayoutDashboard, Menu, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LISTING_TYPE_CODES } from '#shared/constants.ts';
import { isPlanSlug } from '#shared/contracts/users.constants.ts';
import { paths } from '#shared/paths.ts';
import { syncFavoritesAccount } from '../../lib/favorites-store.ts';
import { initialOf, useViewer } from '../../lib/viewer.ts';
import { FavoritesNotice } from '../favorites-notice.tsx';
import { LISTING_TYPE_STYLES } from '../listing-type-style.ts';
import { Logo } from '../logo.tsx';

/**
 * The user menu (logout, the panel's links and their icons) loads with the page only for a
 * logged-in user: a visitor's pages never download it (JavaScript budget). The server
 * renders it, and hydration waits for the chunk inside its Suspense boundary, so nothing flashes.
 */
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

const TYPE_LINKS = LISTING_TYPE_CODES.map((tipo) => ({
  to: paths.typeLanding.getHref(tipo),
  label: LISTING_TYPE_STYLES[tipo].name,
}));

const INFO_LINKS = [
  { to: paths.highlights.getHref(), label: 'Destaques' },
  { to: '/condominios', label: 'Condomínios' },
  { to: paths.howItWorks.getHref(), label: 'Como funciona' },
  { to: paths.about.getHref(), label: 'Quem somos' },
  { to: paths.help.getHref(), label: 'Ajuda' },
  { to: paths.contact.getHref(), label: 'Contato' },
  { to: paths.cookies.getHref(), label: 'Cookies' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 text-[15px] font-medium transition-colors hover:text-teal-700 ${
    isActive ? 'text-teal-800 underline decoration-2 underline-offset-8' : 'text-slate-700'
  }`;

/**
 * What the panel adds to this header below `lg`, where the panel's own header
 * and drawer step aside so that phones keep one header with one ☰ menu: `actions` join the row
 * (the messages link), `menu` opens the ☰ menu (who is logged in, the panel's links, Sair), and
 * the account button steps aside (its links are the panel's). The root passes them on panel
 * pages only; wide screens keep the panel's header and sidebar as they were.
 */
export interface PanelHeaderSlots {
  actions: ReactNode;
  menu: ReactNode;
}

/**
 * Compact header (spec 1 §2 header links). Wide screens: a thin bar with the institutional
 * links, then logo, the four listing types and the account actions. Narrow screens: logo,
 * "Anunciar" and a menu button that opens every link (Esc closes it and gives the focus back to
 * the button). Visitors see 'Entrar'; a logged-in user sees the user menu (known during SSR: no
 * flash), or, inside the panel on narrow screens, the panel's slots.
 */
export function SiteHeader({ panel }: { panel?: PanelHeaderSlots }) {
  // The menu remembers the page it was opened on, so navigating anywhere closes it without
  // an effect that resets state after the render.
  const { pathname, search } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isMenuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const viewer = useViewer();
  const viewerCode = viewer?.codigo ?? null;
  // A plan chosen before logging in (/cadastro?plano=) survives the header's "Entrar" too: only a
  // slug is carried, never an address.
  const chosenPlan = new URLSearchParams(search).get('plano');
  const loginHref = paths.login.getHref({ plano: isPlanSlug(chosenPlan) ? chosenPlan : null });

  // The favourites follow the account: on every page load and login the device's
  // list is merged into it; on logout the hearts go back to the device's list alone.
  useEffect(() => {
    syncFavoritesAccount(viewerCode);
  }, [viewerCode]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const userMenu = viewer ? (
    <Suspense
      // Only after a login without a page load, until the chunk arrives: the avatar alone.
      fallback={
        <span className="inline-flex min-h-11 items-center px-1.5 sm:px-2" aria-hidden="true">
          <span className="grid size-8 place-items-center rounded-full bg-teal-700 text-sm font-semibold text-white">
            {initialOf(viewer.name, viewer.email)}
          </span>
        </span>
      }
    >
      <UserMenu viewer={viewer} />
    </Suspense>
  ) : null;

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="hidden border-b border-slate-100 bg-slate-50 lg:block">
        <nav aria-label="Institucional" className="page-container flex justify-end gap-1">
          {INFO_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className="inline-flex min-h-9 items-center px-2 text-sm text-slate-600 hover:text-teal-700"
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>

      <div className="page-container flex h-16 items-center gap-4 lg:h-[72px]">
        <Logo taglineFrom={viewer ? 'tablet' : 'phone'} />

        <nav aria-label="Tipos de anúncio" className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {TYPE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            to={paths.favourites.getHref()}
            className="hidden min-h-11 items-center gap-2 rounded-md px-3 text-[15px] font-medium text-slate-700 hover:text-teal-700 sm:inline-flex"
          >
            <Heart aria-hidden="true" className="size-5" />
            Favoritos
          </Link>
          {panel ? (
            <div className="flex items-center lg:hidden">
              {/* Until the chunk arrives (a login without a page load): the link's room, kept. */}
              <Suspense fallback={<span aria-hidden="true" className="size-11" />}>{panel.actions}</Suspense>
            </div>
          ) : null}
          {viewer ? (
            panel ? (
              <div className="hidden lg:block">{userMenu}</div>
            ) : (
              userMenu
            )
          ) : (
            <Link
              to={loginHref}
              className="hidden min-h-11 items-center gap-2 rounded-md px-3 text-[15px] font-medium text-slate-700 hover:text-teal-700 sm:inline-flex"
            >
              <UserRound aria-hidden="true" className="size-5" />
              Entrar
            </Link>
          )}
          <Link
            to={paths.advertise.getHref()}
            className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-4 text-[15px] font-semibold text-white shadow-sm transition-colors hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          >
            Anunciar
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? 'Fechar menu' : 'Abrir menu'}
            onClick={() => setOpenOn(isMenuOpen ? null : pathname)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!isMenuOpen}
        className="border-t border-slate-200 bg-white lg:hidden"
        // A link to the page already shown does not change the path: close on any link click.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) closeMenu();
        }}
      >
        {panel ? <Suspense fallback={null}>{panel.menu}</Suspense> : null}
        <nav aria-label="Menu principal">
          <div className="page-container grid gap-6 py-5 sm:grid-cols-2">
            <div>
              <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Anúncios</p>
              <ul className="mt-2">
                {TYPE_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={navLinkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">A NC</p>
              <ul className="mt-2">
                {INFO_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={navLinkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
            <ul className="flex gap-2 border-t border-slate-200 pt-4 sm:col-span-2">
              <li>
                <Link
                  to={paths.favourites.getHref()}
                  className={navLinkClass({ isActive: false }) + ' gap-2'}
                >
                  <Heart aria-hidden="true" className="size-5" />
                  Favoritos
                </Link>
              </li>
              <li>
                {viewer ? (
                  <Link to={paths.panel.getHref()} className={navLinkClass({ isActive: false }) + ' gap-2'}>
                    <LayoutDashboard aria-hidden="true" className="size-5" />
                    Meu painel
                  </Link>
                ) : (
                  <Link to={loginHref} className={navLinkClass({ isActive: false }) + ' gap-2'}>
                    <UserRound aria-hidden="true" className="size-5" />
                    Entrar
                  </Link>
                )}
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <FavoritesNotice />
    </header>
  );
}
