import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationSummary } from '#shared/contracts/messages.contract.ts';
import { badgeFigure, messagesHref, unreadLabel } from './conversation-state.ts';
import { formatFullTime, formatListTime } from './message-time.ts';

/** Who the other party is to me: the advertiser of the listing, or the resident who asked. */
export function otherPartyRole(papel: ConversationSummary['papel']): string {
  return papel === 'interessado' ? 'Anunciante' : 'Interessado';
}

/** A listing's thumbnail, or a neutral icon (deleted listing, no photo). */
export function ListingThumb({ src, className = 'size-12' }: { src: string | null; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={`${className} shrink-0 rounded-lg bg-slate-100 object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-lg bg-slate-100`}
    >
      <MessageCircle className="size-5 text-slate-500" />
    </span>
  );
}

/**
 * The conversation list: the listing's photo and title, the other party, the last
 * message's preview (cut at 80 characters by the API), the time and the unread badge. Each row is
 * a link (`?c=`), so the open conversation is in the address; the open one counts as read.
 */
export function ConversationList({
  conversations,
  page,
  selectedId,
  now,
}: {
  conversations: readonly ConversationSummary[];
  page: number;
  selectedId: number | null;
  now: Date;
}) {
  return (
    <ul className="divide-y divide-slate-200">
      {conversations.map((c) => {
        const isSelected = c.id === selectedId;
        const unread = isSelected ? 0 : c.naoLidas;
        return (
          <li key={c.id}>
            <Link
              to={messagesHref({ page, id: c.id })}
              aria-current={isSelected ? 'page' : undefined}
              className={`flex gap-3 px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700 ${
                isSelected ? 'bg-teal-50' : 'hover:bg-slate-50'
              }`}
            >
              <ListingThumb src={c.anuncio?.imagem ?? null} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`truncate text-slate-900 ${unread > 0 ? 'font-semibold' : 'font-medium'}`}>
                    {c.titulo}
                  </span>
                  <time
                    dateTime={c.atualizadoEm}
                    title={formatFullTime(c.atualizadoEm)}
                    className="shrink-0 text-xs text-slate-600"
                  >
                    {formatListTime(c.atualizadoEm, now)}
                  </time>
                </span>
                <span className="block truncate text-sm text-slate-700">
                  {c.outro.nome}
                  <span className="text-slate-600"> · {otherPartyRole(c.papel)}</span>
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span className={`truncate text-sm ${unread > 0 ? 'text-slate-900' : 'text-slate-600'}`}>
                    {c.ultimo}
                  </span>
                  {unread > 0 ? (
                    <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-teal-700 px-1.5 text-xs font-bold text-white">
                      <span aria-hidden="true">{badgeFigure(unread)}</span>
                      <span className="sr-only">{unreadLabel(unread)}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
