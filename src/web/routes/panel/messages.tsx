import { MESSAGES_MESSAGES } from '#shared/contracts/messages.constants.ts';
import type { ConversationsPage, Thread } from '#shared/contracts/messages.contract.ts';
import { conversationIdParam, pageParam } from '../../features/messages/conversation-state.ts';
import { findConversations, getThread } from '../../features/messages/messages-api.ts';
import { MessagesView } from '../../features/messages/messages-view.tsx';
import { isWorthLogging } from '../../features/panel/billing.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/messages';

const THREAD_FAILED = 'Não foi possível carregar esta conversa.';

/**
 * /painel/mensagens (spec 2 §2 "Messages"): my conversations and, with `?c={id}`, that
 * thread, both read on the server. The thread is read first: reading marks it read, so the
 * list's counts that follow are already right. Another user's conversation answers 404 and
 * shows "Conversa não encontrada.".
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const selectedId = conversationIdParam(url.searchParams.get('c'));
  const page = pageParam(url.searchParams.get('page'));
  const api = createApiClient({ context, request });
  let thread: Thread | null = null;
  let threadError: string | null = null;
  if (selectedId !== null) {
    try {
      thread = await getThread(api, selectedId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) threadError = MESSAGES_MESSAGES.notFound;
      else {
        if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'mensagens: conversa indisponível');
        threadError = THREAD_FAILED;
      }
    }
  }
  let list: ConversationsPage | null = null;
  try {
    list = await findConversations(api, page);
  } catch (error) {
    if (isWorthLogging(error)) context.app.log.warn({ err: error }, 'mensagens: lista indisponível');
  }
  return { selectedId, page, list, thread, threadError, now: new Date().toISOString() };
}

export const meta = () => [{ title: 'Mensagens | NC' }, { name: 'robots', content: 'noindex' }];

export default function PanelMessages({ loaderData }: Route.ComponentProps) {
  // Each loader answer (another conversation, another page) starts the live state afresh.
  return <MessagesView key={loaderData.now} {...loaderData} />;
}
