import type { AdminTicketsPage as AdminTicketsAnswer } from '#shared/contracts/tickets.contract.ts';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { AdminTicketsPage } from '../../../features/tickets/admin-tickets-page.tsx';
import { openTicketFrom } from '../../../features/tickets/open-ticket.ts';
import { adminTicketFiltersFrom, openTicketParam } from '../../../features/tickets/ticket-params.ts';
import { findAllTickets, findTicket } from '../../../features/tickets/tickets-api.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/tickets';

/**
 * /painel/admin/tickets (spec 2 §2 "Admin tickets"): every ticket with who opened it and a status
 * dropdown that changes it at once; filters by status and "Mais antigos aguardando primeiro" (the
 * tickets waiting for the team, oldest first) in the address; `?t={id}` opens a thread, where the
 * team answers.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const filters = adminTicketFiltersFrom(params);
  const openId = openTicketParam(params);
  const api = createApiClient({ context, request });
  const [list, open] = await Promise.allSettled([
    findAllTickets(api, filters),
    openId ? findTicket(api, openId) : Promise.resolve(null),
  ]);
  if (list.status === 'rejected')
    context.app.log.warn({ err: list.reason }, 'painel/admin/tickets: tickets indisponíveis');
  return {
    filters,
    openId,
    answer: list.status === 'fulfilled' ? list.value : (null as AdminTicketsAnswer | null),
    ...openTicketFrom(open),
  };
}

export const meta = () => [{ title: 'Tickets | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  return <AdminTicketsPage {...loaderData} />;
}
