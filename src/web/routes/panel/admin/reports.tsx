import { TabLinks } from '../../../components/ui/tab-links.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findReportQueue } from '../../../features/admin-listings/admin-listings-api.ts';
import { ListingReports } from '../../../features/admin-listings/listing-reports.tsx';
import { findConversationReports } from '../../../features/conversation-reports/conversation-reports-api.ts';
import { ConversationReports } from '../../../features/conversation-reports/conversation-reports-list.tsx';
import { ListingStatusBadge } from '../../../features/my-listings/listing-status-badge.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/reports';

const BASE = '/painel/admin/denuncias';
const CONVERSATIONS = `${BASE}?tipo=conversa`;

/**
 * /painel/admin/denuncias, in two tabs by what was reported:
 * - "Anúncios": the listings visitors reported, the most reported first, with the count per
 *   reason and the newest details. "Inativar anúncio" asks the reason (it is e-mailed; it starts
 *   from the most common one) and resolves the reports; "Descartar" resolves them and leaves the
 *   ad as it is.
 * - "Conversas" (?tipo=conversa): each report of a conversation, the oldest first, with the
 *   messages up to the report; its actions are about the reported user: "Bloquear usuário"
 *   (confirmed), "Advertir" (an e-mail whose text the admin may change) and "Descartar".
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const search = new URL(request.url).searchParams;
  const raw = Number(search.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const api = createApiClient({ context, request });
  // One queue per tab; a failure shows that tab's "could not load" state, not an error page.
  const queue = async <K extends string, T>(
    kind: K,
    what: string,
    load: () => Promise<{ data: T[]; total: number; totalPages: number }>,
  ) => {
    try {
      const answer = await load();
      return {
        kind,
        page,
        totalPages: answer.totalPages,
        total: answer.total,
        items: answer.data,
        failed: false,
      };
    } catch (error) {
      if (isWorthLogging(error))
        context.app.log.warn({ err: error }, `painel/admin/denuncias: ${what} indisponível`);
      return { kind, page, totalPages: 0, total: 0, items: [] as T[], failed: true };
    }
  };
  return search.get('tipo') === 'conversa'
    ? queue('conversa' as const, 'fila de conversas', () => findConversationReports(api, page))
    : queue('anuncio' as const, 'fila', () => findReportQueue(api, page));
}

export const meta = () => [{ title: 'Denúncias | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const isConversations = loaderData.kind === 'conversa';
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Denúncias</h1>
        <p className="mt-1 text-slate-600">
          {isConversations
            ? 'Conversas denunciadas por quem participa delas, as mais antigas primeiro.'
            : 'Anúncios denunciados por visitantes, os mais denunciados primeiro.'}
        </p>
      </div>

      <TabLinks
        label="Tipos de denúncia"
        tabs={[
          { to: BASE, label: 'Anúncios', isCurrent: !isConversations },
          { to: CONVERSATIONS, label: 'Conversas', isCurrent: isConversations },
        ]}
      />

      {loaderData.kind === 'conversa' ? (
        <ConversationReports {...loaderData} />
      ) : (
        <ListingReports {...loaderData} StatusBadge={ListingStatusBadge} />
      )}
    </div>
  );
}
