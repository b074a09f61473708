import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { createApiClient } from '../../lib/api-client.ts';
import { badgeFigure, unreadLabel } from './conversation-state.ts';
import { countUnread } from './messages-api.ts';
import { usePolling } from './use-polling.ts';

/** How often the panel header asks for the unread count. */
const UNREAD_POLL_MS = 30_000;

/** The event /painel/mensagens sends when it learns the count first (it reads the threads). */
const UNREAD_EVENT = 'nc:mensagens-nao-lidas';

/** Tells the header's badge the unread count the messages page just read. */
export function announceUnread(count: number): void {
  window.dispatchEvent(new CustomEvent<number>(UNREAD_EVENT, { detail: count }));
}

/**
 * The panel header's link to /painel/mensagens with the unread badge: the count from
 * the layout's loader, then every 30 s while the tab is visible, and at once from the messages
 * page when it opens a thread. The badge's number is spoken as "3 mensagens não lidas".
 * `isPolling` false: a second link (the phone header's) that only hears the count the
 * polling one announces, so that one request serves both.
 */
export function UnreadMessagesLink({
  initialCount,
  isPolling = true,
}: {
  initialCount: number | null;
  isPolling?: boolean;
}) {
  const [count, setCount] = useState(initialCount);

  async function refresh() {
    try {
      // Every link listening hears it, this one included.
      announceUnread(await countUnread(createApiClient()));
    } catch {
      // Keeps the last number: the badge is a hint, the next tick tries again.
    }
  }

  // When the server could not tell (the loader's look-up failed), the first ask is on arrival.
  const [isUnknownAtStart] = useState(initialCount === null);
  usePolling(refresh, UNREAD_POLL_MS, { isEnabled: isPolling, isImmediate: isUnknownAtStart });

  useEffect(() => {
    const onCount = (event: Event) => setCount((event as CustomEvent<number>).detail);
    window.addEventListener(UNREAD_EVENT, onCount);
    return () => window.removeEventListener(UNREAD_EVENT, onCount);
  }, []);

  const unread = count ?? 0;
  return (
    <Link
      to="/painel/mensagens"
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 sm:px-3"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">Mensagens</span>
      {unread > 0 ? (
        <>
          <span
            aria-hidden="true"
            data-testid="nao-lidas"
            className="absolute top-0.5 right-0 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs leading-none font-bold text-white sm:static"
          >
            {badgeFigure(unread)}
          </span>
          <span className="sr-only">({unreadLabel(unread)})</span>
        </>
      ) : null}
    </Link>
  );
}
