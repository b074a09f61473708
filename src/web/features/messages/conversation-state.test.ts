import { describe, expect, it } from 'vitest';
import {
  badgeFigure,
  canSend,
  conversationIdParam,
  isAtBottom,
  isSendShortcut,
  lastMessageId,
  messagesHref,
  mergeMessages,
  newFromOther,
  pageParam,
  unreadLabel,
} from './conversation-state.ts';

const msg = (id: number, minha = false) => ({ id, minha });

describe('conversation state', () => {
  it('reads the selected conversation and page from the address', () => {
    expect(conversationIdParam('12')).toBe(12);
    expect(conversationIdParam(null)).toBeNull();
    expect(conversationIdParam('0')).toBeNull();
    expect(conversationIdParam('1.5')).toBeNull();
    expect(conversationIdParam('12a')).toBeNull();
    expect(conversationIdParam('99999999999')).toBeNull();
    expect(pageParam('3')).toBe(3);
    expect(pageParam('-1')).toBe(1);
    expect(pageParam(null)).toBe(1);
  });

  it('merges polled messages once each, oldest first', () => {
    const current = [msg(1), msg(3, true)];
    expect(mergeMessages(current, [msg(3, true), msg(5), msg(4)]).map((m) => m.id)).toEqual([1, 3, 4, 5]);
    expect(mergeMessages(current, [])).toBe(current);
    expect(lastMessageId([msg(1), msg(7)])).toBe(7);
    expect(lastMessageId([])).toBe(0);
  });

  it('picks the new messages of the other party (what is announced)', () => {
    expect(newFromOther([msg(1)], [msg(1), msg(2, true), msg(3)])).toEqual([msg(3)]);
  });

  it('sends with Ctrl+Enter or ⌘+Enter, never with Enter alone or while composing', () => {
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false, isComposing: true })).toBe(false);
    expect(isSendShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });

  it('sends only a non-blank text within 2000 characters', () => {
    expect(canSend('  oi ')).toBe(true);
    expect(canSend('   \n ')).toBe(false);
    expect(canSend('a'.repeat(2000))).toBe(true);
    expect(canSend('a'.repeat(2001))).toBe(false);
  });

  it('words the unread badge', () => {
    expect(unreadLabel(1)).toBe('1 mensagem não lida');
    expect(unreadLabel(3)).toBe('3 mensagens não lidas');
    expect(badgeFigure(7)).toBe('7');
    expect(badgeFigure(120)).toBe('99+');
  });

  it('knows when a scrolled box is at its end', () => {
    expect(isAtBottom({ scrollTop: 560, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isAtBottom({ scrollTop: 100, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
  });

  it('builds the page address with the list page and the open conversation', () => {
    expect(messagesHref({})).toBe('/painel/mensagens');
    expect(messagesHref({ id: 5 })).toBe('/painel/mensagens?c=5');
    expect(messagesHref({ page: 2, id: 5 })).toBe('/painel/mensagens?page=2&c=5');
    expect(messagesHref({ page: 2 })).toBe('/painel/mensagens?page=2');
  });
});
