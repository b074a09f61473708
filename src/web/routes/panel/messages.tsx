import { LoaderCircle, MessagesSquare, Search } from 'lucide-react';
import { Link, useNavigation, useRevalidator } from 'react-router';
import { MESSAGES_MESSAGES } from '#shared/contracts/messages.constants.ts';
import type { ConversationsPage, Thread } from '#shared/contracts/messages.contract.ts';
import { paths } from '#shared/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Pagination } from '../../components/search/pagination.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConversationList } from '../../features/messages/conversation-list.tsx';
import { conversationIdParam, messagesHref, pageParam } from '../../features/messages/conversation-state.ts';
import { ConversationThread } from '../../features/messages/conversation-thread.tsx';
import { findConversations, getThread } from '../../features/messages/messages-api.ts';
import { useConversations, type ConversationsStart } from '../../features/messages/use-conversations.ts';
import { isWorthLogging } from '../../features/panel/billing.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/messages';

const LIST_FAILED = 'Não foi possível carregar suas conversas.';
const THREAD_FAILED = 'Não foi possível carregar esta conversa.';

/**
 * /painel/mensagens (spec 2 §2 "Messages", issue 22): my conversations and, with `?c={id}`, that
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

function MessagesView({
  selectedId,
  threadError,
  ...start
}: ConversationsStart & { selectedId: number | null; threadError: string | null }) {
  const { list, thread, now, announcement, isStale, send, loadOlder, refreshThread } =
    useConversations(start);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const isNavigatingHere =
    navigation.state === 'loading' && navigation.location.pathname === '/painel/mensagens';
  const hasSelection = selectedId !== null;
  const backHref = messagesHref({ page: start.page });

  const header = (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Mensagens</h1>
      <p className="mt-1 text-slate-600">Suas conversas com anunciantes e interessados nos seus anúncios.</p>
    </div>
  );

  if (!list && !thread) {
    return (
      <div className="space-y-6">
        {header}
        <Alert tone="error" title={LIST_FAILED}>
          <p>Verifique sua conexão e tente de novo em instantes.</p>
          <Button
            variant="secondary"
            className="mt-3 min-h-11"
            isLoading={revalidator.state === 'loading'}
            loadingText="Carregando..."
            onClick={() => void revalidator.revalidate()}
          >
            Tentar de novo
          </Button>
        </Alert>
      </div>
    );
  }

  if (list && list.total === 0 && !hasSelection) {
    return (
      <div className="space-y-6">
        {header}
        <EmptyState
          icon={MessagesSquare}
          message="Nenhuma conversa ainda."
          action={
            <>
              <p className="max-w-md text-[15px] text-slate-600">
                Para falar com um anunciante, abra um anúncio e toque em “Enviar mensagem”. As respostas
                aparecem aqui.
              </p>
              <Link to={paths.listings.getHref()} className={buttonClass('secondary', 'min-h-11')}>
                <Search aria-hidden="true" className="size-5" />
                Ver anúncios
              </Link>
            </>
          }
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {header}
      {isStale ? (
        <p role="status" className="text-sm text-slate-600">
          Sem conexão com o servidor agora. As mensagens novas aparecem assim que ela voltar.
        </p>
      ) : null}
      <div className="grid grid-cols-1 overflow-hidden rounded-xl border border-slate-200 bg-white lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section
          aria-labelledby="conversas-titulo"
          className={`border-slate-200 lg:border-r ${hasSelection ? 'hidden lg:block' : ''}`}
        >
          <h2
            id="conversas-titulo"
            className="border-b border-slate-200 px-3 py-3 font-semibold text-slate-900"
          >
            Conversas
          </h2>
          {list ? (
            <>
              <ConversationList
                conversations={list.data}
                page={start.page}
                selectedId={selectedId}
                now={now}
              />
              <div className="px-3 pb-4">
                <Pagination
                  page={list.page}
                  totalPages={list.totalPages}
                  hrefFor={(page) => messagesHref({ page })}
                />
              </div>
            </>
          ) : (
            <p className="p-4 text-[15px] text-red-700">{LIST_FAILED}</p>
          )}
        </section>
        <section
          aria-labelledby={thread ? 'conversa-titulo' : undefined}
          aria-label={thread ? undefined : 'Conversa'}
          aria-busy={isNavigatingHere || undefined}
          className={`relative min-w-0 ${hasSelection ? '' : 'hidden lg:block'}`}
        >
          {isNavigatingHere ? (
            <div className="absolute inset-0 z-10 grid place-items-center bg-white/70">
              <p className="flex items-center gap-2 font-medium text-slate-700">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                Carregando...
              </p>
            </div>
          ) : null}
          {thread ? (
            <ConversationThread
              thread={thread}
              now={now}
              announcement={announcement}
              backHref={backHref}
              onSend={send}
              onLoadOlder={loadOlder}
              onChanged={refreshThread}
            />
          ) : threadError ? (
            <div className="space-y-3 p-4">
              <Alert tone="error" title={threadError} />
              <Link to={backHref} className={buttonClass('secondary', 'min-h-11 lg:hidden')}>
                Voltar para as conversas
              </Link>
            </div>
          ) : (
            <p className="grid h-full min-h-72 place-items-center p-6 text-center text-slate-600">
              Escolha uma conversa para ler as mensagens.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
