import { MESSAGE_LIMITS } from '#shared/contracts/messages.constants.ts';

/**
 * The pure rules of /painel/mensagens: which conversation the address selects, how
 * polled messages join the open thread, the send shortcut and the unread badge's words.
 */

/** `?c=12` -> 12; anything else (missing, "abc", "0", "1.5") -> null. */
export function conversationIdParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** `?page=2` -> 2; anything else -> 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1;
}

/**
 * The thread with `incoming` added: one copy per id (a poll may answer a message the send box
 * already showed), oldest first.
 */
export function mergeMessages<T extends { id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return current as T[];
  const byId = new Map<number, T>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message's id: what the next poll asks after (`depois`); 0 for an empty thread. */
export function lastMessageId(messages: readonly { id: number }[]): number {
  return messages.at(-1)?.id ?? 0;
}

/** The messages of `incoming` that the other party sent and `current` did not have yet. */
export function newFromOther<T extends { id: number; minha: boolean }>(
  current: readonly T[],
  incoming: readonly T[],
): T[] {
  const known = new Set(current.map((m) => m.id));
  return incoming.filter((m) => !m.minha && !known.has(m.id));
}

/** The send box's shortcut: Ctrl+Enter (⌘+Enter on a Mac) sends; Enter alone is a new line. */
export function isSendShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
}): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.isComposing;
}

/** Whether a text may be sent: something besides spaces, within the limit. */
export function canSend(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MESSAGE_LIMITS.maxLength;
}

/** "1 mensagem não lida", "3 mensagens não lidas". */
export function unreadLabel(count: number): string {
  return count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`;
}

/** The badge's figure: "99+" above 99, so it stays a small round badge. */
export function badgeFigure(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Whether a scrolled box shows its end (within a line), so new messages may keep it there. */
export function isAtBottom(box: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight < 48;
}

/** The address of the messages page: a list page and the open conversation (both optional). */
export function messagesHref({ page = 1, id = null }: { page?: number; id?: number | null }): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (id !== null) params.set('c', String(id));
  const query = params.toString();
  return query ? `/painel/mensagens?${query}` : '/painel/mensagens';
}
