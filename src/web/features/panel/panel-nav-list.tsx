import { Link, useLocation } from 'react-router';
import { isActiveLink, type PanelLink } from './panel-nav.ts';

/**
 * The panel's menu links (the sidebar, and the site header's ☰ menu below lg). Folded, only the icons show; the
 * name stays for screen readers and as the tooltip. The current page has aria-current="page".
 */
export function PanelNavList({
  links,
  isCollapsed = false,
}: {
  links: readonly PanelLink[];
  isCollapsed?: boolean;
}) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {links.map((link) => {
        const isActive = isActiveLink(link, pathname);
        const Icon = link.icon;
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={isActive ? 'page' : undefined}
              title={isCollapsed ? link.label : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-[15px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-teal-700 ${
                isActive
                  ? 'bg-teal-50 text-teal-800'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
              } ${isCollapsed ? 'justify-center px-0' : ''}`}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={isCollapsed ? 'sr-only' : 'truncate'}>{link.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
