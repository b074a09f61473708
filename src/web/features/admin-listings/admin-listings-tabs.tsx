import { Link } from 'react-router';
import { adminListingsHref } from './admin-listings-params.ts';

export type AdminListingsTab = 'all' | 'queue' | 'revisions';

/** The address of the edits awaiting review (ADR 018). */
export const REVISIONS_HREF = '/painel/admin/anuncios/alteracoes';

const TABS: { tab: AdminListingsTab; to: string; label: string }[] = [
  { tab: 'all', to: '/painel/admin/anuncios', label: 'Todos os anúncios' },
  { tab: 'queue', to: adminListingsHref({ status: 'pendente' }), label: 'Fila de moderação' },
  { tab: 'revisions', to: REVISIONS_HREF, label: 'Alterações em análise' },
];

/** The admin ads' lists: every ad, the new ads awaiting moderation, the edits awaiting review. */
export function AdminListingsTabs({ current }: { current: AdminListingsTab }) {
  return (
    <nav aria-label="Listas de anúncios" className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {TABS.map(({ tab, to, label }) => (
        <Link
          key={tab}
          to={to}
          aria-current={tab === current ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-md px-4 text-[15px] font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 ${
            tab === current ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
