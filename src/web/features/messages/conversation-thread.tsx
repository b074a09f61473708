import { ArrowLeft, Ban, ExternalLink, Flag, LockKeyhole } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Thread } from '#shared/contracts/messages.contract.ts';
import { paths } from '#shared/paths.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { ListingThumb, otherPartyRole } from './conversation-list.tsx';
import { isAtBottom } from './conversation-state.ts';
import { MessageContent } from './message-content.tsx';
import { formatClock, formatDay, formatFullTime, groupByDay } from './message-time.ts';
import { blockUser, unblockUser } from './messages-api.ts';
import { ReportConversationDialog } from './report-conversation-dialog.tsx';
import { SendBox } from './send-box.tsx';

const ACTION_FAILED = {
  failed: 'Não foi possível concluir a operação. Tente de novo.',
  network: 'Não foi possível falar com o servidor.',
};

const actionClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-[15px] font-medium focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * An open conversation: the listing and the other party, "Bloquear usuário" /
 * "Desbloquear" and "Denunciar conversa", the messages by day (mine on the right, theirs on the
 * left, as text), and the send box, or why the conversation is closed. New messages keep the
 * view at the end only when the reader was there; the other party's are announced politely.
 */
export function ConversationThread({
  thread,
  now,
  announcement,
  backHref,
  onSend,
  onLoadOlder,
  onChanged,
}: {
  thread: Thread;
  now: Date;
  announcement: string;
  backHref: string;
  onSend: (text: string) => Promise<void>;
  onLoadOlder: () => Promise<void>;
  /** Reads the thread's state again after a block or unblock. */
  onChanged: () => Promise<void>;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  // Whether the reader is at the end of the messages (then new ones keep the view there).
  const isAtEndRef = useRef(true);
  // The scroll position to keep while older messages are added above.
  const anchorRef = useRef<{ top: number; height: number } | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [isReportOpen, setIsReportOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const { mensagens, outro } = thread;
  const firstId = mensagens[0]?.id;
  const lastId = mensagens.at(-1)?.id;

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const anchor = anchorRef.current;
    if (anchor) {
      box.scrollTop = anchor.top + box.scrollHeight - anchor.height;
      anchorRef.current = null;
    } else if (isAtEndRef.current) {
      box.scrollTop = box.scrollHeight;
    }
  }, [firstId, lastId]);

  function send(text: string) {
    // My own message always brings the view to the end.
    isAtEndRef.current = true;
    return onSend(text);
  }

  async function loadOlder() {
    const box = boxRef.current;
    if (box) anchorRef.current = { top: box.scrollTop, height: box.scrollHeight };
    setIsLoadingOlder(true);
    try {
      await onLoadOlder();
    } catch (error) {
      anchorRef.current = null;
      setNotice({ tone: 'error', message: formErrorFrom(error, ACTION_FAILED).message });
    } finally {
      setIsLoadingOlder(false);
    }
  }

  async function toggleBlock() {
    setIsBusy(true);
    setNotice(null);
    try {
      const api = createApiClient();
      const answer = thread.bloqueado ? await unblockUser(api, thread.id) : await blockUser(api, thread.id);
      setNotice({ tone: 'success', message: answer.message });
      await onChanged().catch(() => undefined);
    } catch (error) {
      setNotice({ tone: 'error', message: formErrorFrom(error, ACTION_FAILED).message });
    } finally {
      setIsBusy(false);
      setIsConfirmOpen(false);
    }
  }

  return (
    <div className="flex flex-col">
      <div className="border-b border-slate-200 p-3 sm:p-4">
        <Link
          to={backHref}
          className="mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg pr-2 font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700 lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          Voltar
        </Link>
        <div className="flex items-start gap-3">
          <ListingThumb src={thread.anuncio?.imagem ?? null} className="size-14" />
          <div className="min-w-0 flex-1">
            <h2 id="conversa-titulo" className="text-lg font-semibold break-words text-slate-900">
              {thread.titulo}
            </h2>
            <p className="text-[15px] text-slate-700">
              Conversa com {outro.nome}{' '}
              <span className="text-slate-600">({otherPartyRole(thread.papel)})</span>
            </p>
            {thread.anuncio ? (
              <Link
                to={paths.listingDetail.getHref(thread.anuncio)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-[15px] font-medium text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Ver anúncio
              </Link>
            ) : null}
          </div>
        </div>
        <div className="mt-1 flex flex-wrap gap-x-3">
          <button
            type="button"
            onClick={() => setIsConfirmOpen(true)}
            className={`${actionClass} text-slate-700 hover:text-slate-900 hover:underline`}
          >
            <Ban aria-hidden="true" className="size-4" />
            {thread.bloqueado ? 'Desbloquear' : 'Bloquear usuário'}
          </button>
          <button
            type="button"
            onClick={() => setIsReportOpen(true)}
            className={`${actionClass} text-slate-700 hover:text-red-800 hover:underline`}
          >
            <Flag aria-hidden="true" className="size-4" />
            Denunciar conversa
          </button>
        </div>
        {notice ? (
          <Alert tone={notice.tone} className="mt-2">
            {notice.message}
          </Alert>
        ) : null}
      </div>

      <div
        ref={boxRef}
        tabIndex={0}
        role="region"
        aria-label="Mensagens da conversa"
        onScroll={(event) => {
          isAtEndRef.current = isAtBottom(event.currentTarget);
        }}
        className="h-[55dvh] min-h-72 overflow-y-auto bg-slate-50 px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700 sm:px-4"
      >
        {thread.temAnteriores ? (
          <div className="mb-4 flex justify-center">
            <Button
              variant="secondary"
              className="min-h-11 px-4 text-[15px]"
              isLoading={isLoadingOlder}
              loadingText="Carregando..."
              onClick={() => void loadOlder()}
            >
              Ver mensagens anteriores
            </Button>
          </div>
        ) : null}
        {mensagens.length === 0 ? (
          <p className="py-8 text-center text-slate-600">Nenhuma mensagem nesta conversa ainda.</p>
        ) : (
          groupByDay(mensagens).map((group) => (
            <div key={group.day} className="mb-4">
              <p className="mb-3 text-center text-xs font-medium text-slate-600">
                {formatDay(group.items[0]!.enviadaEm, now)}
              </p>
              <ol className="space-y-2">
                {group.items.map((m) => (
                  <li key={m.id} className={`flex ${m.minha ? 'justify-end' : 'justify-start'}`}>
                    <div
                      className={`max-w-[85%] rounded-2xl px-3.5 py-2 shadow-xs sm:max-w-[75%] ${
                        m.minha
                          ? 'rounded-br-sm bg-teal-700 text-white'
                          : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'
                      }`}
                    >
                      <span className="sr-only">{m.minha ? 'Você' : outro.nome}: </span>
                      <MessageContent text={m.conteudo} isMine={m.minha} />
                      <time
                        dateTime={m.enviadaEm}
                        title={formatFullTime(m.enviadaEm)}
                        className={`mt-0.5 block text-right text-xs ${m.minha ? 'text-teal-50' : 'text-slate-600'}`}
                      >
                        {formatClock(m.enviadaEm)}
                      </time>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          ))
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {thread.aberta ? (
        <SendBox onSend={send} />
      ) : (
        <div className="border-t border-slate-200 p-3 sm:p-4">
          <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-[15px] text-slate-800">
            <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
            <p>{thread.motivoEncerrada ?? 'Esta conversa está encerrada.'}</p>
          </div>
        </div>
      )}

      <ConfirmDialog
        isOpen={isConfirmOpen}
        title={thread.bloqueado ? `Desbloquear ${outro.nome}?` : `Bloquear ${outro.nome}?`}
        confirmLabel={thread.bloqueado ? 'Desbloquear' : 'Bloquear usuário'}
        onConfirm={() => void toggleBlock()}
        onClose={() => setIsConfirmOpen(false)}
        isBusy={isBusy}
      >
        {thread.bloqueado
          ? 'Vocês voltam a poder trocar mensagens pelas conversas de anúncios.'
          : 'Essa pessoa não poderá mais enviar mensagens para você, em nenhuma conversa. Você pode desbloquear quando quiser.'}
      </ConfirmDialog>
      <ReportConversationDialog
        conversationId={thread.id}
        otherName={outro.nome}
        isOpen={isReportOpen}
        onClose={() => setIsReportOpen(false)}
      />
    </div>
  );
}
