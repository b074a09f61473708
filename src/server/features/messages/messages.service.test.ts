import { describe, expect, it } from 'vitest';
import { newMessageEmail } from './new-message-email.ts';
import { cutText } from './messages.service.ts';

describe('cutText', () => {
  it('keeps a text within the limit as it is', () => {
    expect(cutText('Olá', 80)).toBe('Olá');
    expect(cutText('a'.repeat(80), 80)).toBe('a'.repeat(80));
  });

  it('cuts a longer one to the limit, the last character an ellipsis', () => {
    const cut = cutText('a'.repeat(81), 80);
    expect(cut).toBe(`${'a'.repeat(79)}…`);
    expect(Array.from(cut)).toHaveLength(80);
  });

  it('counts characters, never splitting an emoji', () => {
    const cut = cutText('😀'.repeat(100), 80);
    expect(Array.from(cut)).toHaveLength(80);
    expect(cut.startsWith('😀'.repeat(79))).toBe(true);
  });
});

describe('newMessageEmail', () => {
  it('escapes what users wrote and links to the thread from PUBLIC_URL', () => {
    const mail = newMessageEmail({
      publicUrl: 'https://nc.example.com.br',
      recipientName: 'Marina',
      senderName: 'Paulo <b>',
      title: 'Bolos\ncaseiros',
      conversationId: 7,
      content: '<script>alert(1)</script>',
    });
    expect(mail.template).toBe('mensagem-nova');
    expect(mail.subject).toBe('Nova mensagem de Paulo <b> sobre "Bolos caseiros"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('https://nc.example.com.br/painel/mensagens?c=7');
  });
});
