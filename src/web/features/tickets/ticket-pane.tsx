import { MessageSquareText } from 'lucide-react';
import type { Ticket } from '#shared/contracts/tickets.contract.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { TicketThread } from './ticket-thread.tsx';

/**
 * The tickets pages' right-hand side: the open thread, why it could not open, or a prompt to
 * pick one. On a phone it shows only when a ticket is open (the list hides then), so one of the
 * two fills the screen.
 */
export function TicketPane({
  openId,
  isLoading,
  ticket,
  ticketError,
  side,
  backHref,
  onChanged,
}: {
  openId: number | null;
  /** The page is loading again (another ticket, other filters): the wait shows, not a stale thread. */
  isLoading: boolean;
  ticket: Ticket | null;
  ticketError: string | null;
  side: 'user' | 'admin';
  backHref: string;
  onChanged: () => void;
}) {
  return (
    <div aria-busy={isLoading || undefined} className={openId ? '' : 'hidden lg:block'}>
      {isLoading ? (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          Carregando...
        </p>
      ) : ticket ? (
        <TicketThread key={ticket.id} ticket={ticket} side={side} backHref={backHref} onChanged={onChanged} />
      ) : ticketError ? (
        <Alert tone="error" title={ticketError} />
      ) : (
        <EmptyState icon={MessageSquareText} message="Escolha um ticket para ver a conversa." />
      )}
    </div>
  );
}
