import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TICKET_MESSAGES as M } from '#shared/contracts/tickets.constants.ts';
import type { Ticket, TicketSummary } from '#shared/contracts/tickets.contract.ts';
import { ApiError } from '../../lib/api-client.ts';
import { openTicketFrom } from './open-ticket.ts';
import { TicketList } from './ticket-list.tsx';

const ticket = (id: number, assunto: string): TicketSummary => ({
  id,
  assunto,
  status: 'open',
  criadoEm: '2026-01-10T12:00:00.000Z',
  atualizadoEm: '2026-01-11T12:00:00.000Z',
  ultimoDe: 'user',
  usuario: { codigo: 7, nome: 'Ana', email: 'ana@example.com' },
});

const render = (tickets: TicketSummary[]) =>
  renderToString(
    <MemoryRouter>
      <TicketList
        tickets={tickets}
        openId={2}
        label="Meus Tickets"
        hrefFor={(id) => `/painel/tickets?t=${id}`}
        extra={(t) => <span>por {t.usuario.nome}</span>}
        empty={<p>Nenhum ticket</p>}
      />
    </MemoryRouter>,
  );

describe('TicketList', () => {
  it('lists the tickets as links to their threads, the open one marked', () => {
    const html = render([ticket(1, 'Boleto'), ticket(2, 'Senha')]);
    expect(html).toMatch(/<ul[^>]*aria-label="Meus Tickets"/);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('href="/painel/tickets?t=1"');
    expect(html).toMatch(/<li class="bg-teal-50"><a aria-current="true"[^>]*href="\/painel\/tickets\?t=2"/);
    expect(html).toMatch(/<li><a class="[^"]*" href="\/painel\/tickets\?t=1"/);
    expect(html).toContain('<div class="px-4 pb-3"><span>por <!-- -->Ana</span></div>');
  });

  it('shows the empty state instead of a list when there are none', () => {
    const html = render([]);
    expect(html).toBe('<p>Nenhum ticket</p>');
  });
});

describe('openTicketFrom', () => {
  it('passes the thread on, or none when no ticket was asked for', () => {
    const open = { ...ticket(3, 'Nota'), mensagens: [] } satisfies Ticket;
    expect(openTicketFrom({ status: 'fulfilled', value: open })).toEqual({ ticket: open, ticketError: null });
    expect(openTicketFrom({ status: 'fulfilled', value: null })).toEqual({ ticket: null, ticketError: null });
  });

  it('says "not found" for a 404 and a load failure for anything else', () => {
    const notFound = new ApiError('GET', '/api/tickets/9', 404, { message: 'x' });
    expect(openTicketFrom({ status: 'rejected', reason: notFound }).ticketError).toBe(M.notFound);
    expect(openTicketFrom({ status: 'rejected', reason: new Error('down') }).ticketError).toBe(
      'Não foi possível carregar o ticket.',
    );
  });
});
