import { LifeBuoy, MessageSquareText } from 'lucide-react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import {
  TICKET_MESSAGES as M,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from '#shared/contracts/tickets.constants.ts';
import type { AdminTicketsPage, Ticket } from '#shared/contracts/tickets.contract.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { SelectField } from '../../../components/forms/select-field.tsx';
import { Pagination } from '../../../components/search/pagination.tsx';
import { Alert, LoadFailedAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { requireAdmin } from '../../../features/accounts/admin-guard.server.ts';
import { AdminTicketControls } from '../../../features/tickets/admin-ticket-controls.tsx';
import { TicketList } from '../../../features/tickets/ticket-list.tsx';
import {
  adminTicketFiltersFrom,
  adminTicketsHref,
  openTicketParam,
} from '../../../features/tickets/ticket-params.ts';
import { TicketThread } from '../../../features/tickets/ticket-thread.tsx';
import { findAllTickets, findTicket } from '../../../features/tickets/tickets-api.ts';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import type { Route } from './+types/tickets';

/**
 * /painel/admin/tickets (spec 2 §2 "Admin tickets"; issue 22): every ticket with who opened it
 * and a status dropdown that changes it at once; filters by status and "Mais antigos aguardando
 * primeiro" (the tickets waiting for the team, oldest first) in the address; `?t={id}` opens a
 * thread, where the team answers.
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
    answer: list.status === 'fulfilled' ? list.value : (null as AdminTicketsPage | null),
    ticket: open.status === 'fulfilled' ? open.value : (null as Ticket | null),
    ticketError:
      open.status === 'rejected'
        ? open.reason instanceof ApiError && open.reason.status === 404
          ? M.notFound
          : 'Não foi possível carregar o ticket.'
        : null,
  };
}

export const meta = () => [{ title: 'Tickets | NC' }, { name: 'robots', content: 'noindex' }];

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  const { filters, openId, answer, ticket, ticketError } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const isLoading =
    navigation.state === 'loading' && navigation.location.pathname === '/painel/admin/tickets';
  const refresh = () => void revalidator.revalidate();
  const listHref = adminTicketsHref(filters);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Tickets</h1>
        <p className="mt-1 text-slate-600">
          Os pedidos de suporte dos usuários: responda e acompanhe o status.
        </p>
      </div>

      <Form
        method="get"
        aria-label="Filtrar tickets"
        className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ''} className="w-56">
          <option value="">Todos</option>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TICKET_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          name="ordem"
          value="antigos"
          defaultChecked={filters.ordem === 'antigos'}
          className="pb-3"
        >
          Mais antigos aguardando primeiro
        </CheckboxField>
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
      </Form>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-labelledby="lista-tickets" className={`space-y-3 ${openId ? 'hidden lg:block' : ''}`}>
          <h2 id="lista-tickets" className="sr-only">
            Lista de tickets
          </h2>
          {!answer ? (
            <LoadFailedAlert title={M.loadFailed} />
          ) : answer.data.length === 0 ? (
            <EmptyState icon={LifeBuoy} message={M.adminEmpty} />
          ) : (
            <>
              <p className="text-sm text-slate-600" aria-live="polite">
                {answer.total === 1 ? '1 ticket' : `${answer.total.toLocaleString('pt-BR')} tickets`}
              </p>
              <TicketList
                tickets={answer.data}
                openId={openId}
                label="Tickets"
                hrefFor={(id) => adminTicketsHref(filters, id)}
                extra={(t) => <AdminTicketControls ticket={t} onChanged={refresh} />}
              />
              <Pagination
                page={answer.page}
                totalPages={answer.totalPages}
                hrefFor={(page) => adminTicketsHref({ ...filters, page })}
              />
            </>
          )}
        </section>

        <div aria-busy={isLoading || undefined} className={openId ? '' : 'hidden lg:block'}>
          {isLoading ? (
            <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
              Carregando...
            </p>
          ) : ticket ? (
            <TicketThread
              key={ticket.id}
              ticket={ticket}
              side="admin"
              backHref={listHref}
              onChanged={refresh}
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
