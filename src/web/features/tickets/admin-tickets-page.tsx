import { LifeBuoy } from 'lucide-react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import {
  TICKET_MESSAGES as M,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from '#shared/contracts/tickets.constants.ts';
import type { AdminTicketsPage as AdminTicketsAnswer, Ticket } from '#shared/contracts/tickets.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { CheckboxField } from '../../components/forms/checkbox-field.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { LoadFailedAlert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AdminTicketControls } from './admin-ticket-controls.tsx';
import { TicketList } from './ticket-list.tsx';
import { adminTicketsHref, type AdminTicketFilters } from './ticket-params.ts';
import { TicketPane } from './ticket-pane.tsx';

/**
 * The team's tickets page: the filters (in the address, so Filtrar works without JavaScript),
 * every ticket with who opened it and its status control, and the open thread beside the list.
 */
export function AdminTicketsPage({
  filters,
  openId,
  answer,
  ticket,
  ticketError,
}: {
  filters: AdminTicketFilters;
  openId: number | null;
  /** Null when the list could not be loaded. */
  answer: AdminTicketsAnswer | null;
  ticket: Ticket | null;
  ticketError: string | null;
}) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const isLoading =
    navigation.state === 'loading' && navigation.location.pathname === '/painel/admin/tickets';
  const refresh = () => void revalidator.revalidate();

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
          ) : (
            <TicketList
              tickets={answer.data}
              openId={openId}
              label="Tickets"
              hrefFor={(id) => adminTicketsHref(filters, id)}
              extra={(t) => <AdminTicketControls ticket={t} onChanged={refresh} />}
              empty={<EmptyState icon={LifeBuoy} message={M.adminEmpty} />}
              summary={answer.total === 1 ? '1 ticket' : `${answer.total.toLocaleString('pt-BR')} tickets`}
              pager={{
                page: answer.page,
                totalPages: answer.totalPages,
                hrefFor: (page) => adminTicketsHref({ ...filters, page }),
              }}
            />
          )}
        </section>

        <TicketPane
          openId={openId}
          isLoading={isLoading}
          ticket={ticket}
          ticketError={ticketError}
          side="admin"
          backHref={adminTicketsHref(filters)}
          onChanged={refresh}
        />
      </div>
    </div>
  );
}
