import { LifeBuoy } from 'lucide-react';
import { useNavigate, useNavigation, useRevalidator } from 'react-router';
import { TICKET_PAGES } from '#shared/paths.ts';
import { TICKET_MESSAGES as M } from '#shared/contracts/tickets.constants.ts';
import type { Ticket, TicketSummary } from '#shared/contracts/tickets.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert, LoadFailedAlert } from '../../components/ui/alert.tsx';
import { useLocationNotice } from '../../lib/use-location-notice.ts';
import { NewTicketForm } from './new-ticket-form.tsx';
import { TicketList } from './ticket-list.tsx';
import { TicketPane } from './ticket-pane.tsx';

/**
 * The user's support page: "Abrir ticket", "Meus Tickets" and the open ticket's thread. On a
 * phone it shows the list, or the thread with a way back.
 */
export function MyTicketsPage({
  openId,
  tickets,
  failed,
  ticket,
  ticketError,
}: {
  openId: number | null;
  tickets: TicketSummary[];
  failed: boolean;
  ticket: Ticket | null;
  ticketError: string | null;
}) {
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
            ) : (
              <TicketList
                tickets={tickets}
                openId={openId}
                label="Meus Tickets"
                hrefFor={TICKET_PAGES.user}
                empty={<EmptyState icon={LifeBuoy} message={M.empty} />}
              />
            )}
          </section>
        </div>

        <TicketPane
          openId={openId}
          isLoading={isLoading}
          ticket={ticket}
          ticketError={ticketError}
          side="user"
          backHref="/painel/tickets"
          onChanged={() => void revalidator.revalidate()}
        />
      </div>
    </div>
  );
}
