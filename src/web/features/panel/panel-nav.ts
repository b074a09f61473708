import {
  Building2,
  Images,
  Flag,
  FolderTree,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Megaphone,
  MessageCircle,
  Receipt,
  Settings,
  Tags,
  Ticket,
  BellRing,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '#shared/contracts/users.contract.ts';
import { paths } from '#shared/paths.ts';

/** The panel's sidebar menus (spec 2 §2 "Panel shell"). */
export interface PanelLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboards), not on the pages below it. */
  isExact?: boolean;
}

const SETTINGS: PanelLink = { to: paths.panelSettings.getHref(), label: 'Configurações', icon: Settings };

const USER_MENU: readonly PanelLink[] = [
  { to: paths.panel.getHref(), label: 'Dashboard', icon: LayoutDashboard, isExact: true },
  { to: paths.panelListings.getHref(), label: 'Meus anúncios', icon: Megaphone },
  // Not in spec 2 §2's menu, but the images the ad form reuses need a way in besides the form.
  { to: '/painel/midias', label: 'Minhas imagens', icon: Images },
  { to: paths.panelPlans.getHref(), label: 'Planos', icon: Ticket },
  { to: paths.panelInvoices.getHref(), label: 'Faturas', icon: Receipt },
  // The full route table's messages and tickets (spec 2 §2).
  { to: '/painel/mensagens', label: 'Mensagens', icon: MessageCircle },
  { to: '/painel/tickets', label: 'Suporte', icon: LifeBuoy },
  // Saved searches with e-mail alerts (issue 36 item 1).
  { to: '/painel/buscas-salvas', label: 'Buscas salvas', icon: BellRing },
  SETTINGS,
];

const ADMIN_MENU: readonly PanelLink[] = [
  { to: '/painel/admin', label: 'Dashboard', icon: LayoutDashboard, isExact: true },
  { to: '/painel/admin/anuncios', label: 'Anúncios', icon: Megaphone },
  // Not in spec 2 §2's menu: the reports of listings and the contact form's messages.
  { to: '/painel/admin/denuncias', label: 'Denúncias', icon: Flag },
  { to: '/painel/admin/condominios', label: 'Condomínios', icon: Building2 },
  { to: '/painel/admin/taxonomias', label: 'Categorias', icon: FolderTree },
  { to: '/painel/admin/subcategorias', label: 'Subcategorias', icon: Tags },
  { to: '/painel/admin/usuarios', label: 'Usuários', icon: Users },
  { to: '/painel/admin/faturas', label: 'Faturas', icon: Receipt },
  { to: '/painel/admin/contatos', label: 'Contatos', icon: Mail },
  { to: '/painel/admin/tickets', label: 'Tickets', icon: LifeBuoy },
  SETTINGS,
];

/** The admin menu for admins, the advertiser's for everyone else (spec 2 §2, §6). */
export function panelMenu(role: Role): readonly PanelLink[] {
  return role === 'ADMIN' ? ADMIN_MENU : USER_MENU;
}

/** Whether `link` is the page at `pathname` (or, unless exact, one of its sub-pages). */
export function isActiveLink(link: PanelLink, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === link.to) return true;
  return !link.isExact && path.startsWith(`${link.to}/`);
}
