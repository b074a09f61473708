import type { TicketSummary } from '#shared/contracts/tickets.contract.ts';
import { MyTicketsPage } from '../../features/tickets/my-tickets-page.tsx';
import { openTicketFrom } from '../../features/tickets/open-ticket.ts';
import { openTicketParam } from '../../features/tickets/ticket-params.ts';
import { findMyTickets, findTicket } from '../../features/tickets/tickets-api.ts';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/tickets';

/**
 * /painel/tickets (spec 2 §2 "Tickets (user)"): "Abrir ticket", "Meus Tickets" and the open
 * ticket's thread (`?t={id}`, the link of the e-mails: shareable and server-rendered).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const openId = openTicketParam(new URL(request.url).searchParams);
  const api = createApiClient({ context, request });
  const [list, open] = await Promise.allSettled([
    findMyTickets(api),
    openId ? findTicket(api, openId) : Promise.resolve(null),
  ]);
  if (list.status === 'rejected')
    context.app.log.warn({ err: list.reason }, 'painel/tickets: tickets indisponíveis');
  return {
    openId,
    tickets: list.status === 'fulfilled' ? list.value.data : ([] as TicketSummary[]),
    failed: list.status === 'rejected',
    ...openTicketFrom(open),
  };
}

export const meta = () => [{ title: 'Suporte | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelTickets({ loaderData }: Route.ComponentProps) {
  return <MyTicketsPage {...loaderData} />;
}
