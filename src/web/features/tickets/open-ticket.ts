import { TICKET_MESSAGES as M } from '#shared/contracts/tickets.constants.ts';
import type { Ticket } from '#shared/contracts/tickets.contract.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * The thread a tickets page opens from `?t=`, or why it can't: a ticket that is gone or not the
 * user's (404) says so; any other failure is a load error. Null and no error when none is asked.
 */
export function openTicketFrom(result: PromiseSettledResult<Ticket | null>): {
  ticket: Ticket | null;
  ticketError: string | null;
} {
  if (result.status === 'fulfilled') return { ticket: result.value, ticketError: null };
  return {
    ticket: null,
    ticketError:
      result.reason instanceof ApiError && result.reason.status === 404
        ? M.notFound
        : 'Não foi possível carregar o ticket.',
  };
}
