import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TicketSummary } from '#shared/contracts/tickets.contract.ts';
import { ResponsiveList } from '../../components/ui/responsive-list.tsx';
import { formatDateTime, TicketStatusBadge } from './ticket-status.tsx';

/**
 * A list of tickets, each a link that opens its thread (`?t=`): subject, status, last activity;
 * `extra` adds a line per ticket (the team's list shows who opened it). Cards at every width: the
 * list sits beside the open thread, too narrow for a table.
 */
export function TicketList({
  tickets,
  openId,
  label,
  hrefFor,
  extra,
  empty,
  summary,
  pager,
}: {
  tickets: TicketSummary[];
  openId: number | null;
  label: string;
  hrefFor: (id: number) => string;
  extra?: (ticket: TicketSummary) => ReactNode;
  /** What shows when there are no tickets. */
  empty: ReactNode;
  summary?: ReactNode;
  pager?: { page: number; totalPages: number; hrefFor: (page: number) => string };
}) {
  return (
    <ResponsiveList
      label={label}
      items={tickets}
      itemKey={(t) => t.id}
      listClassName="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
      cardClassName={(t) => (t.id === openId ? 'bg-teal-50' : '')}
      empty={empty}
      summary={summary}
      pager={pager}
      renderCard={(t) => {
        const isOpen = t.id === openId;
        return (
          <>
            <Link
              to={hrefFor(t.id)}
              aria-current={isOpen ? 'true' : undefined}
              preventScrollReset
              className="block space-y-1.5 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="font-semibold wrap-break-word text-slate-900">{t.assunto}</span>
                <TicketStatusBadge status={t.status} />
              </span>
              <span className="block text-sm text-slate-600">
                Última atividade em <time dateTime={t.atualizadoEm}>{formatDateTime(t.atualizadoEm)}</time>
              </span>
            </Link>
            {extra ? <div className="px-4 pb-3">{extra(t)}</div> : null}
          </>
        );
      }}
    />
  );
}
