import { MESSAGE_LIMITS, MESSAGES_API } from '#shared/contracts/messages.constants.ts';
import type { ConversationsPage, MessageSent, Thread } from '#shared/contracts/messages.contract.ts';
import type { ReportReason } from '#shared/contracts/reports.constants.ts';
import type { ApiClient } from '../../lib/api-client.ts';

// The calls of /painel/mensagens and the panel's unread badge. Types only from the
// contract: its zod schemas stay out of the pages' bundles.

interface OkAnswer {
  ok: true;
  message: string;
}

/** GET /api/mensagens: my conversations, newest first, and the total of unread messages. */
export function findConversations(api: ApiClient, page: number): Promise<ConversationsPage> {
  return api.get(MESSAGES_API.list, { query: { page, limit: MESSAGE_LIMITS.pageSize } });
}

/** GET /api/mensagens/{id}: the thread (the newest messages); reading it marks it read. */
export function getThread(api: ApiClient, id: number): Promise<Thread> {
  return api.get(MESSAGES_API.one(id));
}

/** The thread's messages after `afterId` (the open thread's polling), with its state. */
export function getThreadAfter(api: ApiClient, id: number, afterId: number): Promise<Thread> {
  return api.get(MESSAGES_API.one(id), { query: { depois: afterId || undefined } });
}

/** The page of messages before `beforeId` ("Mensagens anteriores"). */
export function getThreadBefore(api: ApiClient, id: number, beforeId: number): Promise<Thread> {
  return api.get(MESSAGES_API.one(id), { query: { antes: beforeId } });
}

export function sendMessage(api: ApiClient, id: number, conteudo: string): Promise<MessageSent> {
  return api.post(MESSAGES_API.one(id), { conteudo });
}

/** GET /api/mensagens/nao-lidas: the header badge's number. */
export async function countUnread(api: ApiClient): Promise<number> {
  const answer = await api.get<{ naoLidas: number }>(MESSAGES_API.unread);
  return answer.naoLidas;
}

export function blockUser(api: ApiClient, id: number): Promise<OkAnswer> {
  return api.post(MESSAGES_API.block(id), {});
}

export function unblockUser(api: ApiClient, id: number): Promise<OkAnswer> {
  return api.delete(MESSAGES_API.block(id));
}

export function reportConversation(
  api: ApiClient,
  id: number,
  motivo: ReportReason,
  detalhes: string,
): Promise<OkAnswer> {
  return api.post(MESSAGES_API.report(id), { motivo, detalhes: detalhes || undefined });
}
