import {
  TICKET_LIMITS,
  TICKETS_API as API,
  type TicketOrder,
  type TicketStatus,
} from '#shared/contracts/tickets.constants.ts';
import type { AdminTicketsPage, Ticket, TicketList } from '#shared/contracts/tickets.contract.ts';
import type { ApiClient } from '../../lib/api-client.ts';

// The support tickets' calls. Types only from the contract: zod stays out of the pages.

export const findMyTickets = (api: ApiClient): Promise<TicketList> => api.get(API.list);

export const findTicket = (api: ApiClient, id: number): Promise<Ticket> => api.get(API.one(id));

export const openTicket = (api: ApiClient, body: { assunto: string; mensagem: string }): Promise<Ticket> =>
  api.post(API.list, body);

export const replyToTicket = (api: ApiClient, id: number, mensagem: string): Promise<Ticket> =>
  api.post(API.messages(id), { mensagem });

export const closeTicket = (api: ApiClient, id: number): Promise<Ticket> => api.post(API.close(id));

export const findAllTickets = (
  api: ApiClient,
  query: { status?: TicketStatus; ordem: TicketOrder; page: number },
): Promise<AdminTicketsPage> =>
  api.get(API.admin, { query: { ...query, limit: TICKET_LIMITS.adminPageSize } });

export const setTicketStatus = (api: ApiClient, id: number, status: TicketStatus): Promise<Ticket> =>
  api.patch(API.adminOne(id), { status });
