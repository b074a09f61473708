import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intParam } from '#shared/contracts/common.contract.ts';
import type { OutboxMessage, OutboxRepository } from '../../adapters/email/index.ts';
import { escapeHtml } from '../accounts/emails/layout.ts';

/**
 * The outbox, for people and for e2e tests (DESIGN.md "e-mail"): /dev/emails lists the newest
 * messages with clickable links; /dev/emails.json gives the same data to programs. Registered
 * only when DEV_EMAILS is on (default: outside production): it shows live recovery links.
 */
const QuerySchema = z.object({
  /** Only messages to this address (compared lower-case). */
  to: z
    .string()
    .trim()
    .max(254)
    .transform((v) => v.toLowerCase())
    .optional(),
  limit: intParam('limit', { min: 1, max: 200 }).optional().default(50),
});

const LINK_RE = /https?:\/\/[^\s<>"')]+/g;

/** The absolute links of a message, from its text version, in order, without repeats. */
export function extractLinks(text: string | null): string[] {
  return [...new Set(text?.match(LINK_RE) ?? [])];
}

const toJson = (m: OutboxMessage) => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  template: m.template,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  error: m.error,
  text: m.text,
  html: m.html,
  links: extractLinks(m.text),
});

export const devEmailsRoutes: FastifyPluginAsync<{ outbox: OutboxRepository }> = async (
  fastify,
  { outbox },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/dev/emails.json', { schema: { hide: true, querystring: QuerySchema } }, async (req) => {
    const messages = await outbox.findLatestMessages(req.query);
    return { data: messages.map(toJson) };
  });

  app.get('/dev/emails', { schema: { hide: true, querystring: QuerySchema } }, async (req, reply) => {
    const messages = await outbox.findLatestMessages(req.query);
    const items = messages.map((m) => {
      const links = extractLinks(m.text)
        .map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
        .join('');
      return `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">Para <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }))} · modelo ${escapeHtml(m.template)}${m.error ? ` · erro: ${escapeHtml(m.error)}` : ''}</p>
${links ? `<ul>${links}</ul>` : ''}
<details><summary>Texto</summary><pre>${escapeHtml(m.text ?? '(sem corpo: entregue por SMTP)')}</pre></details>
</article>`;
    });
    const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Caixa de saída de e-mails (desenvolvimento)</title></head>
<body style="font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#0f172a">
<h1>Caixa de saída de e-mails</h1>
<p>E-mails que o portal enviaria, os mais novos primeiro (${messages.length}). Em JSON: <a href="/dev/emails.json">/dev/emails.json</a>.</p>
${items.length > 0 ? items.join('\n') : '<p>Nenhum e-mail ainda.</p>'}
</body>
</html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
