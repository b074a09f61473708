import type { ContactRequest } from '#shared/contracts/contact.contract.ts';
import { escapeHtml, type RenderedEmail } from '../../adapters/email/layout.ts';

/**
 * The message as the team receives it. Everything in it came from a visitor: escaped in the
 * HTML; the subject line was already stripped of line breaks by the contract.
 */
export function contactEmail(m: ContactRequest & { id: number; receivedAt: Date }): RenderedEmail {
  const subject = `[Contato #${m.id}] ${m.assunto}`;
  const when = m.receivedAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const rows: [string, string][] = [
    ['Nome', m.nome],
    ['E-mail', m.email],
    ['Assunto', m.assunto],
    ['Recebida em', `${when} (Brasília)`],
  ];
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#0f766e">Nova mensagem pelo formulário de contato</p>
<table role="presentation" cellspacing="0" cellpadding="4" style="font-size:15px;margin:0 0 16px">
${rows.map(([k, v]) => `<tr><th align="left" style="padding-right:12px;color:#475569">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<div style="white-space:pre-wrap;font-size:15px;line-height:1.5;border-top:1px solid #e2e8f0;padding-top:16px">${escapeHtml(m.mensagem)}</div>
<p style="margin:16px 0 0;font-size:13px;color:#64748b">Responda diretamente para ${escapeHtml(m.email)}.</p>
</div>
</body>
</html>
`;
  const text = [
    'Nova mensagem pelo formulário de contato',
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    m.mensagem,
    '',
    `Responda diretamente para ${m.email}.`,
    '',
  ].join('\n');
  return { template: 'contato', subject, html, text };
}
