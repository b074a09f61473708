import { LifeBuoy, MessageSquareText } from 'lucide-react';
import { useNavigate, useNavigation, useRevalidator } from 'react-router';
import { TICKET_MESSAGES as M, TICKET_PAGES } from '#shared/contracts/tickets.constants.ts';
import type { Ticket, TicketSummary } from '#shared/contracts/tickets.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { NewTicketForm } from '../../features/tickets/new-ticket-form.tsx';
import { TicketList } from '../../features/tickets/ticket-list.tsx';
import { openTicketParam } from '../../features/tickets/ticket-params.ts';
import { TicketThread } from '../../features/tickets/ticket-thread.tsx';
import { findMyTickets, findTicket } from '../../features/tickets/tickets-api.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { useLocationNotice } from '../../lib/use-location-notice.ts';
import type { Route } from './+types/tickets';

/**
 * /painel/tickets (spec 2 §2 "Tickets (user)"; issue 22): "Abrir ticket", "Meus Tickets" and the
 * open ticket's thread (`?t={id}`, the link of the e-mails: shareable and server-rendered). On a
 * phone the page shows the list, or the thread with a way back.
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
    ticket: open.status === 'fulfilled' ? open.value : (null as Ticket | null),
    ticketError:
      open.status === 'rejected'
        ? open.reason instanceof ApiError && open.reason.status === 404
          ? M.notFound
          : 'Não foi possível carregar o ticket.'
        : null,
  };
}

export const meta = () => [{ title: 'Suporte | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelTickets({ loaderData }: Route.ComponentProps) {
  const { openId, tickets, failed, ticket, ticketError } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [notice] = useLocationNotice<string>();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === '/painel/tickets';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Suporte</h1>
        <p className="mt-1 text-slate-600">
          Fale com a equipe NC: abra um ticket e acompanhe as respostas aqui.
        </p>
      </div>
      {notice ? <Alert tone="success" title={notice} /> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <div className={`space-y-6 ${openId ? 'hidden lg:block' : ''}`}>
          <NewTicketForm
            onOpened={(created) =>
              void navigate(TICKET_PAGES.user(created.id), { state: { notice: M.created } })
            }
          />
          <section aria-labelledby="meus-tickets" className="space-y-3">
            <h2 id="meus-tickets" className="text-lg font-semibold text-slate-900">
              Meus Tickets
            </h2>
            {failed ? (
              <LoadFailedAlert title={M.loadFailed} />
            ) : tickets.length === 0 ? (
              <EmptyState icon={LifeBuoy} message={M.empty} />
            ) : (
              <TicketList
                tickets={tickets}
                openId={openId}
                label="Meus Tickets"
                hrefFor={TICKET_PAGES.user}
              />
            )}
          </section>
        </div>

        <div aria-busy={isLoading || undefined} className={openId ? '' : 'hidden lg:block'}>
          {isLoading ? (
            <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
              Carregando...
            </p>
          ) : ticket ? (
            <TicketThread
              key={ticket.id}
              ticket={ticket}
              side="user"
              backHref="/painel/tickets"
              onChanged={() => void revalidator.revalidate()}
            />
          ) : ticketError ? (
            <Alert tone="error" title={ticketError} />
          ) : (
            <EmptyState icon={MessageSquareText} message="Escolha um ticket para ver a conversa." />
          )}
        </div>
      </div>
    </div>
  );
}
