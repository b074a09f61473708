import { useState } from 'react';
import {
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketStatus,
} from '#shared/contracts/tickets.constants.ts';
import type { TicketSummary } from '#shared/contracts/tickets.contract.ts';
import { inputClass } from '../../components/forms/field.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { setTicketStatus } from './tickets-api.ts';

const FAILED = { failed: 'Não foi possível mudar o status.', network: 'Não foi possível mudar o status.' };

/**
 * Under each ticket of the team's list: who opened it and the status dropdown, which changes the
 * status at once (PATCH); the page then loads its data again.
 */
export function AdminTicketControls({ ticket, onChanged }: { ticket: TicketSummary; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = `status-ticket-${ticket.id}`;

  async function onChange(status: TicketStatus) {
    setBusy(true);
    setError(null);
    try {
      await setTicketStatus(createApiClient(), ticket.id, status);
      onChanged();
    } catch (err) {
      setError(formErrorFrom(err, FAILED).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="min-w-0 text-sm wrap-break-word text-slate-700">
        {ticket.usuario.nome} · {ticket.usuario.email}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Status do ticket “{ticket.assunto}”
        </label>
        <select
          id={selectId}
          value={ticket.status}
          disabled={busy}
          aria-describedby={error ? `${selectId}-erro` : undefined}
          onChange={(e) => void onChange(e.target.value as TicketStatus)}
          className={`${inputClass} min-h-11 w-auto border-slate-300 py-1.5 text-[15px]`}
        >
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TICKET_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${selectId}-erro`} role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
