/**
 * The shell of every account e-mail: a table layout with inline styles (what mail clients
 * render), the brand's teal for the one button, and the same content as plain text. Every value
 * that came from a user is escaped; links are absolute, built from PUBLIC_URL (never from the
 * request's Host header: reference A1.2 check 5).
 */

export interface RenderedEmail {
  template: string;
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

export interface EmailContent {
  template: string;
  subject: string;
  greetingName: string;
  /** Paragraphs before the button (plain text; escaped here). */
  intro: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  outro: string[];
  /**
   * Markup of its own after the intro (an alert's ad cards), already escaped by its author, with
   * the same content as plain text lines.
   */
  block?: { html: string; text: string[] };
  /** Small print above the automatic-message line (an alert's unsubscribe link), likewise. */
  footer?: { html: string; text: string[] };
}

export function renderEmail(c: EmailContent): RenderedEmail {
  const greeting = `Olá, ${c.greetingName}!`;
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#0f172a">${escapeHtml(text)}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;font-size:16px">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#475569">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(c.action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(c.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0f766e">NC Classificados</p>
${p(greeting)}
${c.intro.map(p).join('\n')}
${c.block?.html ?? ''}
${button}
${c.outro.map(p).join('\n')}
${c.footer ? `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#64748b">${c.footer.html}</p>` : ''}
<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#64748b">Esta é uma mensagem automática. Não responda a este e-mail.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    greeting,
    '',
    ...c.intro.flatMap((t) => [t, '']),
    ...(c.block ? [...c.block.text, ''] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...c.outro.flatMap((t) => [t, '']),
    ...(c.footer ? [...c.footer.text, ''] : []),
    '--',
    'NC Classificados. Esta é uma mensagem automática. Não responda a este e-mail.',
    '',
  ].join('\n');
  return { template: c.template, subject: c.subject, html, text };
}
