import { useEffect, useRef, useState } from 'react';
import { MESSAGE_LIMITS } from '#shared/contracts/messages.constants.ts';
import type { ConversationsPage, Thread } from '#shared/contracts/messages.contract.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { lastMessageId, mergeMessages, newFromOther } from './conversation-state.ts';
import { findConversations, getThreadAfter, getThreadBefore, sendMessage } from './messages-api.ts';
import { announceUnread } from './unread-messages-link.tsx';
import { usePolling } from './use-polling.ts';

/** What the loader of /painel/mensagens read (the list and, with `?c=`, the open thread). */
export interface ConversationsStart {
  page: number;
  list: ConversationsPage | null;
  thread: Thread | null;
  /** The loader's clock (ISO): the times are worded against it until the first poll. */
  now: string;
}

/** Words the polite announcement of the other party's new messages. */
function newMessagesText(name: string, count: number, last: string): string {
  const preview =
    last.length > MESSAGE_LIMITS.previewLength ? `${last.slice(0, MESSAGE_LIMITS.previewLength)}…` : last;
  return count === 1 ? `Nova mensagem de ${name}: ${preview}` : `${count} novas mensagens de ${name}.`;
}

/**
 * The live state of /painel/mensagens: it starts from the loader's answers, then
 * every MESSAGE_LIMITS.pollMs (while the tab is visible) asks the open thread for the messages
 * after its newest one, and then the list; the thread is asked first because reading it marks
 * it read, so the list and the header's badge get the right counts. Writes from the page
 * (send, older messages, block) join the same state.
 */
export function useConversations(start: ConversationsStart) {
  const [list, setList] = useState(start.list);
  const [thread, setThread] = useState(start.thread);
  const [now, setNow] = useState(() => new Date(start.now));
  const [announcement, setAnnouncement] = useState('');
  const [isStale, setIsStale] = useState(false);
  // The thread as last rendered, for the polls' `depois` (the state itself is read in callbacks).
  const threadRef = useRef(thread);
  useEffect(() => {
    threadRef.current = thread;
  }, [thread]);

  useEffect(() => {
    if (start.list) announceUnread(start.list.naoLidas);
  }, [start.list]);

  /** Adds the thread's newer messages and takes its state (open, blocked) from the answer. */
  async function refreshThread(): Promise<void> {
    const current = threadRef.current;
    if (!current) return;
    const answer = await getThreadAfter(createApiClient(), current.id, lastMessageId(current.mensagens));
    const fresh = newFromOther(current.mensagens, answer.mensagens);
    setThread((prev) =>
      prev?.id === answer.id
        ? {
            ...answer,
            mensagens: mergeMessages(prev.mensagens, answer.mensagens),
            // An answer after `depois` knows nothing of the older pages.
            temAnteriores: prev.temAnteriores,
          }
        : prev,
    );
    const last = fresh.at(-1);
    if (last) setAnnouncement(newMessagesText(answer.outro.nome, fresh.length, last.conteudo));
  }

  async function refreshList(): Promise<void> {
    const answer = await findConversations(createApiClient(), start.page);
    setList(answer);
    announceUnread(answer.naoLidas);
  }

  async function poll(): Promise<void> {
    try {
      await refreshThread();
      await refreshList();
      setIsStale(false);
    } catch {
      // Shown as a quiet note; the next tick tries again.
      setIsStale(true);
    }
    setNow(new Date());
  }

  usePolling(poll, MESSAGE_LIMITS.pollMs);

  /** Sends `text` in the open thread; throws the API's error for the send box to show. */
  async function send(text: string): Promise<void> {
    const current = threadRef.current;
    if (!current) return;
    const answer = await sendMessage(createApiClient(), current.id, text);
    setThread((prev) =>
      prev?.id === current.id
        ? { ...prev, mensagens: mergeMessages(prev.mensagens, [answer.mensagem]) }
        : prev,
    );
    setNow(new Date());
    // The list's order and preview follow the new message; a failure here waits for the poll.
    refreshList().catch(() => setIsStale(true));
  }

  /** Adds the page of messages before the oldest one shown. */
  async function loadOlder(): Promise<void> {
    const current = threadRef.current;
    const first = current?.mensagens[0];
    if (!current || !first) return;
    const answer = await getThreadBefore(createApiClient(), current.id, first.id);
    setThread((prev) =>
      prev?.id === current.id
        ? {
            ...prev,
            mensagens: mergeMessages(prev.mensagens, answer.mensagens),
            temAnteriores: answer.temAnteriores,
          }
        : prev,
    );
  }

  return { list, thread, now, announcement, isStale, send, loadOlder, refreshThread };
}
