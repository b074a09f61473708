import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { findAdminSummary, findReconciliation } from '../../../features/admin-overview/admin-overview-api.ts';
import { AdminOverviewPage } from '../../../features/admin-overview/admin-overview-page.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/dashboard';

/**
 * /painel/admin (spec 2 §2 "Admin dashboard"): the spec's three counters (registered users,
 * pending ads, paid invoices), then what the team looks at every morning: open reports and
 * unanswered messages, the e-mails that could not be delivered, new ads and sign-ups per day,
 * revenue per month and how long the moderation queue has waited, and the nightly payment
 * reconciliation's open findings. Drawn on the server from two calls, each failing on its own.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const api = createApiClient({ context, request });
  const [summary, reconciliation] = await Promise.all([
    findAdminSummary(api).catch((error: unknown) => {
      context.app.log.warn({ err: error }, 'painel/admin: resumo indisponível');
      return null;
    }),
    findReconciliation(api).catch((error: unknown) => {
      context.app.log.warn({ err: error }, 'painel/admin: conciliação indisponível');
      return null;
    }),
  ]);
  return { summary, reconciliation };
}

export const meta = () => [{ title: 'Administração | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <AdminOverviewPage summary={loaderData.summary} reconciliation={loaderData.reconciliation} />;
}
