import { LoaderCircle, MessagesSquare, Search } from 'lucide-react';
import { Link, useNavigation, useRevalidator } from 'react-router';
import { paths } from '#shared/paths.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Pagination } from '../../components/search/pagination.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConversationList } from './conversation-list.tsx';
import { messagesHref } from './conversation-state.ts';
import { ConversationThread } from './conversation-thread.tsx';
import { useConversations, type ConversationsStart } from './use-conversations.ts';

const LIST_FAILED = 'Não foi possível carregar suas conversas.';

/**
 * My conversations beside the open one (one column on phones: the list, or the thread with its
 * way back), live through useConversations; the list failing and no conversation yet each have
 * their own page.
 */
export function MessagesView({
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
