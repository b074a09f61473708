import { TabLinks } from '../../components/ui/tab-links.tsx';
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
    <TabLinks
      label="Listas de anúncios"
      tabs={TABS.map(({ tab, to, label }) => ({ to, label, isCurrent: tab === current }))}
    />
  );
}
