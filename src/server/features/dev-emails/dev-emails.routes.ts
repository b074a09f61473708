import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intParam } from '#shared/contracts/common.contract.ts';
import type { Env } from '../../env.ts';
import { extractLinks, type OutboxMessage, type OutboxRepository } from '../../adapters/email/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../adapters/email/layout.ts';

/**
 * The outbox, for people and for e2e tests (DESIGN.md "e-mail"): /dev/emails lists the newest
 * messages with clickable links; /dev/emails.json gives the same data to programs. Its links
 * are live confirmation and password-reset tokens, so who may read it is decided by
 * `devEmailsAccess` (anyone reading it could take over any account).
 */

/**
 * - `public`: development and tests (`npm run dev`, NODE_ENV development or test): the machine
 *   is the developer's;
 * - `admin`: production with the outbox as the mailer (`npm start` without SMTP_URL): only a
 *   logged-in ADMIN (session cookie or bearer token); anyone else gets a plain 404 `{ message,
 *   code }`, not a 401/403 that would tell the page exists. The operator also finds every
 *   message's links in the server's log (outbox-mailer.ts);
 * - `off`: production with SMTP: not served (the table holds delivery records only).
 */
export type DevEmailsAccess = 'public' | 'admin' | 'off';

export function devEmailsAccess(env: Pick<Env, 'NODE_ENV'>, mailerKind: 'smtp' | 'outbox'): DevEmailsAccess {
  if (env.NODE_ENV !== 'production') return 'public';
  return mailerKind === 'outbox' ? 'admin' : 'off';
}

/** The answer to anyone but an admin: a plain 404, not the 401/403 that would say the page is there. */
const NOT_FOUND_MESSAGE = 'Página não encontrada.';

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

export const devEmailsRoutes: FastifyPluginAsync<{
  outbox: OutboxRepository;
  access: Exclude<DevEmailsAccess, 'off'>;
}> = async (fastify, { outbox, access }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (access === 'admin') {
    // onRequest, before the query is validated: a stranger's bad query is a 404 too, not a 400.
    app.addHook('onRequest', async (req) => {
      const auth = await req.getAuth();
      if (auth?.user.role !== 'ADMIN') throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    });
  }
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
