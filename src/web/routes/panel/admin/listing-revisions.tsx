import type { RevisionQueueItem } from '#shared/contracts/admin-listings.contract.ts';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findRevisionQueue } from '../../../features/admin-listings/admin-listings-api.ts';
import { ListingRevisionsPage } from '../../../features/admin-listings/listing-revisions-page.tsx';
import { isWorthLogging } from '../../../features/panel/billing.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/listing-revisions';

/**
 * /painel/admin/anuncios/alteracoes (ADR 018): edits of published ads awaiting review,
 * the oldest sent first, 20 a page. Each shows the fields that changed, as they are on the site
 * and as proposed, side by side (stacked on phones); the admin approves (the edit goes live) or
 * rejects with a reason (e-mailed; the ad stays as it is).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const raw = new URL(request.url).searchParams.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  try {
    const answer = await findRevisionQueue(createApiClient({ context, request }), page);
    return { page, totalPages: answer.totalPages, total: answer.total, items: answer.data, failed: false };
  } catch (error) {
    if (isWorthLogging(error))
      context.app.log.warn({ err: error }, 'painel/admin/anuncios/alteracoes: lista indisponível');
    return { page, totalPages: 0, total: 0, items: [] as RevisionQueueItem[], failed: true };
  }
}

export const meta = () => [{ title: 'Alterações em análise | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminListingRevisions({ loaderData }: Route.ComponentProps) {
  return <ListingRevisionsPage {...loaderData} />;
}
