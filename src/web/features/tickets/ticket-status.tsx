import { TICKET_STATUS_LABELS, type TicketStatus } from '#shared/contracts/tickets.constants.ts';

const STYLES: Record<TicketStatus, string> = {
  open: 'bg-sky-50 text-sky-900 ring-sky-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  waiting_user: 'bg-violet-50 text-violet-900 ring-violet-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A ticket's status as a badge: Aberto, Em andamento, Aguardando usuário or Fechado. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${STYLES[status]}`}
    >
      {TICKET_STATUS_LABELS[status]}
    </span>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** "26/11/2026, 12:30" in Brasília time (server and browser agree). */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
